import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The title and message of an error screen, by HTTP status, and the screen's own words, in each language. */

type ErrorText = { title: string; message: string };

export const errorTexts = defineTexts({
  fr: {
    status: {
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
      503: {
        title: "Service momentanément indisponible",
        message: "Nos annonces ne peuvent pas être chargées pour le moment. Merci de réessayer dans quelques instants.",
      },
      504: {
        title: "Service trop lent",
        message: "Le chargement a pris trop de temps. Merci de réessayer dans quelques instants.",
      },
      500: {
        title: "Une erreur est survenue",
        message: "Un problème inattendu nous empêche d'afficher cette page. Merci de réessayer plus tard.",
      },
    },
    /** The 404 of an address the site does not know (the route table's last page). */
    unknownPage: "La page que vous cherchez n'existe pas ou n'est plus disponible.",
    code: (status: number) => `Erreur ${status}`,
    home: "Retour à l'accueil",
    listings: "Voir toutes nos annonces",
  },
  de: {
    status: {
      400: {
        title: "Ungültige Anfrage",
        message: "Die Anfrage konnte nicht verstanden werden. Prüfen Sie die Adresse oder Ihre Angaben.",
      },
      403: { title: "Zugriff verweigert", message: "Diese Anfrage ist nicht erlaubt." },
      404: {
        title: "Seite nicht gefunden",
        message:
          "Die gesuchte Seite existiert nicht oder ist nicht mehr verfügbar. Vielleicht ist das Objekt nicht mehr im Verkauf.",
      },
      405: { title: "Aktion nicht erlaubt", message: "Diese Aktion ist unter dieser Adresse nicht möglich." },
      413: { title: "Sendung zu gross", message: "Die gesendeten Daten überschreiten die erlaubte Grösse." },
      429: {
        title: "Zu viele Anfragen",
        message: "Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
      },
      503: {
        title: "Dienst vorübergehend nicht verfügbar",
        message: "Unsere Inserate können im Moment nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
      },
      504: {
        title: "Dienst zu langsam",
        message: "Das Laden hat zu lange gedauert. Bitte versuchen Sie es gleich noch einmal.",
      },
      500: {
        title: "Ein Fehler ist aufgetreten",
        message: "Ein unerwartetes Problem verhindert die Anzeige dieser Seite. Bitte versuchen Sie es später erneut.",
      },
    },
    unknownPage: "Die gesuchte Seite existiert nicht oder ist nicht mehr verfügbar.",
    code: (status: number) => `Fehler ${status}`,
    home: "Zurück zur Startseite",
    listings: "Alle Inserate ansehen",
  },
  en: {
    status: {
      400: {
        title: "Bad request",
        message: "Your request could not be understood. Please check the address or the details you entered.",
      },
      403: { title: "Access denied", message: "This request is not allowed." },
      404: {
        title: "Page not found",
        message:
          "The page you are looking for does not exist or is no longer available. The property may have been taken off the market.",
      },
      405: { title: "Action not allowed", message: "This action is not possible at this address." },
      413: { title: "Too much data sent", message: "The data sent exceeds the size allowed." },
      429: {
        title: "Too many requests",
        message: "You have sent a lot of requests in a short time. Please try again in a few minutes.",
      },
      503: {
        title: "Service temporarily unavailable",
        message: "Our listings cannot be loaded at the moment. Please try again in a few moments.",
      },
      504: {
        title: "Service too slow",
        message: "Loading took too long. Please try again in a few moments.",
      },
      500: {
        title: "Something went wrong",
        message: "An unexpected problem prevents us from showing this page. Please try again later.",
      },
    },
    unknownPage: "The page you are looking for does not exist or is no longer available.",
    code: (status: number) => `Error ${status}`,
    home: "Back to the home page",
    listings: "See all our listings",
  },
});

type Status = keyof (typeof errorTexts)["fr"]["status"];

function hasText(status: number): status is Status {
  return status in errorTexts.fr.status;
}

/** The title and message of an error screen in a language; a status without its own text takes its class's. */
export function errorText(status: number, language: Language = "fr"): ErrorText {
  const texts = errorTexts[language].status;
  if (status === 502) return texts[503];
  if (hasText(status)) return texts[status];
  return status >= 400 && status < 500 ? texts[400] : texts[500];
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
