/** The French title and message of an error screen, by HTTP status. */

type ErrorText = { title: string; message: string };

const texts: Record<number, ErrorText> = {
  400: {
    title: "Requête invalide",
    message: "La demande n'a pas pu être comprise. Vérifiez l'adresse ou les informations saisies.",
  },
  403: { title: "Accès refusé", message: "Cette demande n'est pas autorisée." },
  404: {
    title: "Page introuvable",
    message:
      "La page que vous cherchez n'existe pas ou n'est plus disponible. Le bien a peut-être été retiré de la vente.",
  },
  405: { title: "Action non autorisée", message: "Cette action n'est pas possible à cette adresse." },
  413: { title: "Envoi trop volumineux", message: "Les données envoyées dépassent la taille autorisée." },
  429: {
    title: "Trop de demandes",
    message: "Vous avez envoyé beaucoup de demandes en peu de temps. Merci de réessayer dans quelques minutes.",
  },
  502: {
    title: "Service momentanément indisponible",
    message: "Nos annonces ne peuvent pas être chargées pour le moment. Merci de réessayer dans quelques instants.",
  },
  503: {
    title: "Service momentanément indisponible",
    message: "Nos annonces ne peuvent pas être chargées pour le moment. Merci de réessayer dans quelques instants.",
  },
  504: {
    title: "Service trop lent",
    message: "Le chargement a pris trop de temps. Merci de réessayer dans quelques instants.",
  },
};

const fallback: ErrorText = {
  title: "Une erreur est survenue",
  message: "Un problème inattendu nous empêche d'afficher cette page. Merci de réessayer plus tard.",
};

export function errorText(status: number): ErrorText {
  return texts[status] ?? (status >= 400 && status < 500 ? texts[400]! : fallback);
}

/**
 * The message of an error response, when it is one for visitors. Remix answers some requests
 * itself (no action at that address, no route for a path it cannot match, a method it does not
 * know) with an English text such as `Error: You made a POST request to …`: never shown.
 */
export function visitorMessage(message: string | undefined): string | undefined {
  if (!message || message.startsWith("Error: ")) return undefined;
  return message;
}
