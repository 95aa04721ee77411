/** The main menu of product §2.8, in order. */
export const menuLinks = [
  { label: "Agence immobilière", href: "/" },
  { label: "Notre équipe", href: "/equipe" },
  { label: "Estimation immobilière", href: "/estimation-bien-immobilier" },
  { label: "Nos appartements", href: "/nos-appartements" },
  { label: "Nos maisons", href: "/nos-maisons" },
  { label: "Louer", href: "/location" },
  { label: "Vendus", href: "/vendus" },
  { label: "Blog", href: "/blog" },
] as const;

export const legalLinks = [
  { label: "Conditions générales d'utilisation", href: "/conditions-generales-dutilisation" },
  { label: "Politique de confidentialité", href: "/politique-de-confidentialite" },
] as const;

/** A promotion as listed in the menu. */
export type MenuPromotion = { ref: string; title: string; href: string };

/** Address of the affordability calculator (linked from the footer and from properties for sale). */
export const CALCULATOR_PATH = "/calculateur-hypothecaire";
