import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the favourites page. */
export const favouritesPageTexts = defineTexts({
  fr: {
    title: "Mes favoris",
    description: "Les biens que vous avez gardés sur ce navigateur, avec leur état actuel.",
    intro: (max: number) =>
      `Les biens que vous gardez sont enregistrés dans un cookie de ce navigateur uniquement : nous ne conservons rien à votre sujet. Un bien vendu, loué ou réservé reste ici, marqué comme tel. Vous pouvez garder jusqu'à ${max} biens : au-delà, le plus ancien fait place au nouveau.`,
    none: "Vous n'avez encore gardé aucun bien.",
    howTo:
      "Sur chaque annonce, le bouton « Garder » ajoute le bien à cette page, pour le retrouver plus tard sans créer de compte.",
    seeAll: "Voir toutes nos annonces",
    kept: "Biens gardés",
    withdrawn: "Annonces retirées",
    withdrawnOne: "Annonce retirée",
    withdrawnText: (ref: string) => ` (référence ${ref}) : ce bien n'est plus proposé sur notre site.`,
    apply: "Déposer un dossier de candidature",
    applyFor: (title: string) => `Déposer un dossier de candidature : ${title}`,
  },
  de: {
    title: "Meine Favoriten",
    description: "Die Objekte, die Sie in diesem Browser gemerkt haben, mit ihrem aktuellen Stand.",
    intro: (max: number) =>
      `Die gemerkten Objekte werden nur in einem Cookie dieses Browsers gespeichert: Wir speichern nichts über Sie. Ein verkauftes, vermietetes oder reserviertes Objekt bleibt hier und ist entsprechend markiert. Sie können bis zu ${max} Objekte merken: Darüber hinaus macht das älteste dem neuen Platz.`,
    none: "Sie haben noch kein Objekt gemerkt.",
    howTo:
      "Auf jedem Inserat fügt die Schaltfläche «Merken» das Objekt dieser Seite hinzu, damit Sie es später ohne Konto wiederfinden.",
    seeAll: "Alle unsere Inserate ansehen",
    kept: "Gemerkte Objekte",
    withdrawn: "Zurückgezogene Inserate",
    withdrawnOne: "Inserat zurückgezogen",
    withdrawnText: (ref: string) => ` (Referenz ${ref}): Dieses Objekt wird auf unserer Website nicht mehr angeboten.`,
    apply: "Bewerbungsdossier einreichen",
    applyFor: (title: string) => `Bewerbungsdossier einreichen: ${title}`,
  },
  en: {
    title: "My favourites",
    description: "The properties you have saved in this browser, with their current status.",
    intro: (max: number) =>
      `The properties you save are stored in a cookie in this browser only: we keep nothing about you. A property that is sold, let or reserved stays here, marked as such. You can save up to ${max} properties: beyond that, the oldest makes way for the new one.`,
    none: "You have not saved any properties yet.",
    howTo:
      "On every listing, the “Save” button adds the property to this page, so you can find it later without an account.",
    seeAll: "See all our listings",
    kept: "Saved properties",
    withdrawn: "Withdrawn listings",
    withdrawnOne: "Listing withdrawn",
    withdrawnText: (ref: string) => ` (reference ${ref}): this property is no longer on offer on our website.`,
    apply: "Submit a rental application",
    applyFor: (title: string) => `Submit a rental application: ${title}`,
  },
});
