/**
 * Breadcrumb of the listing pages (product §2.8):
 * Accueil > Vente/Location > type > city > reference, or
 * Accueil > Vente/Location > Promotions > city > promotion > lot.
 */
import { parseCitySegment, promotionsSegment, sectionType } from "@rli/contract/agency/addresses";
import { typeGroupBySlug, typeGroupLabel } from "@rli/contract/agency/type-groups";
import { categoryBySlug, categoryLabel } from "@rli/contract/agency/vocabulary";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** `lang`: the label's language when it is not the page's (a post's title only written in French). */
export type Crumb = { label: string; href: string; lang?: string };

/** The fixed crumbs in each language. */
export const trailTexts = defineTexts({
  fr: { home: "Accueil", buy: "Vente", rent: "Location", promotions: "Promotions" },
  de: { home: "Startseite", buy: "Kaufen", rent: "Mieten", promotions: "Neubauprojekte" },
  en: { home: "Home", buy: "For sale", rent: "To let", promotions: "New developments" },
});

/** Words kept lowercase inside a locality name ("Villars-sur-Ollon"). */
const particles = new Set(["sur", "sous", "de", "du", "des", "la", "le", "les", "en", "et", "d", "l", "a"]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "villars-sur-ollon" → "Villars-sur-Ollon". */
export function localityFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word, index) => (index > 0 && particles.has(word) ? word : capitalise(word)))
    .join("-");
}

/** "monthey-1870" → "Monthey (1870)"; the segment itself when it is no city segment. */
export function cityLabelFromSegment(segment: string): string {
  const city = parseCitySegment(segment);
  if (!city) return segment;
  return city.localitySlug ? `${localityFromSlug(city.localitySlug)} (${city.postalCode})` : city.postalCode;
}

function typeLabel(slug: string, language: Language): string {
  const category = categoryBySlug(slug);
  if (category) return categoryLabel(category.code, language);
  const group = typeGroupBySlug(slug);
  return group ? typeGroupLabel(group.value, language) : localityFromSlug(slug);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The trail of a listing or list address (its French path), its words in `language`; the crumbs'
 * addresses stay French paths, which the breadcrumb shows in the page's language.
 * `labels` name the category and the city when the caller knows them better than the path.
 */
export function breadcrumbTrail(
  pathname: string,
  labels: { category?: string; city?: string } = {},
  language: Language = "fr",
): Crumb[] {
  const texts = trailTexts[language];
  const path = pathname.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  const trail: Crumb[] = [{ label: texts.home, href: "/" }];
  const [first, second, ...rest] = segments;
  const type = first ? sectionType(first) : undefined;
  if (!first || !type) return trail;

  let href = `/${first.toLowerCase()}`;
  const add = (segment: string, label: string) => {
    href += `/${segment}`;
    trail.push({ label, href });
  };
  trail.push({ label: texts[type], href });
  if (!second) return trail;

  const isPromotions = second.toLowerCase() === promotionsSegment;
  add(second, isPromotions ? texts.promotions : (labels.category ?? typeLabel(decode(second), language)));

  const [city, ...refs] = rest;
  if (!city) return trail;
  add(city, labels.city ?? cityLabelFromSegment(decode(city)));

  for (const ref of refs) add(ref, decode(ref).toUpperCase());
  return trail;
}
