/**
 * Choices of the search form's single-select filters (product §9): budget, minimum rooms and area,
 * and the orders of a result list, named in each language. The browser gets these words (the
 * search form builds its query itself), so they stay few.
 */
import type { Language } from "../i18n/language";
import type { Catalogue } from "../i18n/texts";
import { formatChf, formatHalf } from "./format";

const fr = {
  anyBudget: "Indifférent",
  upTo: (max: string) => `Jusqu'à ${max}`,
  between: (min: string, max: string) => `${min} à ${max}`,
  over: (min: string) => `Plus de ${min}`,
  monthly: (range: string) => `${range} par mois`,
  anyRooms: "Indifférent",
  minRooms: (rooms: string, many: boolean) => `${rooms}+ ${many ? "pièces" : "pièce"}`,
  anyArea: "Indifférente",
  minArea: (area: number) => `${area} m² et plus`,
  sort: {
    recent: "Plus récents",
    "prix-croissant": "Prix croissant",
    "prix-decroissant": "Prix décroissant",
    surface: "Plus grande surface",
  },
};

/**
 * The options' words, typed as a catalogue and checked by the catalogue test as those made with
 * defineTexts(…) are; written without that call because this module reaches the browser, where
 * importing it would add a file to the search pages' first view.
 */
export const searchOptionTexts: Catalogue<typeof fr> = {
  fr,
  de: {
    anyBudget: "Beliebig",
    upTo: (max: string) => `Bis ${max}`,
    between: (min: string, max: string) => `${min} bis ${max}`,
    over: (min: string) => `Über ${min}`,
    monthly: (range: string) => `${range} pro Monat`,
    anyRooms: "Beliebig",
    minRooms: (rooms: string, _many: boolean) => `Ab ${rooms} Zimmer`,
    anyArea: "Beliebig",
    minArea: (area: number) => `Ab ${area} m²`,
    sort: {
      recent: "Neueste zuerst",
      "prix-croissant": "Preis aufsteigend",
      "prix-decroissant": "Preis absteigend",
      surface: "Grösste Fläche zuerst",
    },
  },
  en: {
    anyBudget: "Any price",
    upTo: (max: string) => `Up to ${max}`,
    between: (min: string, max: string) => `${min} to ${max}`,
    over: (min: string) => `Over ${min}`,
    monthly: (range: string) => `${range} a month`,
    anyRooms: "Any",
    minRooms: (rooms: string, many: boolean) => `${rooms}+ ${many ? "rooms" : "room"}`,
    anyArea: "Any",
    minArea: (area: number) => `${area} m² or more`,
    sort: {
      recent: "Newest first",
      "prix-croissant": "Price: low to high",
      "prix-decroissant": "Price: high to low",
      surface: "Largest first",
    },
  },
};

export type BudgetOption = { name: string; value: string };
/** To buy or to rent: a budget is a price for one, a monthly rent for the other. */
export type ActionType = "Acheter" | "Louer";
export type RoomOption = { name: string; value: number };

/** Upper bound meaning "no limit". */
export const budgetCeiling = 999_999_999;
/** The budget value meaning "any price". */
export const indifferentBudget = `0-${budgetCeiling}`;

/**
 * The bounds of the budget choices: prices by steps of CHF 100'000.– up to a million, monthly rents
 * by steps of CHF 500.– up to 3'000.–, then 4'000.– (decision 140).
 */
const budgetBounds: Record<ActionType, readonly number[]> = {
  Acheter: [100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000],
  Louer: [1_000, 1_500, 2_000, 2_500, 3_000, 4_000],
};

/**
 * The budget choices in a language for buying (any, up to CHF 100'000.–, … over 1'000'000) or
 * renting (any, up to CHF 1'000.– a month, … over 4'000.– a month).
 */
export function budgetOptionsIn(language: Language, actionType: ActionType = "Acheter"): readonly BudgetOption[] {
  const words = searchOptionTexts[language];
  const named = actionType === "Louer" ? words.monthly : (range: string) => range;
  const options: BudgetOption[] = [{ name: words.anyBudget, value: indifferentBudget }];
  let min = 0;
  for (const max of budgetBounds[actionType]) {
    const range = min === 0 ? words.upTo(formatChf(max)) : words.between(formatChf(min), formatChf(max));
    options.push({ name: named(range), value: `${min}-${max}` });
    min = max;
  }
  options.push({ name: named(words.over(formatChf(min))), value: `${min}-${budgetCeiling}` });
  return options;
}

export const budgetOptions: readonly BudgetOption[] = budgetOptionsIn("fr");
const rentBudgetOptions: readonly BudgetOption[] = budgetOptionsIn("fr", "Louer");

/** A budget among the choices of buying, or of renting. */
export function isBudgetOption(value: string, actionType: ActionType = "Acheter"): boolean {
  return (actionType === "Louer" ? rentBudgetOptions : budgetOptions).some((option) => option.value === value);
}

/** "min-max" in whole francs, 0 ≤ min ≤ max ≤ 999'999'999; undefined for anything else. */
export function parseBudget(value: string | null | undefined): { min: number; max: number } | undefined {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec((value ?? "").trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

const roomSteps: number[] = [];
for (let rooms = 1; rooms <= 7.5; rooms += 0.5) roomSteps.push(rooms);

/** The minimum rooms choices in a language: any, 1+, 1½+… 7½+. */
export function roomOptionsIn(language: Language): readonly RoomOption[] {
  const words = searchOptionTexts[language];
  return [
    { name: words.anyRooms, value: 0 },
    ...roomSteps.map((rooms) => ({ name: words.minRooms(formatHalf(rooms), rooms > 1), value: rooms })),
  ];
}

export const roomOptions: readonly RoomOption[] = roomOptionsIn("fr");

export function isRoomOption(value: number): boolean {
  return roomOptions.some((option) => option.value === value);
}

/** Choices of the minimum living area (m²) in a language; 0 means any area. */
export function areaOptionsIn(language: Language): readonly RoomOption[] {
  const words = searchOptionTexts[language];
  return [
    { name: words.anyArea, value: 0 },
    ...[50, 75, 100, 150, 200].map((area) => ({ name: words.minArea(area), value: area })),
  ];
}

export const areaOptions: readonly RoomOption[] = areaOptionsIn("fr");

export function isAreaOption(value: number): boolean {
  return areaOptions.some((option) => option.value === value);
}

/**
 * Orders of a result list, as spelled in the address (`tri`): newest first (the default, never
 * written), price up or down (listings on request last), largest living area first.
 */
export const sortOrders = ["recent", "prix-croissant", "prix-decroissant", "surface"] as const;
export type SortOrder = (typeof sortOrders)[number];
export const defaultSortOrder: SortOrder = "recent";

/** The orders' names in French. */
export const sortLabels: Readonly<Record<SortOrder, string>> = searchOptionTexts.fr.sort;

/** An order's name in a language: "Plus récents", "Neueste zuerst", "Newest first". */
export function sortLabel(order: SortOrder, language: Language = "fr"): string {
  return searchOptionTexts[language].sort[order];
}

export function isSortOrder(value: string): value is SortOrder {
  return (sortOrders as readonly string[]).includes(value);
}
