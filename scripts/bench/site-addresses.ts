/** The first property page (not a promotion) linked from the site's list of listings at `origin`. */
export async function firstPropertyPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/annonces`)).text();
  const path = [
    ...html.matchAll(/href="(\/(?:vente|location)\/(?!promotions\/)[^/"?#]+\/[^/"?#]+\/[^/"?#]+)"/g),
  ][0]?.[1];
  if (!path) throw new Error("Aucun bien trouvé dans /annonces.");
  return path;
}
