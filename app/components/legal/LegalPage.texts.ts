import { defineTexts } from "@rli/contract/i18n/texts";

/** The cantons of the agency's offices as German names them (French and English use the French names). */
const germanCantons: Record<string, string> = { Valais: "Wallis", Vaud: "Waadt" };

/** The words around a legal text: its date, its table of contents and the agency's address. */
export const legalPageTexts = defineTexts({
  fr: {
    updated: "Dernière mise à jour :",
    contents: "Sommaire",
    region: (canton: string) => canton,
    country: "Suisse",
    email: "E-mail :",
    phone: "Téléphone :",
  },
  de: {
    updated: "Letzte Aktualisierung:",
    contents: "Inhalt",
    region: (canton: string) => germanCantons[canton] ?? canton,
    country: "Schweiz",
    email: "E-Mail:",
    phone: "Telefon:",
  },
  en: {
    updated: "Last updated:",
    contents: "Contents",
    region: (canton: string) => canton,
    country: "Switzerland",
    email: "Email:",
    phone: "Telephone:",
  },
});
