/**
 * The words of a list page in the page's language: its heading, its <title> and meta description
 * for search engines, the count line, and whether search engines should index it.
 */
import { formatArea, formatChf, formatDate, formatRooms } from "@rli/contract/agency/format";
import { joinWords } from "@rli/contract/i18n/join-words";
import {
  budgetCeiling,
  defaultSortOrder,
  indifferentBudget,
  parseBudget,
  type ActionType,
} from "@rli/contract/agency/search-options";
import { FREE_NOW, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { amenityTexts } from "./amenity-texts";
import type { TypeGroupValue } from "@rli/contract/agency/type-groups";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type { ListAddress, ListCity } from "./list-address";

type Noun = { plural: string; feminine: boolean };

/** What a list holds, by type group, as each language names it in the plural (French with its gender). */
const typeNouns: Record<Language, Record<TypeGroupValue | "any", Noun>> = {
  fr: {
    apartment: { plural: "appartements", feminine: false },
    house: { plural: "maisons", feminine: true },
    commercial: { plural: "locaux commerciaux", feminine: false },
    parking: { plural: "places de parc", feminine: true },
    land: { plural: "terrains", feminine: false },
    any: { plural: "biens immobiliers", feminine: false },
  },
  de: {
    apartment: { plural: "Wohnungen", feminine: true },
    house: { plural: "Häuser", feminine: false },
    commercial: { plural: "Gewerbeflächen", feminine: true },
    parking: { plural: "Parkplätze", feminine: false },
    land: { plural: "Grundstücke", feminine: false },
    any: { plural: "Immobilien", feminine: true },
  },
  en: {
    apartment: { plural: "flats", feminine: false },
    house: { plural: "houses", feminine: false },
    commercial: { plural: "commercial premises", feminine: false },
    parking: { plural: "parking spaces", feminine: false },
    land: { plural: "plots of land", feminine: false },
    any: { plural: "properties", feminine: false },
  },
};

/** The phrases of a list page; `what` is the plural noun, `place` " à Monthey" or empty. */
export const listTexts = defineTexts({
  fr: {
    forSale: (what: string, place: string) => `${what} à vendre${place}`,
    toLet: (what: string, place: string) => `${what} à louer${place}`,
    sold: (what: string, place: string, feminine: boolean) => `${what} vendu${feminine ? "es" : "s"}${place}`,
    let: (what: string, place: string, feminine: boolean) => `${what} loué${feminine ? "es" : "s"}${place}`,
    at: (names: string) => ` à ${names}`,
    inLocalities: (count: number) => ` dans ${count} localités`,
    upTo: (amount: string) => `jusqu'à ${amount}`,
    monthly: (range: string) => `${range} par mois`,
    over: (amount: string) => `plus de ${amount}`,
    between: (min: string, max: string) => `de ${min} à ${max}`,
    fromRooms: (rooms: string) => `dès ${rooms}`,
    fromArea: (area: string) => `dès ${area} habitables`,
    words: (words: string) => `« ${words} »`,
    freeNow: "libre de suite",
    freeBy: (day: string) => `libre au plus tard le ${day}`,
    all: "Toutes nos annonces",
    apartments: "Nos appartements à vendre",
    houses: "Nos maisons à vendre",
    count: (total: number) => `${total} ${total > 1 ? "éléments" : "élément"}`,
    listings: (total: number) =>
      total === 0 ? "Aucune annonce pour le moment" : `${total} ${total > 1 ? "annonces" : "annonce"}`,
    page: (page: number) => ` – page ${page}`,
    search: "Recherche : ",
    description: (list: string, listings: string) =>
      `${list} : ${listings} avec photos, prix et descriptif détaillé, par votre agence immobilière de Monthey et Vevey.`,
    feedTitle: (heading: string) => `${heading} (flux Atom)`,
  },
  de: {
    forSale: (what: string, place: string) => `${what} zu verkaufen${place}`,
    toLet: (what: string, place: string) => `${what} zu vermieten${place}`,
    sold: (what: string, place: string, _feminine: boolean) => `Verkaufte ${what}${place}`,
    let: (what: string, place: string, _feminine: boolean) => `Vermietete ${what}${place}`,
    at: (names: string) => ` in ${names}`,
    inLocalities: (count: number) => ` in ${count} Ortschaften`,
    upTo: (amount: string) => `bis ${amount}`,
    monthly: (range: string) => `${range} pro Monat`,
    over: (amount: string) => `über ${amount}`,
    between: (min: string, max: string) => `${min} bis ${max}`,
    fromRooms: (rooms: string) => `ab ${rooms}`,
    fromArea: (area: string) => `ab ${area} Wohnfläche`,
    words: (words: string) => `«${words}»`,
    freeNow: "sofort frei",
    freeBy: (day: string) => `spätestens am ${day} frei`,
    all: "Alle unsere Inserate",
    apartments: "Unsere Wohnungen zu verkaufen",
    houses: "Unsere Häuser zu verkaufen",
    count: (total: number) => `${total} ${total === 1 ? "Ergebnis" : "Ergebnisse"}`,
    listings: (total: number) =>
      total === 0 ? "Zurzeit keine Inserate" : `${total} ${total === 1 ? "Inserat" : "Inserate"}`,
    page: (page: number) => ` – Seite ${page}`,
    search: "Suche: ",
    description: (list: string, listings: string) =>
      `${list}: ${listings} mit Fotos, Preis und ausführlichem Beschrieb, von Ihrem Immobilienbüro in Monthey und Vevey.`,
    feedTitle: (heading: string) => `${heading} (Atom-Feed)`,
  },
  en: {
    forSale: (what: string, place: string) => `${what} for sale${place}`,
    toLet: (what: string, place: string) => `${what} to let${place}`,
    sold: (what: string, place: string, _feminine: boolean) => `${what} sold${place}`,
    let: (what: string, place: string, _feminine: boolean) => `${what} let${place}`,
    at: (names: string) => ` in ${names}`,
    inLocalities: (count: number) => ` in ${count} localities`,
    upTo: (amount: string) => `up to ${amount}`,
    monthly: (range: string) => `${range} a month`,
    over: (amount: string) => `over ${amount}`,
    between: (min: string, max: string) => `${min} to ${max}`,
    fromRooms: (rooms: string) => `from ${rooms}`,
    fromArea: (area: string) => `from ${area} living space`,
    words: (words: string) => `“${words}”`,
    freeNow: "available now",
    freeBy: (day: string) => `available by ${day}`,
    all: "All our listings",
    apartments: "Our flats for sale",
    houses: "Our houses for sale",
    count: (total: number) => `${total} ${total === 1 ? "result" : "results"}`,
    listings: (total: number) =>
      total === 0 ? "No listings at the moment" : `${total} ${total === 1 ? "listing" : "listings"}`,
    page: (page: number) => `, page ${page}`,
    search: "Search: ",
    description: (list: string, listings: string) =>
      `${list}: ${listings} with photos, prices and full descriptions, from your estate agency in Monthey and Vevey.`,
    feedTitle: (heading: string) => `${heading} (Atom feed)`,
  },
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b et c". */
export function joinFrench(items: readonly string[]): string {
  return joinWords(items, "fr");
}

function subject(types: readonly TypeGroupValue[], language: Language): Noun {
  const nouns = typeNouns[language];
  if (types.length === 0) return nouns.any;
  const named = types.map((type) => nouns[type]);
  return {
    plural: joinWords(
      named.map((noun) => noun.plural),
      language,
    ),
    feminine: named.every((noun) => noun.feminine),
  };
}

/** City names by postal code, for headings; a postal code stands for itself when its name is unknown. */
type CityNames = ReadonlyMap<string, string>;

export function cityNames(cities: readonly ListCity[] | null | undefined): CityNames {
  const names = new Map<string, string>();
  for (const city of cities ?? []) if (!names.has(city.postalCode)) names.set(city.postalCode, city.name);
  return names;
}

function place(postalCodes: readonly string[], names: CityNames, language: Language): string {
  const texts = listTexts[language];
  if (postalCodes.length === 0) return "";
  if (postalCodes.length > 3) return texts.inLocalities(postalCodes.length);
  return texts.at(
    joinWords(
      postalCodes.map((code) => names.get(code) ?? code),
      language,
    ),
  );
}

/**
 * "jusqu'à CHF 100'000.–", "de CHF 100'000.– à CHF 200'000.–", "plus de CHF 1'000'000.–", and for a
 * rent "jusqu'à CHF 1'500.– par mois"; empty when indifferent.
 */
export function budgetPhrase(budget: string, language: Language = "fr", actionType: ActionType = "Acheter"): string {
  if (budget === indifferentBudget) return "";
  const range = parseBudget(budget);
  if (!range) return "";
  const texts = listTexts[language];
  const phrase =
    range.min === 0
      ? texts.upTo(formatChf(range.max))
      : range.max >= budgetCeiling
        ? texts.over(formatChf(range.min))
        : texts.between(formatChf(range.min), formatChf(range.max));
  return actionType === "Louer" ? texts.monthly(phrase) : phrase;
}

/** "dès 3½ pièces"; empty when indifferent. */
export function roomsPhrase(minRooms: number, language: Language = "fr"): string {
  return minRooms > 0 ? listTexts[language].fromRooms(formatRooms(minRooms, language)) : "";
}

/** "dès 100 m² habitables"; empty when indifferent. */
function areaPhrase(minArea: number, language: Language): string {
  return minArea > 0 ? listTexts[language].fromArea(formatArea(minArea)) : "";
}

/** What is listed: "Appartements à vendre à Monthey", "Maisons vendues", "Biens immobiliers à louer". */
export function describeList(criteria: SearchCriteria, names: CityNames, language: Language = "fr"): string {
  const texts = listTexts[language];
  const noun = subject(criteria.types, language);
  const where = place(criteria.cities, names, language);
  const rent = criteria.actionType === "Louer";
  if (!criteria.sold) return capitalise((rent ? texts.toLet : texts.forSale)(noun.plural, where));
  return capitalise((rent ? texts.let : texts.sold)(noun.plural, where, noun.feminine));
}

/** "libre de suite", "libre au plus tard le 01.03.2027"; empty for any time. */
function freeByPhrase(freeBy: string, language: Language): string {
  const texts = listTexts[language];
  if (freeBy === FREE_NOW) return texts.freeNow;
  return freeBy ? texts.freeBy(formatDate(freeBy, language)) : "";
}

/**
 * The filters a heading does not name: "jusqu'à CHF 500'000.–, dès 3½ pièces, avec ascenseur,
 * animaux admis, libre de suite".
 */
export function describeFilters(criteria: SearchCriteria, language: Language = "fr"): string {
  const amenities = amenityTexts[language];
  return [
    budgetPhrase(criteria.budget, language, criteria.actionType),
    roomsPhrase(criteria.minRooms, language),
    areaPhrase(criteria.minArea, language),
    ...criteria.amenities.map((amenity) => amenities[amenity].phrase),
    freeByPhrase(criteria.freeBy, language),
    criteria.q ? listTexts[language].words(criteria.q) : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/** The h1 of a list page. */
export function listHeading(
  address: ListAddress,
  criteria: SearchCriteria,
  names: CityNames,
  language: Language = "fr",
): string {
  const texts = listTexts[language];
  switch (address.kind) {
    case "all":
      return texts.all;
    case "apartments":
      return texts.apartments;
    case "houses":
      return texts.houses;
    default:
      return describeList(criteria, names, language);
  }
}

/** "1 élément", "26 éléments" (product §2.4 'N élément(s)'). */
export function countText(totalItems: number, language: Language = "fr"): string {
  return listTexts[language].count(totalItems);
}

/** The <title> (without the agency name, which pageMeta adds) and the meta description. */
export function listMeta(
  address: ListAddress,
  criteria: SearchCriteria,
  names: CityNames,
  totalItems: number,
  language: Language = "fr",
): { title: string; description: string } {
  const texts = listTexts[language];
  const heading = listHeading(address, criteria, names, language);
  const filters = describeFilters(criteria, language);
  const pagePart = criteria.page > 1 ? texts.page(criteria.page) : "";
  const prefix = address.kind === "search" ? texts.search : "";
  const title = `${prefix}${heading}${filters ? `, ${filters}` : ""}${pagePart}`;
  const what = address.kind === "all" ? describeList(criteria, names, language) : "";
  // German nouns keep their capital inside a sentence.
  const inside = language === "de" ? what : what.toLowerCase();
  const list = `${heading}${inside ? ` (${inside})` : ""}${filters ? `, ${filters}` : ""}${pagePart}`;
  return { title, description: texts.description(list, texts.listings(totalItems)) };
}

/**
 * Search engines index the lists a visitor would look for: every fixed address and a search
 * by at most one type and one city. A budget, a minimum of rooms or of area, amenities, a move-in
 * day, words, another order than newest first, several types or several cities (combinations that would flood an index), or an
 * empty list: noindex, follow.
 * Further pages stay indexable, each with its own canonical address and prev/next links.
 */
export function shouldNoindex(address: ListAddress, criteria: SearchCriteria, totalItems: number): boolean {
  if (totalItems === 0) return true;
  if (criteria.minArea > 0 || criteria.sort !== defaultSortOrder) return true;
  if (!address.filtersFromQuery) return false;
  return (
    criteria.budget !== indifferentBudget ||
    criteria.minRooms > 0 ||
    criteria.q !== "" ||
    criteria.amenities.length > 0 ||
    criteria.freeBy !== "" ||
    criteria.cities.length > 1 ||
    criteria.types.length > 1
  );
}
