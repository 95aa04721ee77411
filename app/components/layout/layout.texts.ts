import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the header, the mobile drawer, the footer and the skip link. */
export const layoutTexts = defineTexts({
  fr: {
    skipLink: "Aller au contenu",
    mainMenu: "Menu principal",
    mobileMenu: "Menu mobile",
    menu: "Menu",
    favourites: "Mes favoris",
    contactUs: "Nous contacter",
    languages: "Langue",
    claim: (year: number) => `Votre agence immobilière dans le Chablais et sur la Riviera depuis ${year}.`,
    office: (town: string) => `Agence de ${town}`,
    contact: "Contact",
  },
  de: {
    skipLink: "Zum Inhalt springen",
    mainMenu: "Hauptmenü",
    mobileMenu: "Mobiles Menü",
    menu: "Menü",
    favourites: "Meine Favoriten",
    contactUs: "Kontakt aufnehmen",
    languages: "Sprache",
    claim: (year: number) => `Ihr Immobilienbüro im Chablais und an der Riviera seit ${year}.`,
    office: (town: string) => `Geschäftsstelle ${town}`,
    contact: "Kontakt",
  },
  en: {
    skipLink: "Skip to content",
    mainMenu: "Main menu",
    mobileMenu: "Mobile menu",
    menu: "Menu",
    favourites: "My favourites",
    contactUs: "Contact us",
    languages: "Language",
    claim: (year: number) => `Your estate agency in the Chablais and on the Riviera since ${year}.`,
    office: (town: string) => `${town} office`,
    contact: "Contact",
  },
});
