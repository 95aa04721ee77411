/**
 * CASAXML vocabulary: categories, features, numeric specifications, each labelled in French
 * (`label`), German (`de`) and English (`en`) in the data files (sources in data/SOURCES.md).
 * Category slugs stay French: they are part of the addresses in every language (decision 114).
 */
import categoriesBase from "./data/categories.json";
import categoriesExtended from "./data/categories_extended.json";
import featuresBase from "./data/features.json";
import featuresExtended from "./data/features_extended.json";
import specificationsBase from "./data/specifications.json";
import specificationsExtended from "./data/specifications_extended.json";
import type { Language } from "../i18n/language";
import { defineTexts } from "../i18n/texts";
import { formatChf, formatFloor, formatHalf, formatNumber, toNumber } from "./format";

/** A label in the three languages: `label` is the French one. */
type Labels = { label: string; de: string; en: string };

export type Category = Labels & { code: string; slug: string };
export type Specification = { label: string; unit: string | null };

function labelIn(labels: Labels, language: Language): string {
  return language === "fr" ? labels.label : labels[language];
}

/** Label used when a listing has no known category. */
export const fallbackCategoryLabels = defineTexts({
  fr: { category: "Bien immobilier" },
  de: { category: "Immobilie" },
  en: { category: "Property" },
});

export const fallbackCategoryLabel = fallbackCategoryLabels.fr.category;
/** Slug used when a listing has no known category, French in every language. */
export const fallbackCategorySlug = "bien";

export const categories: readonly Category[] = [...categoriesBase, ...categoriesExtended];

const categoriesByCode = new Map(categories.map((category) => [category.code, category]));
/** Slugs shared by aliases (parking, agricultural-lot) resolve to the first, canonical code. */
const categoriesBySlug = new Map<string, Category>();
for (const category of categories) {
  if (!categoriesBySlug.has(category.slug)) categoriesBySlug.set(category.slug, category);
}

function key(text: string): string {
  return text.trim().toLowerCase();
}

export function categoryByCode(code: string): Category | undefined {
  return categoriesByCode.get(key(code));
}

/** The category's label in a language; "Bien immobilier" / "Immobilie" / "Property" for an unknown code. */
export function categoryLabel(code: string, language: Language = "fr"): string {
  const category = categoryByCode(code);
  return category ? labelIn(category, language) : fallbackCategoryLabels[language].category;
}

export function categorySlug(code: string): string {
  return categoryByCode(code)?.slug ?? fallbackCategorySlug;
}

export function categoryBySlug(slug: string): Category | undefined {
  return categoriesBySlug.get(key(slug));
}

const features = new Map<string, Labels>(
  [...featuresBase, ...featuresExtended].map((feature) => [feature.key, feature]),
);

/** A feature's label in a language; undefined for an unknown key. */
export function featureLabel(key: string, language: Language = "fr"): string | undefined {
  const feature = features.get(key.trim());
  return feature ? labelIn(feature, language) : undefined;
}

const specifications = new Map<string, Labels & { unit: string | null }>(
  [...specificationsBase, ...specificationsExtended].map((spec) => [spec.name, spec]),
);

/** A numeric value's label in a language, and its unit (the same in every language). */
export function specification(name: string, language: Language = "fr"): Specification | undefined {
  const spec = specifications.get(name.trim());
  return spec ? { label: labelIn(spec, language), unit: spec.unit } : undefined;
}

/** Counts that take half steps (3½). */
const halfStepSpecifications = new Set(["number_of_rooms", "number_of_bathrooms"]);

/**
 * A specification value for display: "120 m²", "CHF 1'500.–", "Rez" / "Erdgeschoss" / "Ground floor",
 * "3½", "1998". A non-numeric value (e.g. an energy class letter) is returned as given.
 */
export function formatSpecification(name: string, value: number | string, language: Language = "fr"): string {
  const n = toNumber(value);
  if (n === undefined) return String(value).trim();
  const specName = name.trim();
  const spec = specifications.get(specName);
  if (specName === "floor") return formatFloor(n, language);
  if (halfStepSpecifications.has(specName)) return formatHalf(n);
  if (specName.startsWith("year_")) return String(n);
  if (!spec?.unit) return formatNumber(n);
  if (spec.unit === "CHF") return formatChf(n);
  return `${formatNumber(n)} ${spec.unit}`;
}
