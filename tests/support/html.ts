/** Text of an HTML attribute or text node as the browser reads it: named and numeric entities decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[lower]!;
  });
}

/**
 * The script modules a page loads: named (`"/assets/….js"`) by the inline script that preloads
 * and imports them once the page is drawn. Scripts of another type (JSON-LD) are not read.
 */
export function modulesNamedByScripts(html: string): string[] {
  const named = new Set<string>();
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype="([^"]*)"/i.exec(script[1]!)?.[1];
    if (type !== undefined && type !== "module") continue;
    for (const module of script[2]!.matchAll(/"(\/assets\/[^"\s]+\.js)"/g)) named.add(module[1]!);
  }
  return [...named];
}
