import { defineTexts } from "@rli/contract/i18n/texts";

/** The words around a legal text: its date, its table of contents and the agency's address. */
export const legalPageTexts = defineTexts({
  fr: {
    updated: "Dernière mise à jour :",
    contents: "Sommaire",
    country: "Suisse",
    email: "E-mail :",
    phone: "Téléphone :",
  },
  de: {
    updated: "Letzte Aktualisierung:",
    contents: "Inhalt",
    country: "Schweiz",
    email: "E-Mail:",
    phone: "Telefon:",
  },
  en: {
    updated: "Last updated:",
    contents: "Contents",
    country: "Switzerland",
    email: "Email:",
    phone: "Telephone:",
  },
});
