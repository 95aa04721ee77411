/**
 * Search "types": the five groups of CASAXML categories a visitor can filter on.
 * Every category code belongs to at most one group.
 */
import type { Language } from "../i18n/language";
import type { Catalogue } from "../i18n/texts";

/**
 * The groups, in the search form's order: written out rather than read off typeGroups, so that a
 * script needing only these (the search form's) leaves the category lists out of its bundle.
 */
export const typeGroupValues = ["apartment", "house", "commercial", "parking", "land"] as const;

export type TypeGroupValue = (typeof typeGroupValues)[number];

const frenchNames: Record<TypeGroupValue, string> = {
  apartment: "Appartement",
  house: "Maison",
  commercial: "Commercial",
  parking: "Parking",
  land: "Terrain",
};

/**
 * The groups' names in the search form, per language (slugs stay French, decision 114); typed as a
 * catalogue and checked as those made with defineTexts(…) are, without that call, since the search
 * form brings this module to the browser, where the import would add a file to the first view.
 */
export const typeGroupNames: Catalogue<typeof frenchNames> = {
  fr: frenchNames,
  de: { apartment: "Wohnung", house: "Haus", commercial: "Gewerbe", parking: "Parkplatz", land: "Grundstück" },
  en: { apartment: "Flat", house: "House", commercial: "Commercial property", parking: "Parking", land: "Land" },
};

/** A group's name in a language: "Appartement", "Wohnung", "Flat". */
export function typeGroupLabel(group: TypeGroupValue, language: Language = "fr"): string {
  return typeGroupNames[language][group];
}

export type TypeGroup = {
  value: TypeGroupValue;
  /** French name shown in the search form. */
  name: string;
  /** URL segment, e.g. /vente/appartement. */
  slug: string;
  /** CASAXML category codes. */
  categories: readonly string[];
};

export const typeGroups: readonly TypeGroup[] = [
  {
    value: "apartment",
    name: typeGroupNames.fr.apartment,
    slug: "appartement",
    categories: [
      "apartment",
      "attic-flat",
      "bachelor-flat",
      "duplex",
      "flat",
      "furnished-flat",
      "garden-apartment",
      "granny-flat",
      "ground-floor-flat",
      "loft",
      "maisonette",
      "penthouse",
      "roof-flat",
      "single-room",
      "studio",
      "terrace-flat",
    ],
  },
  {
    value: "house",
    name: typeGroupNames.fr.house,
    slug: "maison",
    categories: [
      "bifamiliar-house",
      "bungalow",
      "castle",
      "chalet",
      "earth-sheltered-dwelling",
      "engadine-house",
      "farm-house",
      "house",
      "house-part",
      "multiple-dwelling",
      "patrician-house",
      "row-house",
      "rustico",
      "single-house",
      "stoeckli",
      "terrace-house",
      "villa",
    ],
  },
  {
    value: "commercial",
    name: typeGroupNames.fr.commercial,
    slug: "commercial",
    categories: [
      // offices, shops and trades
      "commercial",
      "commercial-space",
      "office",
      "retail",
      "retail-space",
      "shopping-center",
      "arcade",
      "kiosk",
      "display-window",
      "exhibition-space",
      "bakery",
      "butcher",
      "hairdresser",
      "doctors-office",
      "laboratory",
      "library",
      "hobby-room",
      "residential-commercial-building",
      // industry and storage
      "factory",
      "industrial-object",
      "warehouse",
      "storage-room",
      "workshop",
      "carpentry-shop",
      "car-repair-shop",
      "fuel-station",
      "cheese-factory",
      // hospitality and leisure
      "hotel",
      "motel",
      "bed-and-breakfast",
      "restaurant",
      "cafe-bar",
      "pub",
      "club-disco",
      "casino",
      "movie-theater",
      "party-room",
      "campground",
      "sports-hall",
      "squash-badminton",
      "indoor-tennis-court",
      "tennis-court",
      "outdoor-swimming-pool",
      "indoor-swimming-pool",
      "golf-course",
      "mini-golf-course",
      "riding-hall",
      "sauna",
      "solarium",
      // care
      "hospital",
      "sanatorium",
      "nursing-home",
      "old-age-home",
      "home",
      "orphanage",
      // agriculture
      "farm",
      "mountain-farm",
      "market-garden",
    ],
  },
  {
    value: "parking",
    name: typeGroupNames.fr.parking,
    slug: "parking",
    categories: [
      "parking",
      "parking-space",
      "car-park",
      "open-slot",
      "covered-slot",
      "underground-slot",
      "multistorey-car-park",
      "garage",
      "single-garage",
      "double-garage",
      "covered-bike-space",
      "boat-dry-dock",
      "boat-landing-stage",
      "boat-mooring",
    ],
  },
  {
    value: "land",
    name: typeGroupNames.fr.land,
    slug: "terrain",
    categories: [
      "plot",
      "building-land",
      "agricultural-land",
      "agricultural-lot",
      "commercial-lot",
      "commercial-plot",
      "industrial-lot",
      "alottmen-garden",
    ],
  },
];

/** Codes deliberately left out of every group (annexes and projects, not searchable as a type). */
export const ungroupedCategories: readonly string[] = [
  "attic-compartment",
  "cellar-compartment",
  "horse-box",
  "building-project",
];

/** Built at the first look-up: a module-level Map would bring every category to each script importing this module. */
let groupByCategory: Map<string, TypeGroupValue> | undefined;

export function isTypeGroupValue(value: string): value is TypeGroupValue {
  return (typeGroupValues as readonly string[]).includes(value);
}

export function typeGroupOf(categoryCode: string): TypeGroupValue | undefined {
  groupByCategory ??= new Map(
    typeGroups.flatMap((group) => group.categories.map((code) => [code, group.value] as const)),
  );
  return groupByCategory.get(categoryCode.trim().toLowerCase());
}

export function typeGroupBySlug(slug: string): TypeGroup | undefined {
  const wanted = slug.trim().toLowerCase();
  return typeGroups.find((group) => group.slug === wanted);
}

export function typeGroupByValue(value: string): TypeGroup | undefined {
  return typeGroups.find((group) => group.value === value);
}
