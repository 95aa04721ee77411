/**
 * Gzip weight of a page: its HTML, and the stylesheets and module scripts it references
 * (stylesheet links, module preloads, module scripts and the modules named by inline scripts).
 */
import { gzipSync } from "node:zlib";
import { modulesNamedByScripts } from "../../tests/support/html";

export interface PageWeight {
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  cssFiles: number;
  jsFiles: number;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=("([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? null) : null;
}

export function referencedAssets(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "stylesheet") css.add(href);
    if (rel === "modulepreload") js.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${match[1] ?? ""}>`;
    const src = attribute(tag, "src");
    if (src && attribute(tag, "type") === "module") js.add(src);
  }
  for (const module of modulesNamedByScripts(html)) js.add(module);
  return { css: [...css], js: [...js] };
}

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

export async function pageWeight(origin: string, html: Buffer): Promise<PageWeight> {
  const { css, js } = referencedAssets(html.toString("utf8"));
  const sameSite = (href: string) => new URL(href, origin).origin === new URL(origin).origin;
  const cssSizes = await Promise.all(css.filter(sameSite).map((href) => gzipSize(new URL(href, origin).href)));
  const jsSizes = await Promise.all(js.filter(sameSite).map((href) => gzipSize(new URL(href, origin).href)));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    htmlGzip: gzipSync(html).length,
    cssGzip: sum(cssSizes),
    jsGzip: sum(jsSizes),
    cssFiles: cssSizes.length,
    jsFiles: jsSizes.length,
  };
}

export interface PageDelivery {
  /** Style sheets and classic scripts without async/defer: the browser waits for them before drawing. */
  blockingCss: number;
  blockingScripts: number;
  /** Content-Encoding answered to `Accept-Encoding: br, gzip`, for the page, its CSS and its first script. */
  encodings: { html: string; css: string; js: string };
  /** True when every hashed asset of the page is cached a year and immutable. */
  assetsCachedAYear: boolean;
  /** Web fonts: @font-face rules in the style sheets, and those from another origin or not preloaded. */
  fonts: number;
  fontsNotSelfHostedOrPreloaded: number;
}

export async function pageDelivery(origin: string, pagePath: string): Promise<PageDelivery> {
  const accept = { "Accept-Encoding": "br, gzip" };
  const page = await fetch(new URL(pagePath, origin), { headers: accept });
  const html = await page.text();
  const head = /<head\b[\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
  const { css, js } = referencedAssets(html);
  const classicScripts = [...head.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "src") && attribute(tag, "type") !== "module" && !/\s(async|defer)\b/i.test(tag));
  const assets = await Promise.all(
    [...css, ...js].map(async (href) => {
      const response = await fetch(new URL(href, origin), { headers: accept });
      const body = await response.text();
      return {
        href,
        encoding: response.headers.get("content-encoding") ?? "aucune",
        cache: response.headers.get("cache-control") ?? "",
        body,
      };
    }),
  );
  const fontFaces = assets
    .filter((asset) => asset.href.endsWith(".css"))
    .flatMap((asset) => asset.body.match(/@font-face\s*{[^}]*}/g) ?? []);
  const preloaded = new Set(
    [...html.matchAll(/<link\b[^>]*>/gi)]
      .map((match) => match[0])
      .filter((tag) => attribute(tag, "rel") === "preload" && attribute(tag, "as") === "font")
      .map((tag) => attribute(tag, "href")),
  );
  const fontUrls = fontFaces.flatMap((rule) =>
    [...rule.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((match) => match[1]!),
  );
  return {
    blockingCss: (head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/gi) ?? []).length,
    blockingScripts: classicScripts.length,
    encodings: {
      html: page.headers.get("content-encoding") ?? "aucune",
      css: assets.find((asset) => asset.href.endsWith(".css"))?.encoding ?? "—",
      js: assets.find((asset) => asset.href.endsWith(".js"))?.encoding ?? "—",
    },
    assetsCachedAYear:
      assets.length > 0 &&
      assets.every((asset) => /max-age=31536000/.test(asset.cache) && /immutable/.test(asset.cache)),
    fonts: fontFaces.length,
    fontsNotSelfHostedOrPreloaded: fontUrls.filter(
      (url) => new URL(url, origin).origin !== new URL(origin).origin || !preloaded.has(url),
    ).length,
  };
}
