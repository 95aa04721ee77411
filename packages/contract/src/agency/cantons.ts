import type { Language } from "../i18n/language";
import { foldedText } from "./folded-text";

/**
 * The Swiss cantons by their two-letter code, with their names in French (as the feeds and the
 * agency's data write a listing's region: « Valais », « Vaud »), in German and in British English.
 * English keeps the French names of the French-speaking cantons (Valais, Vaud, Neuchâtel, Fribourg),
 * as British usage does, and its own for Geneva, Lucerne, the Grisons and Ticino.
 */
export type Canton = { code: string; fr: string; de: string; en: string };

/** One canton a line: code|French|German|English. */
const lines = `
AG|Argovie|Aargau|Aargau
AI|Appenzell Rhodes-Intérieures|Appenzell Innerrhoden|Appenzell Innerrhoden
AR|Appenzell Rhodes-Extérieures|Appenzell Ausserrhoden|Appenzell Ausserrhoden
BE|Berne|Bern|Bern
BL|Bâle-Campagne|Basel-Landschaft|Basel-Landschaft
BS|Bâle-Ville|Basel-Stadt|Basel-Stadt
FR|Fribourg|Freiburg|Fribourg
GE|Genève|Genf|Geneva
GL|Glaris|Glarus|Glarus
GR|Grisons|Graubünden|Grisons
JU|Jura|Jura|Jura
LU|Lucerne|Luzern|Lucerne
NE|Neuchâtel|Neuenburg|Neuchâtel
NW|Nidwald|Nidwalden|Nidwalden
OW|Obwald|Obwalden|Obwalden
SG|Saint-Gall|St. Gallen|St Gallen
SH|Schaffhouse|Schaffhausen|Schaffhausen
SO|Soleure|Solothurn|Solothurn
SZ|Schwytz|Schwyz|Schwyz
TG|Thurgovie|Thurgau|Thurgau
TI|Tessin|Tessin|Ticino
UR|Uri|Uri|Uri
VD|Vaud|Waadt|Vaud
VS|Valais|Wallis|Valais
ZG|Zoug|Zug|Zug
ZH|Zurich|Zürich|Zurich`;

export const cantons: readonly Canton[] = lines
  .trim()
  .split("\n")
  .map((line) => {
    const [code = "", fr = "", de = "", en = ""] = line.split("|");
    return { code, fr, de, en };
  });

const byCode = new Map(cantons.map((canton) => [canton.code, canton]));
const byName = new Map(
  cantons.flatMap((canton) => [canton.fr, canton.de, canton.en].map((name) => [foldedText(name), canton] as const)),
);

/** The canton of a two-letter code ("VS", as IDX exports write it). */
export function cantonOfCode(code: string): Canton | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** The canton a name designates, in any of the three languages, case and accents aside. */
export function cantonNamed(name: string): Canton | undefined {
  return byName.get(foldedText(name.trim()));
}

/**
 * A listing's or an office's region in a language: a canton named in any of the three languages by
 * its name in this one (« Valais » → « Wallis » in German); any other region as the feed writes it.
 */
export function regionName(region: string, language: Language): string {
  return cantonNamed(region)?.[language] ?? region.trim();
}
