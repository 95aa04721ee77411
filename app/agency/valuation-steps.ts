/** Addresses of the valuation wizard (product §2.9): the introduction, then `?etape=1…4`. */

export const STEP_COUNT = 4;
export type Step = 1 | 2 | 3 | 4;

export const VALUATION_PATH = "/estimation-bien-immobilier";
export const VALUATION_SENT_PATH = "/estimation-bien-immobilier-envoyee?formulaire=envoye";

export function stepPath(step: number): string {
  return step <= 0 ? VALUATION_PATH : `${VALUATION_PATH}?etape=${step}`;
}
