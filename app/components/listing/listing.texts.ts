import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the lists of listings: cards, orders, the feed link and an empty list. */
export const resultListTexts = defineTexts({
  fr: {
    promotion: "Promotion",
    inBrief: "En bref",
    sortResults: "Trier les résultats",
    sort: "Trier :",
    follow: "Suivre cette recherche (flux Atom)",
    emptyTitle: "Aucun bien ne correspond à votre recherche pour le moment.",
    emptyHint:
      "Essayez d'élargir vos critères : une autre localité, un budget plus large ou moins de pièces. De nouveaux biens arrivent chaque semaine.",
    entrust: "Confiez-nous votre recherche",
    seeAll: "Voir toutes nos annonces",
    pages: "Pages de résultats",
    pagesBottom: "Pages de résultats (bas de page)",
    views: "Affichage des résultats",
    listView: "Liste",
    mapView: "Carte",
    mapUnavailable: "La carte n'est pas disponible pour le moment : voici la liste des résultats.",
  },
  de: {
    promotion: "Neubau",
    inBrief: "Auf einen Blick",
    sortResults: "Ergebnisse sortieren",
    sort: "Sortieren:",
    follow: "Diese Suche verfolgen (Atom-Feed)",
    emptyTitle: "Zurzeit entspricht kein Objekt Ihrer Suche.",
    emptyHint:
      "Erweitern Sie Ihre Kriterien: eine andere Ortschaft, ein grösseres Budget oder weniger Zimmer. Jede Woche kommen neue Objekte dazu.",
    entrust: "Vertrauen Sie uns Ihre Suche an",
    seeAll: "Alle unsere Inserate ansehen",
    pages: "Ergebnisseiten",
    pagesBottom: "Ergebnisseiten (Seitenende)",
    views: "Darstellung der Ergebnisse",
    listView: "Liste",
    mapView: "Karte",
    mapUnavailable: "Die Karte ist zurzeit nicht verfügbar: Hier ist die Liste der Ergebnisse.",
  },
  en: {
    promotion: "New build",
    inBrief: "At a glance",
    sortResults: "Sort the results",
    sort: "Sort:",
    follow: "Follow this search (Atom feed)",
    emptyTitle: "No property matches your search at the moment.",
    emptyHint:
      "Try widening your search: another locality, a larger budget or fewer rooms. New properties come in every week.",
    entrust: "Let us search for you",
    seeAll: "See all our listings",
    pages: "Result pages",
    pagesBottom: "Result pages (bottom of page)",
    views: "How results are shown",
    listView: "List",
    mapView: "Map",
    mapUnavailable: "The map is not available at the moment: here is the list of results.",
  },
});
