/**
 * What the property page lists about a property: key facts under the title, the technical data
 * table with French labels and units, and the features (product §2.5, §3, §9).
 */
import type { Property, PropertySpecification } from "@rli/contract/api/contract";
import { formatBathrooms, formatFloor, formatLivingArea, formatRooms, toNumber } from "@rli/contract/agency/format";
import { categoryLabel, featureLabel, formatSpecification, specification } from "@rli/contract/agency/vocabulary";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

export type DataRow = { label: string; value: string };

/** The rows the table adds to the vocabulary's, in each language. */
export const technicalTexts = defineTexts({
  fr: { category: "Catégorie", garage: "Garage", parking: "Place de parc", yes: "oui" },
  de: { category: "Kategorie", garage: "Garage", parking: "Parkplatz", yes: "ja" },
  en: { category: "Category", garage: "Garage", parking: "Parking space", yes: "yes" },
});

/** French labels of the vocabulary written without their capital accent. */
const labelCorrections: Record<string, string> = {
  floor: "Étage",
  distance_kindergarten: "École maternelle",
  distance_primary_school: "École primaire",
  distance_high_school: "École secondaire",
};

/** Features that mean the property has a garage, or a parking place (product §2.5: shown as 'oui'). */
const garageFeatures = new Set(["has-garage", "has-double-garage", "has-garage-double", "has-garage-underground"]);
const parkingFeatures = new Set(["has-parking", "has-car-port", "has-double-car-port", "is-under-roof"]);

/** Important specifications first, then the others; one entry per name, the first value wins. */
function allSpecifications(
  property: Pick<Property, "importantSpecifications" | "specifications">,
): PropertySpecification[] {
  const seen = new Set<string>();
  const result: PropertySpecification[] = [];
  for (const spec of [...property.importantSpecifications, ...property.specifications]) {
    const name = spec.name.trim();
    if (seen.has(name)) continue;
    seen.add(name);
    result.push({ name, value: spec.value });
  }
  return result;
}

export function specificationValue(
  property: Pick<Property, "importantSpecifications" | "specifications">,
  name: string,
): number | undefined {
  const spec = allSpecifications(property).find((item) => item.name === name);
  return spec ? toNumber(spec.value) : undefined;
}

function hasValue(value: number | string): boolean {
  return typeof value === "number" ? Number.isFinite(value) : value.trim() !== "";
}

function labelOf(name: string, language: Language): string | undefined {
  return (language === "fr" ? labelCorrections[name] : undefined) ?? specification(name, language)?.label;
}

/**
 * The technical data table: category, every known specification with its French label and unit
 * (rooms with ½, floor 0 'Rez'), then Garage and Parking 'oui' when the property has one.
 * Unknown specification names and empty values are left out.
 */
export function technicalData(
  property: Pick<Property, "categories" | "importantSpecifications" | "specifications" | "features">,
  language: Language = "fr",
): DataRow[] {
  const texts = technicalTexts[language];
  const rows: DataRow[] = [];
  const category = property.categories[0]?.name;
  if (category) rows.push({ label: texts.category, value: categoryLabel(category, language) });
  for (const spec of allSpecifications(property)) {
    const label = labelOf(spec.name, language);
    if (!label || !hasValue(spec.value)) continue;
    const value = formatSpecification(spec.name, spec.value, language);
    if (value !== "") rows.push({ label, value });
  }
  const features = new Set(property.features.map((feature) => feature.trim()));
  if ([...garageFeatures].some((key) => features.has(key))) rows.push({ label: texts.garage, value: texts.yes });
  if ([...parkingFeatures].some((key) => features.has(key))) rows.push({ label: texts.parking, value: texts.yes });
  return rows;
}

/** French labels of the features, without duplicates, in the order given; unknown keys are left out. */
export function featureList(features: readonly string[], language: Language = "fr"): string[] {
  const labels: string[] = [];
  for (const key of features) {
    const label = featureLabel(key, language);
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/**
 * The few facts shown under the title: rooms ("3½ pièces"), living area ('bruts' when the gross
 * area is a number, else 'habitables'), floor ("Rez") and bathrooms.
 */
export function keyFacts(
  property: Pick<Property, "importantSpecifications" | "specifications">,
  language: Language = "fr",
): string[] {
  const value = (name: string) => specificationValue(property, name);
  const facts: string[] = [];
  const rooms = value("number_of_rooms");
  if (rooms !== undefined && rooms > 0) facts.push(formatRooms(rooms, language));
  const area = formatLivingArea({ gross: value("area_bwf"), net: value("area_nwf") }, language);
  if (area) facts.push(area);
  const floor = value("floor");
  if (floor !== undefined) facts.push(formatFloor(floor, language));
  const bathrooms = value("number_of_bathrooms");
  if (bathrooms !== undefined && bathrooms > 0) facts.push(formatBathrooms(bathrooms, language));
  return facts.filter((fact) => fact !== "");
}
