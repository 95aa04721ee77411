import { defineTexts } from "../i18n/texts";

/**
 * Postcodes by country (decision 141). A visitor's address may be anywhere: the forms with a country
 * read the postcode by the rule of the country chosen, where the site knows one, and otherwise take
 * any code of letters, digits, spaces and hyphens. The rules are the countries' published formats,
 * written here for the countries that most visitors write from; a code is compared without its
 * spaces and hyphens, then written the way the country writes it ("sw1a2aa" → "SW1A 2AA").
 */

/** The longest postcode a field takes (a US ZIP+4 "10001-1234", "SE-114 55"). */
export const POSTAL_CODE_MAX = 10;

/** Any postcode: letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export const POSTAL_CODE_CHARACTERS = /^[A-Z0-9](?:[A-Z0-9 -]*[A-Z0-9])?$/i;

type Rule = {
  /** The code without spaces and hyphens, in capitals. */
  pattern: RegExp;
  /** A real code of the country, as it is written there. */
  example: string;
  /** The code as the country writes it, from its compact form; by default the compact form. */
  write?: (compact: string) => string;
  /** Country letters some write before the code ("CH-1870", "D-10115"), dropped. */
  prefixes?: readonly string[];
};

/** A space before the last `count` characters: "SW1A2AA" → "SW1A 2AA". */
const spaceBeforeLast = (count: number) => (compact: string) => `${compact.slice(0, -count)} ${compact.slice(-count)}`;

/** A separator after the first `count` characters: "K1A0B1" → "K1A 0B1", "00950" → "00-950". */
const splitAfter = (count: number, separator: string) => (compact: string) =>
  `${compact.slice(0, count)}${separator}${compact.slice(count)}`;

const rules = {
  CH: { pattern: /^[1-9]\d{3}$/, example: "1870", prefixes: ["CH"] },
  LI: { pattern: /^94\d{2}$/, example: "9490", prefixes: ["FL", "LI"] },
  FR: { pattern: /^\d{5}$/, example: "75008", prefixes: ["F", "FR"] },
  DE: { pattern: /^\d{5}$/, example: "10115", prefixes: ["D", "DE"] },
  IT: { pattern: /^\d{5}$/, example: "20121", prefixes: ["I", "IT"] },
  AT: { pattern: /^[1-9]\d{3}$/, example: "1010", prefixes: ["A", "AT"] },
  BE: { pattern: /^[1-9]\d{3}$/, example: "1000", prefixes: ["B", "BE"] },
  LU: { pattern: /^\d{4}$/, example: "1118", prefixes: ["L", "LU"] },
  NL: { pattern: /^[1-9]\d{3}[A-Z]{2}$/, example: "1012 AB", write: spaceBeforeLast(2), prefixes: ["NL"] },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28001", prefixes: ["E", "ES"] },
  PT: { pattern: /^\d{7}$/, example: "1100-148", write: splitAfter(4, "-"), prefixes: ["P", "PT"] },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, example: "SW1A 2AA", write: spaceBeforeLast(3) },
  IE: {
    pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/,
    example: "D02 X285",
    write: splitAfter(3, " "),
  },
  US: {
    pattern: /^\d{5}(?:\d{4})?$/,
    example: "10001",
    write: (compact) => (compact.length === 9 ? splitAfter(5, "-")(compact) : compact),
  },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/,
    example: "K1A 0B1",
    write: splitAfter(3, " "),
  },
  DK: { pattern: /^\d{4}$/, example: "1050", prefixes: ["DK"] },
  SE: { pattern: /^[1-9]\d{4}$/, example: "114 55", write: splitAfter(3, " "), prefixes: ["S", "SE"] },
  NO: { pattern: /^\d{4}$/, example: "0150", prefixes: ["N", "NO"] },
  FI: { pattern: /^\d{5}$/, example: "00100", prefixes: ["FI"] },
  PL: { pattern: /^\d{5}$/, example: "00-950", write: splitAfter(2, "-"), prefixes: ["PL"] },
} as const satisfies Record<string, Rule>;

/** The countries whose postcodes the forms check. */
export type PostalCodeCountry = keyof typeof rules;

export const postalCodeCountries = Object.keys(rules) as PostalCodeCountry[];

/**
 * Where a country's postcodes are used, as a message says it ("un code postal valable au
 * Royaume-Uni", "eine im Vereinigten Königreich gültige Postleitzahl", "the format used in the United
 * Kingdom").
 */
export const postalCodePlaces = defineTexts({
  fr: {
    CH: "en Suisse",
    LI: "au Liechtenstein",
    FR: "en France",
    DE: "en Allemagne",
    IT: "en Italie",
    AT: "en Autriche",
    BE: "en Belgique",
    LU: "au Luxembourg",
    NL: "aux Pays-Bas",
    ES: "en Espagne",
    PT: "au Portugal",
    GB: "au Royaume-Uni",
    IE: "en Irlande",
    US: "aux États-Unis",
    CA: "au Canada",
    DK: "au Danemark",
    SE: "en Suède",
    NO: "en Norvège",
    FI: "en Finlande",
    PL: "en Pologne",
  } satisfies Record<PostalCodeCountry, string>,
  de: {
    CH: "in der Schweiz",
    LI: "in Liechtenstein",
    FR: "in Frankreich",
    DE: "in Deutschland",
    IT: "in Italien",
    AT: "in Österreich",
    BE: "in Belgien",
    LU: "in Luxemburg",
    NL: "in den Niederlanden",
    ES: "in Spanien",
    PT: "in Portugal",
    GB: "im Vereinigten Königreich",
    IE: "in Irland",
    US: "in den Vereinigten Staaten",
    CA: "in Kanada",
    DK: "in Dänemark",
    SE: "in Schweden",
    NO: "in Norwegen",
    FI: "in Finnland",
    PL: "in Polen",
  },
  en: {
    CH: "in Switzerland",
    LI: "in Liechtenstein",
    FR: "in France",
    DE: "in Germany",
    IT: "in Italy",
    AT: "in Austria",
    BE: "in Belgium",
    LU: "in Luxembourg",
    NL: "in the Netherlands",
    ES: "in Spain",
    PT: "in Portugal",
    GB: "in the United Kingdom",
    IE: "in Ireland",
    US: "in the United States",
    CA: "in Canada",
    DK: "in Denmark",
    SE: "in Sweden",
    NO: "in Norway",
    FI: "in Finland",
    PL: "in Poland",
  },
});

/** True when the site knows the postcodes of this country (an ISO code in capitals). */
export function hasPostalCodeRule(country: string | undefined): country is PostalCodeCountry {
  return country !== undefined && Object.hasOwn(rules, country);
}

/** A real postcode of the country, as it is written there ("SW1A 2AA"). */
export function postalCodeExample(country: PostalCodeCountry): string {
  return rules[country].example;
}

/**
 * A postcode as typed (one line), read in a country: the code as that country writes it, or null when
 * it is not one of its codes. A country without a rule (or none) takes any code of letters, digits,
 * spaces and hyphens up to POSTAL_CODE_MAX characters, in capitals.
 */
export function postalCodeIn(text: string, country: string | undefined): string | null {
  const typed = text.trim().replace(/\s+/g, " ").toUpperCase();
  if (typed.length > POSTAL_CODE_MAX || !POSTAL_CODE_CHARACTERS.test(typed)) return null;
  if (!hasPostalCodeRule(country)) return typed;
  const rule: Rule = rules[country];
  const prefix = /^([A-Z]{1,2}) ?- ?(.+)$/.exec(typed);
  const code = prefix && rule.prefixes?.includes(prefix[1]!) ? prefix[2]! : typed;
  const compact = code.replace(/[ -]/g, "");
  if (!rule.pattern.test(compact)) return null;
  return rule.write ? rule.write(compact) : compact;
}
