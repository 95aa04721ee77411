/**
 * Gzip weight of a page: its HTML, and the stylesheets and module scripts it references
 * (stylesheet links, module scripts, module preloads and static imports of inline modules).
 */
import { gzipSync } from "node:zlib";

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
    if (attribute(tag, "type") !== "module") continue;
    const src = attribute(tag, "src");
    if (src) js.add(src);
    for (const imported of (match[2] ?? "").matchAll(/import\s*(?:[^"';]*from\s*)?["']([^"']+)["']/g)) {
      if (imported[1]) js.add(imported[1]);
    }
  }
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
