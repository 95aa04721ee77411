import { defineTexts } from "@rli/contract/i18n/texts";

/** The application page's title and description: they come with its data, the browser carries none of them. */
export const applicationPageTexts = defineTexts({
  fr: {
    title: "Dossier de candidature",
    titleOf: (name: string) => `Dossier de candidature – ${name}`,
    description: "Déposez votre dossier de candidature pour ce logement : vos coordonnées et vos documents.",
  },
  de: {
    title: "Bewerbungsdossier",
    titleOf: (name: string) => `Bewerbungsdossier – ${name}`,
    description: "Reichen Sie Ihr Bewerbungsdossier für diese Wohnung ein: Ihre Angaben und Ihre Unterlagen.",
  },
  en: {
    title: "Rental application",
    titleOf: (name: string) => `Rental application – ${name}`,
    description: "Submit your application for this home: your details and your documents.",
  },
});
