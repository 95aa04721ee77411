import type { Language } from "./language";
import { defineTexts } from "./texts";

export const joinTexts = defineTexts({ fr: { and: "et" }, de: { and: "und" }, en: { and: "and" } });

/** "a", "a et b", "a, b et c" ("und", "and" in German and English). */
export function joinWords(items: readonly string[], language: Language = "fr"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${joinTexts[language].and} ${items[items.length - 1]}`;
}
