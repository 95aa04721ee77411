/** Address of the affordability calculator; `prix` prefills the price. */
export const CALCULATOR_PATH = "/calculateur-hypothecaire";

export function calculatorHref(price?: number): string {
  return price === undefined ? CALCULATOR_PATH : `${CALCULATOR_PATH}?prix=${Math.round(price)}`;
}
