import { defineTexts } from "@rli/contract/i18n/texts";

/** The contact form, its window and the summary of the listing it asks about. */
export const contactTexts = defineTexts({
  fr: {
    title: { visit: "Inscription à une visite", listing: "Demande d'information", general: "Nous contacter" },
    lead: {
      visit: "Laissez-nous vos coordonnées : nous vous confirmons votre venue à cette visite.",
      listing: "Laissez-nous vos coordonnées : nous vous envoyons le dossier de ce bien et répondons à vos questions.",
      general: "Une question, un projet ? Écrivez-nous, nous vous répondons rapidement.",
    },
    visit: "Visite :",
    message: "Message",
    close: "Fermer la fenêtre de contact",
    page: {
      title: (name: string) => `Demande d'information – ${name}`,
      description:
        "Écrivez à Rhône-Léman Immobilier : une question sur un bien, un projet d'achat, de vente ou de location.",
      back: "← Retour à la page précédente",
      home: "← Retour à l'accueil",
    },
  },
  de: {
    title: { visit: "Anmeldung zu einer Besichtigung", listing: "Informationsanfrage", general: "Kontakt aufnehmen" },
    lead: {
      visit: "Hinterlassen Sie uns Ihre Kontaktdaten: Wir bestätigen Ihre Teilnahme an dieser Besichtigung.",
      listing:
        "Hinterlassen Sie uns Ihre Kontaktdaten: Wir senden Ihnen die Unterlagen zu diesem Objekt und beantworten Ihre Fragen.",
      general: "Eine Frage, ein Projekt? Schreiben Sie uns, wir antworten Ihnen rasch.",
    },
    visit: "Besichtigung:",
    message: "Nachricht",
    close: "Kontaktfenster schliessen",
    page: {
      title: (name: string) => `Informationsanfrage – ${name}`,
      description:
        "Schreiben Sie Rhône-Léman Immobilier: eine Frage zu einem Objekt, ein Kauf-, Verkaufs- oder Mietprojekt.",
      back: "← Zurück zur vorherigen Seite",
      home: "← Zurück zur Startseite",
    },
  },
  en: {
    title: { visit: "Booking a viewing", listing: "Request for information", general: "Contact us" },
    lead: {
      visit: "Leave us your details: we will confirm your place at this viewing.",
      listing: "Leave us your details: we will send you the particulars of this property and answer your questions.",
      general: "A question, a plan? Write to us and we will get back to you quickly.",
    },
    visit: "Viewing:",
    message: "Your message",
    close: "Close the contact window",
    page: {
      title: (name: string) => `Request for information – ${name}`,
      description: "Write to Rhône-Léman Immobilier: a question about a property, or plans to buy, sell or rent.",
      back: "← Back to the previous page",
      home: "← Back to the home page",
    },
  },
});
