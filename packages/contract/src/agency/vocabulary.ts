/**
 * CASAXML vocabulary in French: categories, features, numeric specifications.
 */
import categoriesBase from "./data/categories.json";
import categoriesExtended from "./data/categories_extended.json";
import featuresBase from "./data/features.json";
import featuresExtended from "./data/features_extended.json";
import specificationsBase from "./data/specifications.json";
import specificationsExtended from "./data/specifications_extended.json";
import { formatChf, formatFloor, formatHalf, formatNumber, toNumber } from "./format";

export type Category = { code: string; label: string; slug: string };
export type Specification = { label: string; unit: string | null };

/** Label and slug used when a listing has no known category. */
export const fallbackCategoryLabel = "Bien immobilier";
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

export function categoryLabel(code: string): string {
  return categoryByCode(code)?.label ?? fallbackCategoryLabel;
}

export function categorySlug(code: string): string {
  return categoryByCode(code)?.slug ?? fallbackCategorySlug;
}

export function categoryBySlug(slug: string): Category | undefined {
  return categoriesBySlug.get(key(slug));
}

const featureLabels = new Map<string, string>(
  [...featuresBase, ...featuresExtended].map((feature) => [feature.key, feature.label]),
);

export function featureLabel(key: string): string | undefined {
  return featureLabels.get(key.trim());
}

const specifications = new Map<string, Specification>(
  [...specificationsBase, ...specificationsExtended].map((spec) => [spec.name, { label: spec.label, unit: spec.unit }]),
);

export function specification(name: string): Specification | undefined {
  return specifications.get(name.trim());
}

/** Counts that take half steps (3½). */
const halfStepSpecifications = new Set(["number_of_rooms", "number_of_bathrooms"]);

/**
 * A specification value for display: "120 m²", "CHF 1'500.–", "Rez", "3½", "1998".
 * A non-numeric value (e.g. an energy class letter) is returned as given.
 */
export function formatSpecification(name: string, value: number | string): string {
  const n = toNumber(value);
  if (n === undefined) return String(value).trim();
  const specName = name.trim();
  const spec = specification(specName);
  if (specName === "floor") return formatFloor(n);
  if (halfStepSpecifications.has(specName)) return formatHalf(n);
  if (specName.startsWith("year_")) return String(n);
  if (!spec?.unit) return formatNumber(n);
  if (spec.unit === "CHF") return formatChf(n);
  return `${formatNumber(n)} ${spec.unit}`;
}
