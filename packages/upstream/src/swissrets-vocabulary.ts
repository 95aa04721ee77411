import { featureLabel, specification } from "@rli/contract/agency/vocabulary";

/**
 * SwissRETS words to the site's CASAXML vocabulary: categories, features
 * (applicable characteristics → kebab keys) and numeric values (→ snake names).
 * The rule: the same word in kebab or snake case when the vocabulary knows it,
 * otherwise the alias listed here; words with neither are dropped.
 */

const categoryAliases: Readonly<Record<string, string>> = {
  "advertising-area": "commercial",
  "allotment-garden": "alottmen-garden",
  atelier: "workshop",
  bar: "cafe-bar",
  "building-lot": "building-land",
  cafe: "cafe-bar",
  "covered-motorbike-parking-space": "covered-slot",
  "covered-parking-space": "covered-slot",
  "department-store": "shopping-center",
  "detached-house": "single-house",
  "duplex-house": "bifamiliar-house",
  "multiplex-house": "multiple-dwelling",
  "one-room-flat": "studio",
  "open-motorbike-parking-space": "open-slot",
  "open-parking-space": "open-slot",
  "retail-location": "retail",
  "retirement-home": "old-age-home",
  "shared-apartment": "single-room",
  "stepped-flat": "terrace-flat",
  "stepped-house": "terrace-house",
  "underground-parking-space": "underground-slot",
};

/** The CASAXML category code of a SwissRETS category. */
export function categoryCode(swissretsCategory: string): string {
  return categoryAliases[swissretsCategory] ?? swissretsCategory;
}

const featureAliases: Readonly<Record<string, string>> = {
  arePetsAllowed: "is-animal-friendly",
  hasCableTv: "has-cabletv",
  hasCarPortDouble: "has-double-car-port",
  hasDemolitionProperty: "has_demolition_property",
  hasEvChargingStation: "has-charging-station-for-electric-car",
  hasGardenShed: "has-gardenhouse",
  hasSwimmingPool: "has-swimmingpool",
  hasTumbleDryer: "has-tumbler",
  isGroundFloorRaised: "has-raised-ground-floor",
  isInNeedOfRenovation: "is-renovation-indigent",
  isInNeedOfRenovationPartially: "is-partially-renovation-indigent",
  isLikeNew: "is-new",
  isProjection: "is_projection",
  isRefurbishedPartially: "is-partially-refurbished",
  isSecondaryResidenceAllowed: "is-allowed-as-secondary-residency",
  onHillside: "on-a-slope",
  onHillsideSouth: "on-a-south-slope",
};

/** Characteristics whose "does-not-apply" is itself a feature. */
const negativeFeatures: Readonly<Record<string, string>> = {
  isSmokingAllowed: "is-non-smoking",
};

function kebab(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function snake(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The feature key of an applicable characteristic with its value, or undefined
 * when it is not a feature the site can label.
 */
export function featureKey(characteristic: string, value: string): string | undefined {
  let key: string | undefined;
  if (value === "applies") key = featureAliases[characteristic] ?? kebab(characteristic);
  else if (value === "does-not-apply") key = negativeFeatures[characteristic];
  return key !== undefined && featureLabel(key) !== undefined ? key : undefined;
}

const specificationAliases: Readonly<Record<string, string>> = {
  craneCapacity: "carrying_capacity_crane",
  elevatorLoad: "carrying_capacity_elevator",
  floorLoad: "maximal_floor_loading",
  numberOfApartements: "number_of_apartments",
  numberOfToiletsGuest: "number_of_guest_toilets",
  utilizationRatio: "utilization_number",
  utilizationRatioConstruction: "construction_utilization_number",
  volumeSia116Gv: "volume_sia116_gv",
};

/** The snake name of a numeric characteristic, or undefined when the vocabulary has no such value. */
export function specificationName(characteristic: string): string | undefined {
  const name = specificationAliases[characteristic] ?? snake(characteristic);
  return specification(name) !== undefined ? name : undefined;
}

/** Values shown first and in the summary of a listing, in this order. */
export const importantSpecificationNames = [
  "number_of_rooms",
  "area_bwf",
  "area_nwf",
  "area_sia_gsf",
  "year_built",
  "floor",
] as const;
