/** The blog's words for an upstream failure (the error screen's title stays the generic one). */
export function blogErrorMessage(status: number): string | undefined {
  if (status === 504)
    return "Le chargement des articles a pris trop de temps. Merci de réessayer dans quelques instants.";
  if (status >= 500)
    return "Les articles du blog ne peuvent pas être chargés pour le moment. Merci de réessayer dans quelques instants.";
  return undefined;
}
