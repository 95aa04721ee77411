import { defineTexts } from "@rli/contract/i18n/texts";

/** The main menu of product §2.8, in order; its labels in `navigationTexts.menu`. */
export const menuLinks = [
  { key: "home", href: "/" },
  { key: "team", href: "/equipe" },
  { key: "valuation", href: "/estimation-bien-immobilier" },
  { key: "apartments", href: "/nos-appartements" },
  { key: "houses", href: "/nos-maisons" },
  { key: "rent", href: "/location" },
  { key: "sold", href: "/vendus" },
  { key: "blog", href: "/blog" },
] as const;

export const legalLinks = [
  { key: "terms", href: "/conditions-generales-dutilisation" },
  { key: "privacy", href: "/politique-de-confidentialite" },
  { key: "accessibility", href: "/declaration-accessibilite" },
] as const;

/** The words of the menus and the legal links, in each language. */
export const navigationTexts = defineTexts({
  fr: {
    menu: {
      home: "Agence immobilière",
      team: "Notre équipe",
      valuation: "Estimation immobilière",
      apartments: "Nos appartements",
      houses: "Nos maisons",
      rent: "Louer",
      sold: "Vendus",
      blog: "Blog",
    },
    legal: {
      terms: "Conditions générales d'utilisation",
      privacy: "Politique de confidentialité",
      accessibility: "Déclaration d'accessibilité",
    },
    promotions: "Promotions",
    allPromotions: "Toutes nos promotions",
    calculator: "Calculateur hypothécaire",
  },
  de: {
    menu: {
      home: "Startseite",
      team: "Unser Team",
      valuation: "Immobilienbewertung",
      apartments: "Unsere Wohnungen",
      houses: "Unsere Häuser",
      rent: "Mieten",
      sold: "Verkauft",
      blog: "Blog",
    },
    legal: {
      terms: "Allgemeine Nutzungsbedingungen",
      privacy: "Datenschutzerklärung",
      accessibility: "Erklärung zur Barrierefreiheit",
    },
    promotions: "Neubauprojekte",
    allPromotions: "Alle Neubauprojekte",
    calculator: "Hypothekenrechner",
  },
  en: {
    menu: {
      home: "Home",
      team: "Our team",
      valuation: "Property valuation",
      apartments: "Our flats",
      houses: "Our houses",
      rent: "To let",
      sold: "Sold",
      blog: "Blog",
    },
    legal: { terms: "Terms of use", privacy: "Privacy policy", accessibility: "Accessibility statement" },
    promotions: "New developments",
    allPromotions: "All new developments",
    calculator: "Mortgage calculator",
  },
});

/** A promotion as listed in the menu; `lang` when its title is not in the page's language. */
export type MenuPromotion = { ref: string; title: string; href: string; lang?: string };

/** Address of the affordability calculator (linked from the footer and from properties for sale). */
export const CALCULATOR_PATH = "/calculateur-hypothecaire";
