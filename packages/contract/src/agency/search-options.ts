/**
 * Choices of the search form's single-select filters (product §9): budget and minimum rooms.
 */
import { formatChf, formatHalf } from "./format";

export type BudgetOption = { name: string; value: string };
export type RoomOption = { name: string; value: number };

/** Upper bound meaning "no limit". */
export const budgetCeiling = 999_999_999;
/** The budget value meaning "any price". */
export const indifferentBudget = `0-${budgetCeiling}`;

const budgetStep = 100_000;
const budgetTop = 1_000_000;

function budgetSteps(): BudgetOption[] {
  const options: BudgetOption[] = [];
  for (let min = 0; min < budgetTop; min += budgetStep) {
    const max = min + budgetStep;
    options.push({
      name: min === 0 ? `Jusqu'à ${formatChf(max)}` : `${formatChf(min)} à ${formatChf(max)}`,
      value: `${min}-${max}`,
    });
  }
  return options;
}

export const budgetOptions: readonly BudgetOption[] = [
  { name: "Indifférent", value: indifferentBudget },
  ...budgetSteps(),
  { name: `Plus de ${formatChf(budgetTop)}`, value: `${budgetTop}-${budgetCeiling}` },
];

export function isBudgetOption(value: string): boolean {
  return budgetOptions.some((option) => option.value === value);
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

export const roomOptions: readonly RoomOption[] = [
  { name: "Indifférent", value: 0 },
  ...roomSteps.map((rooms) => ({
    name: `${formatHalf(rooms)}+ ${rooms > 1 ? "pièces" : "pièce"}`,
    value: rooms,
  })),
];

export function isRoomOption(value: number): boolean {
  return roomOptions.some((option) => option.value === value);
}

/** Choices of the minimum living area (m²); 0 means any area. */
export const areaOptions: readonly RoomOption[] = [
  { name: "Indifférente", value: 0 },
  ...[50, 75, 100, 150, 200].map((area) => ({ name: `${area} m² et plus`, value: area })),
];

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

export const sortLabels: Record<SortOrder, string> = {
  recent: "Plus récents",
  "prix-croissant": "Prix croissant",
  "prix-decroissant": "Prix décroissant",
  surface: "Plus grande surface",
};

export function isSortOrder(value: string): value is SortOrder {
  return (sortOrders as readonly string[]).includes(value);
}
