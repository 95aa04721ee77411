/** Addresses of the site's pages, as the measuring scripts find them in the site's own links. */

/** A property page (not a promotion): /vente/<type>/<place>/<reference>. */
export const isPropertyPath = (href: string) => /^\/(vente|location)\/(?!promotions\/)[^/]+\/[^/]+\/[^/]+$/.test(href);

/** A promotion page: /vente/promotions/<place>/<reference>. */
export const isPromotionPath = (href: string) => /^\/(vente|location)\/promotions\/[^/]+\/[^/]+$/.test(href);

/** The addresses of the site that the page `pagePath` at `origin` links to, without query or fragment. */
export async function linkedPaths(origin: string, pagePath: string): Promise<string[]> {
  const response = await fetch(new URL(pagePath, origin));
  if (!response.ok) throw new Error(`${pagePath} répond ${response.status}.`);
  const html = await response.text();
  return [...html.matchAll(/href="(\/[^"?#]*)"/g)].map((match) => match[1]!);
}

/** The first property page linked from the site's list of listings at `origin`. */
export async function firstPropertyPath(origin: string): Promise<string> {
  const path = (await linkedPaths(origin, "/annonces")).find(isPropertyPath);
  if (!path) throw new Error("Aucun bien trouvé dans /annonces.");
  return path;
}
