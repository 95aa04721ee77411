import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the buttons that keep a listing or let it go. */
export const favouriteTexts = defineTexts({
  fr: {
    keep: "Garder",
    kept: "Gardé",
    named: (label: string, title: string) => `${label} : ${title}`,
    separator: " : ",
    remove: "Retirer de mes favoris",
    reference: (ref: string) => ` : référence ${ref}`,
  },
  de: {
    keep: "Merken",
    kept: "Gemerkt",
    named: (label: string, title: string) => `${label}: ${title}`,
    separator: ": ",
    remove: "Aus meinen Favoriten entfernen",
    reference: (ref: string) => `: Referenz ${ref}`,
  },
  en: {
    keep: "Save",
    kept: "Saved",
    named: (label: string, title: string) => `${label}: ${title}`,
    separator: ": ",
    remove: "Remove from my favourites",
    reference: (ref: string) => `: reference ${ref}`,
  },
});
