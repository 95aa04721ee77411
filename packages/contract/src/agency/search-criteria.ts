/**
 * Search criteria to and from the query string (product §2.3, §2.4).
 * Parsing is tolerant: it accepts comma lists and repeated parameters and drops what it does
 * not understand; `criteriaToQuery` gives the one canonical spelling a loader can redirect to.
 */
import {
  defaultSortOrder,
  indifferentBudget,
  isAreaOption,
  isBudgetOption,
  isRoomOption,
  isSortOrder,
  type ActionType,
  type SortOrder,
} from "./search-options";
import { typeGroupValues, type TypeGroupValue } from "./type-groups";
import { amenityValues, type Amenity } from "./amenities";
import { zurichDay } from "./zurich-time";

export type { ActionType };

export type SearchCriteria = {
  actionType: ActionType;
  /** A budget option value; indifferentBudget means any price. */
  budget: string;
  /** 4-digit postal codes, sorted, without duplicates. */
  cities: string[];
  /** Type groups in the order of typeGroups, without duplicates. */
  types: TypeGroupValue[];
  minRooms: number;
  /** Minimum living area in m², an area option; 0 means any area (`surfaceMin` in the address). */
  minArea: number;
  /** What the listing must have, in the order of amenityValues (`avec` in the address). */
  amenities: Amenity[];
  /**
   * When the listing must be free at the latest (`libreDes` in the address): a day "2027-03-01",
   * FREE_NOW for today, "" for any time. A day already past reads as FREE_NOW; never in sold lists.
   */
  freeBy: string;
  /**
   * Words the listing's reference, titles or place must all hold (`q` in the address), as the visitor
   * typed them with their spaces made single; "" for none. A reference alone leads to its page.
   */
  q: string;
  /** Order of the list (`tri` in the address). */
  sort: SortOrder;
  page: number;
  sold: boolean;
};

export const defaultActionType: ActionType = "Acheter";
export const maxPage = 10_000;

export function defaultCriteria(sold = false): SearchCriteria {
  return {
    actionType: defaultActionType,
    budget: indifferentBudget,
    cities: [],
    types: [],
    minRooms: 0,
    minArea: 0,
    amenities: [],
    freeBy: "",
    q: "",
    sort: defaultSortOrder,
    page: 1,
    sold,
  };
}

/** The last value of a single-valued parameter that passes `read` (a hidden default may precede it). */
function lastValid<T>(values: string[], read: (value: string) => T | undefined): T | undefined {
  for (let i = values.length - 1; i >= 0; i--) {
    const result = read((values[i] ?? "").trim());
    if (result !== undefined) return result;
  }
  return undefined;
}

/** All items of a list parameter, whether sent as "a,b" or as repeated parameters. */
function listItems(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function readActionType(value: string): ActionType | undefined {
  const lower = value.toLowerCase();
  if (lower === "acheter") return "Acheter";
  if (lower === "louer") return "Louer";
  return undefined;
}

function readMinRooms(value: string): number | undefined {
  if (!/^\d+([.,]\d+)?$/.test(value)) return undefined;
  const rooms = Number(value.replace(",", "."));
  return isRoomOption(rooms) ? rooms : undefined;
}

function readMinArea(value: string): number | undefined {
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const area = Number(value);
  return isAreaOption(area) ? area : undefined;
}

function readSort(value: string): SortOrder | undefined {
  const lower = value.toLowerCase();
  return isSortOrder(lower) ? lower : undefined;
}

/** `libreDes=immediatement`: free today. */
export const FREE_NOW = "immediatement";

/** How far ahead a move-in day may be asked: five years. */
const FREE_BY_YEARS = 5;

/**
 * A move-in day: FREE_NOW, or a real calendar day "YYYY-MM-DD" at most five years ahead; one
 * already past in Switzerland (`today`) is FREE_NOW.
 */
export function readFreeBy(value: string, today: string): string | undefined {
  const lower = value.toLowerCase();
  if (lower === FREE_NOW) return FREE_NOW;
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (value <= today) return FREE_NOW;
  const latest = `${Number(today.slice(0, 4)) + FREE_BY_YEARS}${today.slice(4)}`;
  return value <= latest ? value : undefined;
}

/** Longest text of `q` kept: a reference, or a few words of a title or a place. */
export const MAX_WORDS_LENGTH = 100;

/** The words of a search, spaces made single; none when empty or longer than MAX_WORDS_LENGTH. */
export function readWords(value: string): string | undefined {
  const words = value.replace(/\s+/g, " ").trim();
  return words && words.length <= MAX_WORDS_LENGTH ? words : undefined;
}

function readPage(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 ? Math.min(page, maxPage) : undefined;
}

/** Clamps a page number to 1…maxPage; anything not a number gives 1. */
export function normalizePage(page: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), maxPage);
}

export function withPage(criteria: SearchCriteria, page: number): SearchCriteria {
  return { ...criteria, page: normalizePage(page) };
}

type ReadOptions = {
  /** From the route, never from the query. */
  sold?: boolean;
  /** The day in Switzerland a move-in day is read against; by default the current one. */
  today?: string;
};

/** Criteria read from the query string. */
export function criteriaFromQuery(params: URLSearchParams, options: ReadOptions = {}): SearchCriteria {
  const actionType = lastValid(params.getAll("actionType"), readActionType) ?? defaultActionType;
  const cities = [...new Set(listItems(params, "cities").filter((city) => /^\d{4}$/.test(city)))].sort();
  const wantedTypes = new Set(listItems(params, "types").map((type) => type.toLowerCase()));
  const wantedAmenities = new Set(listItems(params, "avec").map((amenity) => amenity.toLowerCase()));
  const sold = options.sold ?? false;
  const today = options.today ?? zurichDay(new Date());
  // "Immediately" ticked beside a day: the nearer one.
  const freeBy = params.getAll("libreDes").some((value) => value.trim().toLowerCase() === FREE_NOW)
    ? FREE_NOW
    : lastValid(params.getAll("libreDes"), (value) => readFreeBy(value, today));
  return {
    actionType,
    // A budget of the other kind (a price when renting, a rent when buying) is ignored.
    budget:
      lastValid(params.getAll("budget"), (v) => (isBudgetOption(v, actionType) ? v : undefined)) ?? indifferentBudget,
    cities,
    types: typeGroupValues.filter((value) => wantedTypes.has(value)),
    minRooms: lastValid(params.getAll("minRooms"), readMinRooms) ?? 0,
    minArea: lastValid(params.getAll("surfaceMin"), readMinArea) ?? 0,
    amenities: amenityValues.filter((value) => wantedAmenities.has(value)),
    freeBy: sold ? "" : (freeBy ?? ""),
    q: lastValid(params.getAll("q"), readWords) ?? "",
    sort: lastValid(params.getAll("tri"), readSort) ?? defaultSortOrder,
    page: lastValid(params.getAll("page"), readPage) ?? 1,
    sold,
  };
}

/**
 * The canonical query string, without "?": actionType (only Louer), budget (unless indifferent),
 * cities, types (comma lists), minRooms (above 0), avec (a comma list), libreDes, q (unless empty), surfaceMin (above 0), tri (unless newest first),
 * page (always); in that order.
 * `sold` is not part of it: the path (/vendus) decides it.
 */
export function criteriaToQuery(criteria: SearchCriteria): string {
  const parts: string[] = [];
  if (criteria.actionType !== defaultActionType) parts.push(`actionType=${criteria.actionType}`);
  if (criteria.budget !== indifferentBudget) parts.push(`budget=${criteria.budget}`);
  if (criteria.cities.length > 0) parts.push(`cities=${criteria.cities.join(",")}`);
  if (criteria.types.length > 0) parts.push(`types=${criteria.types.join(",")}`);
  if (criteria.minRooms > 0) parts.push(`minRooms=${criteria.minRooms}`);
  if (criteria.amenities.length > 0) parts.push(`avec=${criteria.amenities.join(",")}`);
  if (criteria.freeBy) parts.push(`libreDes=${criteria.freeBy}`);
  if (criteria.q) parts.push(`q=${encodeURIComponent(criteria.q)}`);
  parts.push(...orderAndAreaParts(criteria));
  parts.push(`page=${normalizePage(criteria.page)}`);
  return parts.join("&");
}

/**
 * `surfaceMin` and `tri` as every list spells them, in that order; neither when it is the default.
 * Fixed list addresses carry only these and the page.
 */
export function orderAndAreaParts(criteria: Pick<SearchCriteria, "minArea" | "sort">): string[] {
  const parts: string[] = [];
  if (criteria.minArea > 0) parts.push(`surfaceMin=${criteria.minArea}`);
  if (criteria.sort !== defaultSortOrder) parts.push(`tri=${criteria.sort}`);
  return parts;
}

/** The parameters spelled as criteriaToQuery spells them (commas kept literal). */
function spell(params: URLSearchParams): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ",");
  return [...params].map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

export function parseSearchQuery(
  params: URLSearchParams,
  options: ReadOptions = {},
): { criteria: SearchCriteria; canonicalQuery: string; isCanonical: boolean } {
  const criteria = criteriaFromQuery(params, options);
  const canonicalQuery = criteriaToQuery(criteria);
  return { criteria, canonicalQuery, isCanonical: spell(params) === canonicalQuery };
}
