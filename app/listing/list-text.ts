/**
 * The words of a list page: its heading, its <title> and meta description for search engines,
 * the count line, and whether search engines should index it.
 */
import { formatArea, formatChf, formatRooms } from "@rli/contract/agency/format";
import { budgetCeiling, defaultSortOrder, indifferentBudget, parseBudget } from "@rli/contract/agency/search-options";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { TypeGroupValue } from "@rli/contract/agency/type-groups";
import type { ListAddress, ListCity } from "./list-address";

type Noun = { plural: string; feminine: boolean };

const typeNouns: Record<TypeGroupValue, Noun> = {
  apartment: { plural: "appartements", feminine: false },
  house: { plural: "maisons", feminine: true },
  commercial: { plural: "locaux commerciaux", feminine: false },
  parking: { plural: "places de parc", feminine: true },
  land: { plural: "terrains", feminine: false },
};

const anyType: Noun = { plural: "biens immobiliers", feminine: false };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a et b", "a, b et c". */
export function joinFrench(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

function subject(types: readonly TypeGroupValue[]): Noun {
  if (types.length === 0) return anyType;
  const nouns = types.map((type) => typeNouns[type]);
  return { plural: joinFrench(nouns.map((noun) => noun.plural)), feminine: nouns.every((noun) => noun.feminine) };
}

function action(criteria: SearchCriteria, noun: Noun): string {
  const rent = criteria.actionType === "Louer";
  if (!criteria.sold) return rent ? "à louer" : "à vendre";
  return `${rent ? "loué" : "vendu"}${noun.feminine ? "es" : "s"}`;
}

/** City names by postal code, for headings; a postal code stands for itself when its name is unknown. */
type CityNames = ReadonlyMap<string, string>;

export function cityNames(cities: readonly ListCity[] | null | undefined): CityNames {
  const names = new Map<string, string>();
  for (const city of cities ?? []) if (!names.has(city.postalCode)) names.set(city.postalCode, city.name);
  return names;
}

function place(postalCodes: readonly string[], names: CityNames): string {
  if (postalCodes.length === 0) return "";
  if (postalCodes.length > 3) return ` dans ${postalCodes.length} localités`;
  return ` à ${joinFrench(postalCodes.map((code) => names.get(code) ?? code))}`;
}

/** "jusqu'à CHF 100'000.–", "de CHF 100'000.– à CHF 200'000.–", "plus de CHF 1'000'000.–"; empty when indifferent. */
export function budgetPhrase(budget: string): string {
  if (budget === indifferentBudget) return "";
  const range = parseBudget(budget);
  if (!range) return "";
  if (range.min === 0) return `jusqu'à ${formatChf(range.max)}`;
  if (range.max >= budgetCeiling) return `plus de ${formatChf(range.min)}`;
  return `de ${formatChf(range.min)} à ${formatChf(range.max)}`;
}

/** "dès 3½ pièces"; empty when indifferent. */
export function roomsPhrase(minRooms: number): string {
  return minRooms > 0 ? `dès ${formatRooms(minRooms)}` : "";
}

/** "dès 100 m² habitables"; empty when indifferent. */
function areaPhrase(minArea: number): string {
  return minArea > 0 ? `dès ${formatArea(minArea)} habitables` : "";
}

/** What is listed: "Appartements à vendre à Monthey", "Maisons vendues", "Biens immobiliers à louer". */
export function describeList(criteria: SearchCriteria, names: CityNames): string {
  const noun = subject(criteria.types);
  return capitalise(`${noun.plural} ${action(criteria, noun)}${place(criteria.cities, names)}`);
}

/** The filters a heading does not name: "jusqu'à CHF 500'000.–, dès 3½ pièces". */
export function describeFilters(criteria: SearchCriteria): string {
  return [budgetPhrase(criteria.budget), roomsPhrase(criteria.minRooms), areaPhrase(criteria.minArea)]
    .filter(Boolean)
    .join(", ");
}

/** The h1 of a list page. */
export function listHeading(address: ListAddress, criteria: SearchCriteria, names: CityNames): string {
  switch (address.kind) {
    case "all":
      return "Toutes nos annonces";
    case "apartments":
      return "Nos appartements à vendre";
    case "houses":
      return "Nos maisons à vendre";
    default:
      return describeList(criteria, names);
  }
}

/** "1 élément", "26 éléments" (product §2.4 'N élément(s)'). */
export function countText(totalItems: number): string {
  return `${totalItems} ${totalItems > 1 ? "éléments" : "élément"}`;
}

function annonces(totalItems: number): string {
  if (totalItems === 0) return "Aucune annonce pour le moment";
  return `${totalItems} ${totalItems > 1 ? "annonces" : "annonce"}`;
}

/** The <title> (without the agency name, which pageMeta adds) and the meta description. */
export function listMeta(
  address: ListAddress,
  criteria: SearchCriteria,
  names: CityNames,
  totalItems: number,
): { title: string; description: string } {
  const heading = listHeading(address, criteria, names);
  const filters = describeFilters(criteria);
  const pagePart = criteria.page > 1 ? ` – page ${criteria.page}` : "";
  const prefix = address.kind === "search" ? "Recherche : " : "";
  const title = `${prefix}${heading}${filters ? `, ${filters}` : ""}${pagePart}`;
  const what = address.kind === "all" ? describeList(criteria, names).toLowerCase() : "";
  const description =
    `${heading}${what ? ` (${what})` : ""}${filters ? `, ${filters}` : ""}${pagePart} : ${annonces(totalItems)} ` +
    "avec photos, prix et descriptif détaillé, par votre agence immobilière de Monthey et Vevey.";
  return { title, description };
}

/**
 * Search engines index the lists a visitor would look for: every fixed address and a search
 * by at most one type and one city. A budget, a minimum of rooms or of area, another order than
 * newest first, several types or several cities (combinations that would flood an index), or an
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
    criteria.cities.length > 1 ||
    criteria.types.length > 1
  );
}
