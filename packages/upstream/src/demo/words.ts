/**
 * French wording of the demo texts not covered by the contract's display formats.
 */
import { formatFloor } from "@rli/contract/agency/format";

/** "1 chambre", "3 chambres". */
export function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n > 1 ? pluralForm : singular}`;
}

/** A floor inside a sentence ("au rez-de-chaussée", "au 1er étage"): the display format spells the ground floor out. */
export function floorInText(floor: number): string {
  return floor === 0 ? "rez-de-chaussée" : formatFloor(floor);
}
