import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, ORIGIN, type Handler } from "../support/build";
import { parseImageName, parseSizeParam, splitImagePath } from "~/images/catalog";
import { decodeEntities, modulesNamedByScripts } from "../support/html";

/**
 * A crawl of the whole site through the production build's request handler, in-process:
 * pages are fetched from a seed list, every internal link, stylesheet, script and picture
 * they reference is checked, and every internal page they link to is crawled in turn. Links past
 * the caps are checked without being read: a page as a document, a variant through its data; so
 * are the pages another crawl reads (`reads`), through their data.
 */

export function siteRequest(path: string, init: { accept?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("Host", new URL(ORIGIN).host);
  if (!headers.has("Accept")) headers.set("Accept", init.accept ?? "text/html,application/xhtml+xml");
  return new Request(new URL(path, ORIGIN), { headers });
}

export type Page = { url: string; status: number; html: string };
export type Broken = { url: string; status: number | string; linkedFrom: string[] };
export type CrawlResult = {
  /** Every HTML document fetched, in crawl order. */
  pages: Page[];
  broken: Broken[];
  /** Distinct internal addresses (a href, canonical) checked: crawled pages and links past the caps. */
  linksChecked: number;
  /** Distinct asset URLs (stylesheets, scripts, pictures at each width) checked. */
  assetsChecked: number;
  /** Pictures drawn through the handler: one per kind of picture. */
  picturesDrawn: number;
  /** Links past the page cap or the variant cap: checked, but not read as pages. */
  skipped: number;
};

export type CrawlOptions = {
  seeds: string[];
  maxPages?: number;
  /**
   * Pages with a query string (?contact, ?photo=N, ?page=N, filters) crawled per kind of page
   * and set of parameter names: the same screen state on a hundred listings is one check.
   */
  maxVariantsPerShape?: number;
  /**
   * Addresses read as pages (default: all). The others linked from them are read by another crawl
   * (another language's): here they are only checked to answer, through their data.
   */
  reads?: (url: string) => boolean;
};

type Reference = { kind: "link" | "asset"; url: string };

const MAX_REDIRECTS = 5;

export async function crawl(handle: Handler, options: CrawlOptions): Promise<CrawlResult> {
  const maxPages = options.maxPages ?? 400;
  const maxVariants = options.maxVariantsPerShape ?? 3;
  const linkedFrom = new Map<string, Set<string>>();
  const linkStatus = new Map<string, Promise<number | string>>();
  const assetStatus = new Map<string, Promise<number | string>>();
  const variants = new Map<string, number>();
  const crawled = new Set<string>();
  /** Picture path → the `size` values asked for. */
  const pictures = new Map<string, Set<string | null>>();
  const pages: Page[] = [];
  const queue: string[] = [];
  const skipped = new Set<string>();
  /** Left to another crawl, not to a cap. */
  const readElsewhere = (url: string) => options.reads !== undefined && !options.reads(url);
  let pictureVariants = 0;

  const note = (url: string, from: string) => {
    let set = linkedFrom.get(url);
    if (!set) linkedFrom.set(url, (set = new Set()));
    set.add(from);
  };

  const enqueue = (url: string) => {
    if (crawled.has(url)) return;
    const shape = queryShape(url);
    const count = shape === null ? 0 : (variants.get(shape) ?? 0);
    if (crawled.size >= maxPages || count >= maxVariants || readElsewhere(url)) {
      skipped.add(url);
      return;
    }
    if (shape !== null) variants.set(shape, count + 1);
    crawled.add(url);
    queue.push(url);
  };

  for (const seed of options.seeds) {
    note(seed, "(liste de départ)");
    enqueue(seed);
  }

  while (queue.length > 0) {
    const batch = queue.splice(0, 4);
    await Promise.all(
      batch.map(async (url) => {
        const { status, finalUrl, response } = await follow(handle, url, "text/html,application/xhtml+xml");
        linkStatus.set(url, Promise.resolve(status));
        if (!response) return;
        if (finalUrl !== url) {
          // A redirect within the site: its target is crawled as a page of its own.
          await response.arrayBuffer();
          if (finalUrl.startsWith("/")) {
            note(finalUrl, url);
            enqueue(finalUrl);
          }
          return;
        }
        const type = response.headers.get("Content-Type") ?? "";
        if (!type.startsWith("text/html")) {
          await response.arrayBuffer();
          return;
        }
        const html = await response.text();
        pages.push({ url, status: response.status, html });
        if (status !== 200) return;
        for (const reference of references(html, url)) {
          note(reference.url, url);
          if (reference.kind === "asset") {
            const picture = new URL(reference.url, ORIGIN);
            if (picture.pathname.startsWith("/images/")) {
              let sizes = pictures.get(picture.pathname);
              if (!sizes) pictures.set(picture.pathname, (sizes = new Set()));
              sizes.add(picture.searchParams.get("size"));
            } else if (!assetStatus.has(reference.url)) {
              assetStatus.set(reference.url, checkAsset(handle, reference.url));
            }
          } else {
            enqueue(reference.url);
          }
        }
      }),
    );
  }

  // Links past the caps are not read as pages, but each still has to answer.
  const unread = [...skipped].filter((url) => !linkStatus.has(url));
  for (let index = 0; index < unread.length; index += 4) {
    await Promise.all(
      unread
        .slice(index, index + 4)
        .map(async (url) => linkStatus.set(url, Promise.resolve(await checkUnread(handle, url, readElsewhere(url))))),
    );
  }

  // Each kind of picture (a property photo kind, a site picture, a portrait) is drawn once through
  // the handler, at its smallest width asked for; the other widths only need a size the route
  // accepts (the drawing does not depend on it), and the other pictures of a kind a name the image
  // catalogue knows (tests/unit/images/render.test.ts draws every picture the data refers to).
  const kindsDrawn = new Set<string>();
  for (const [path, sizes] of pictures) {
    const { group = "", name = "" } = splitImagePath(path) ?? {};
    const parsed = parseImageName(group, name);
    if (!parsed) {
      assetStatus.set(path, Promise.resolve("unknown picture"));
      continue;
    }
    const kind = parsed.group === "photos" ? photoKind(parsed.token) : `${parsed.group}/${name}`;
    const accepted = [...sizes].map((size) => ({ size, parsed: parseSizeParam(size) }));
    for (const { size, parsed } of accepted) {
      if (parsed === "invalid") assetStatus.set(`${path}?size=${size}`, Promise.resolve("size refused"));
    }
    const widths = accepted.flatMap(({ size, parsed }) => (typeof parsed === "number" ? [{ size, parsed }] : []));
    const smallest = widths.sort((a, b) => a.parsed - b.parsed)[0];
    const url = smallest ? `${path}?size=${smallest.size}` : path;
    for (const size of sizes) {
      const variant = size === null ? path : `${path}?size=${size}`;
      if (variant === url) continue;
      pictureVariants++;
      for (const page of linkedFrom.get(variant) ?? []) note(url, page);
    }
    if (kindsDrawn.has(kind)) {
      pictureVariants++;
      continue;
    }
    kindsDrawn.add(kind);
    assetStatus.set(url, checkAsset(handle, url));
  }

  const broken: Broken[] = [];
  for (const [url, pending] of [...linkStatus, ...assetStatus]) {
    const status = await pending;
    if (status !== 200) broken.push({ url, status, linkedFrom: [...(linkedFrom.get(url) ?? [])].sort() });
  }
  return {
    pages,
    broken,
    linksChecked: linkStatus.size,
    assetsChecked: assetStatus.size + pictureVariants,
    picturesDrawn: kindsDrawn.size,
    skipped: skipped.size,
  };
}

/**
 * The kind of page a URL with a query string shows: its first two path segments, its depth and
 * its parameter names (/vente/loft/monthey-1870/rlm-1046?photo=2 → "/vente/loft/*?photo");
 * null without a query string.
 */
function queryShape(url: string): string | null {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  const names = [...new Set(searchParams.keys())].sort();
  if (names.length === 0) return null;
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment, index) => (index === 0 || segment === "promotions" ? segment : "*"));
  return `/${segments.join("/")}?${names.join("&")}`;
}

/** Fetches `url`, following redirects within the site; the final status (or a reason). */
async function follow(
  handle: Handler,
  url: string,
  accept: string,
): Promise<{ status: number | string; finalUrl: string; response?: Response }> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await handle(siteRequest(current, { accept }));
    } catch (error) {
      return { status: `exception: ${error instanceof Error ? error.message : String(error)}`, finalUrl: current };
    }
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, new URL(current, ORIGIN));
      // A redirect to another site is not ours to check.
      if (next.origin !== ORIGIN) return { status: 200, finalUrl: next.href };
      current = next.pathname + next.search;
      continue;
    }
    return { status: response.status, finalUrl: current, response };
  }
  return { status: `more than ${MAX_REDIRECTS} redirects`, finalUrl: current };
}

async function checkLink(handle: Handler, url: string): Promise<number | string> {
  const { status, response } = await follow(handle, url, "text/html,application/xhtml+xml");
  // Read to the end: a document cancelled half-way logs a stream error on the server side.
  await response?.arrayBuffer();
  return status;
}

/**
 * A link not read as a page. A variant past the caps (the address of a page with a query string: a
 * photo, the contact window, a sort order) or a page another crawl reads (`readElsewhere`) is checked
 * through its data, Remix's `.data` address of the same page: its loaders answer, and their status is
 * the page's, without drawing the page; the variants read draw each kind of page with each set of
 * parameters, and the other crawl draws its pages. Anything but a 200 there is checked again as a
 * document, so a failure is always the page's own status. Any other address is drawn as a document.
 */
async function checkUnread(handle: Handler, url: string, readElsewhere: boolean): Promise<number | string> {
  const { pathname, search } = new URL(url, ORIGIN);
  if (!search && !readElsewhere) return checkLink(handle, url);
  const data = `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data${search}`;
  try {
    const response = await handle(siteRequest(data, { accept: "*/*" }));
    await response.arrayBuffer();
    if (response.status === 200) return 200;
  } catch {
    // Checked as a document below, which names the failure.
  }
  return checkLink(handle, url);
}

/** Build assets must exist in the client directory; anything else is answered by the handler. */
async function checkAsset(handle: Handler, url: string): Promise<number | string> {
  const path = decodeURIComponent(new URL(url, ORIGIN).pathname);
  const file = join(process.cwd(), BUILD_DIR, "client", path);
  if (!path.includes("..") && existsSync(file) && statSync(file).isFile()) return 200;
  if (path.startsWith("/assets/")) return 404;
  const { status, response } = await follow(handle, url, "image/avif,image/webp,image/*,*/*;q=0.8");
  await response?.arrayBuffer();
  return status;
}

/** Internal links and assets referenced by a page, as site-relative URLs without fragment. */
export function references(html: string, pageUrl: string): Reference[] {
  // Script bodies (JSON-LD, hydration data) may contain markup-like text: keep only the tags.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, "<script$1></script>");
  const found: Reference[] = [];
  const add = (kind: Reference["kind"], raw: string | undefined) => {
    const url = internalUrl(raw, pageUrl);
    if (url) found.push({ kind, url });
  };
  for (const module of modulesNamedByScripts(html)) add("asset", module);
  for (const match of markup.matchAll(/<(a|link|img|script|source)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    const attributes = parseAttributes(match[2]!);
    if (tag === "a") add("link", attributes.href);
    else if (tag === "link") {
      // Canonical and alternate addresses are pages; stylesheets, icons and preloads are assets.
      const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
      add(rel.includes("canonical") || rel.includes("alternate") ? "link" : "asset", attributes.href);
    } else if (tag === "script") add("asset", attributes.src);
    else {
      add("asset", attributes.src);
      for (const candidate of (attributes.srcset ?? "").split(",")) add("asset", candidate.trim().split(/\s+/)[0]);
    }
  }
  return found;
}

function internalUrl(raw: string | undefined, pageUrl: string): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  const value = raw.trim();
  if (/^(tel|mailto|sms|javascript|data):/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, new URL(pageUrl, ORIGIN));
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return url.pathname + url.search;
}

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Site-relative addresses listed in /sitemap.xml. */
export async function sitemapPaths(handle: Handler): Promise<string[]> {
  const response = await handle(siteRequest("/sitemap.xml", { accept: "application/xml" }));
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decodeEntities(match[1]!.trim()));
    return url.pathname + url.search;
  });
}

/** A photo's kind of picture: its original's address without the number (`…/photos/chalet`), or itself. */
function photoKind(token: string): string {
  const original = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
  return `photos/${original.replace(/-[0-9]+\.png$/, "")}`;
}
