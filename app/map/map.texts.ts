import { defineTexts } from "@rli/contract/i18n/texts";

/** What the maps say: their title and description for screen readers, their marks' names, the lakes. */
export const mapTexts = defineTexts({
  fr: {
    listTitle: (count: number) => (count === 1 ? "Carte de l'annonce" : `Carte des ${count} annonces`),
    listDescription: (communes: number, unplaced: number) =>
      `Annonces placées dans ${communes === 1 ? "une commune" : `${communes} communes`}` +
      (unplaced > 0
        ? ` ; ${unplaced === 1 ? "une annonce sans lieu connu n'y figure pas" : `${unplaced} annonces sans lieu connu n'y figurent pas`}`
        : "") +
      ". Chaque repère mène à l'annonce ou à la liste de sa commune.",
    group: (count: number, where: string) => `${count} annonces à ${where}`,
    listingIn: (title: string, where: string) => `${title}, ${where}`,
    placeTitle: (commune: string) => `Situation : ${commune}`,
    placeDescription: (commune: string, neighbours: string) =>
      `La commune de ${commune}${neighbours ? `, entre ${neighbours}` : ""}.`,
    andOthers: (names: string, others: number) =>
      `${names} et ${others === 1 ? "une autre commune" : `${others} autres communes`}`,
    source: "Fond de carte : OFS, swisstopo",
    lakes: {
      lakeGeneva: "Lac Léman",
      lakeNeuchatel: "Lac de Neuchâtel",
      lakeBiel: "Lac de Bienne",
      lakeMorat: "Lac de Morat",
      lakeGruyere: "Lac de la Gruyère",
      lakeJoux: "Lac de Joux",
      lakeThun: "Lac de Thoune",
      lakeBrienz: "Lac de Brienz",
      lakeLucerne: "Lac des Quatre-Cantons",
      lakeZurich: "Lac de Zurich",
      lakeConstance: "Lac de Constance",
      lakeMaggiore: "Lac Majeur",
      lakeLugano: "Lac de Lugano",
    },
  },
  de: {
    listTitle: (count: number) => (count === 1 ? "Karte des Angebots" : `Karte der ${count} Angebote`),
    listDescription: (communes: number, unplaced: number) =>
      `Angebote in ${communes === 1 ? "einer Gemeinde" : `${communes} Gemeinden`}` +
      (unplaced > 0
        ? `; ${unplaced === 1 ? "ein Angebot ohne bekannten Ort fehlt" : `${unplaced} Angebote ohne bekannten Ort fehlen`}`
        : "") +
      ". Jede Markierung führt zum Angebot oder zur Liste seiner Gemeinde.",
    group: (count: number, where: string) => `${count} Angebote in ${where}`,
    listingIn: (title: string, where: string) => `${title}, ${where}`,
    placeTitle: (commune: string) => `Lage: ${commune}`,
    placeDescription: (commune: string, neighbours: string) =>
      `Die Gemeinde ${commune}${neighbours ? `, zwischen ${neighbours}` : ""}.`,
    andOthers: (names: string, others: number) =>
      `${names} und ${others === 1 ? "einer weiteren Gemeinde" : `${others} weiteren Gemeinden`}`,
    source: "Kartengrundlage: BFS, swisstopo",
    lakes: {
      lakeGeneva: "Genfersee",
      lakeNeuchatel: "Neuenburgersee",
      lakeBiel: "Bielersee",
      lakeMorat: "Murtensee",
      lakeGruyere: "Greyerzersee",
      lakeJoux: "Lac de Joux",
      lakeThun: "Thunersee",
      lakeBrienz: "Brienzersee",
      lakeLucerne: "Vierwaldstättersee",
      lakeZurich: "Zürichsee",
      lakeConstance: "Bodensee",
      lakeMaggiore: "Lago Maggiore",
      lakeLugano: "Luganersee",
    },
  },
  en: {
    listTitle: (count: number) => (count === 1 ? "Map of the listing" : `Map of the ${count} listings`),
    listDescription: (communes: number, unplaced: number) =>
      `Listings in ${communes === 1 ? "one municipality" : `${communes} municipalities`}` +
      (unplaced > 0
        ? `; ${unplaced === 1 ? "one listing with no known location is not shown" : `${unplaced} listings with no known location are not shown`}`
        : "") +
      ". Each marker leads to the listing or to the list for its municipality.",
    group: (count: number, where: string) => `${count} listings in ${where}`,
    listingIn: (title: string, where: string) => `${title}, ${where}`,
    placeTitle: (commune: string) => `Location: ${commune}`,
    placeDescription: (commune: string, neighbours: string) =>
      `The municipality of ${commune}${neighbours ? `, between ${neighbours}` : ""}.`,
    andOthers: (names: string, others: number) =>
      `${names} and ${others === 1 ? "one other municipality" : `${others} other municipalities`}`,
    source: "Base map: FSO, swisstopo",
    lakes: {
      lakeGeneva: "Lake Geneva",
      lakeNeuchatel: "Lake Neuchâtel",
      lakeBiel: "Lake Biel",
      lakeMorat: "Lake Morat",
      lakeGruyere: "Lake Gruyère",
      lakeJoux: "Lac de Joux",
      lakeThun: "Lake Thun",
      lakeBrienz: "Lake Brienz",
      lakeLucerne: "Lake Lucerne",
      lakeZurich: "Lake Zurich",
      lakeConstance: "Lake Constance",
      lakeMaggiore: "Lake Maggiore",
      lakeLugano: "Lake Lugano",
    },
  },
});

/** The FSO's numbers of the lakes the maps name. */
export const lakeKeys: Readonly<Record<number, keyof (typeof mapTexts)["fr"]["lakes"]>> = {
  9757: "lakeGeneva",
  9151: "lakeNeuchatel",
  9148: "lakeBiel",
  9294: "lakeMorat",
  9276: "lakeGruyere",
  9751: "lakeJoux",
  9073: "lakeThun",
  9089: "lakeBrienz",
  9179: "lakeLucerne",
  9050: "lakeZurich",
  9326: "lakeConstance",
  9711: "lakeMaggiore",
  9710: "lakeLugano",
};
