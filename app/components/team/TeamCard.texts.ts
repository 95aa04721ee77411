import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of a team member's card. */
export const teamCardTexts = defineTexts({
  fr: {
    portrait: (name: string) => `Portrait illustré de ${name}`,
    email: "E-mail",
    phone: "Téléphone",
    mobile: "Mobile",
  },
  de: {
    portrait: (name: string) => `Illustriertes Porträt von ${name}`,
    email: "E-Mail",
    phone: "Telefon",
    mobile: "Mobiltelefon",
  },
  en: {
    portrait: (name: string) => `Illustrated portrait of ${name}`,
    email: "Email",
    phone: "Telephone",
    mobile: "Mobile phone",
  },
});
