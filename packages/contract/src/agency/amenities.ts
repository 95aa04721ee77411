/**
 * What a search can ask a listing to have (issue 56): each a value of the address's `avec`, in the
 * order the search form shows them. A listing has one when its feed gives one of the features
 * below (CASAXML keys, to which SwissRETS characteristics and IDX fields are mapped), or the other
 * fact named. Pure.
 *
 * - balcon: a balcony, terrace or loggia (the feature, or its area);
 * - ascenseur: a lift;
 * - parking: a parking space, a garage or a carport;
 * - animaux: pets allowed;
 * - sans-marches: step-free, wheelchair accessible;
 * - neuf: a new build, first occupancy, or a lot of a new-build promotion;
 * - minergie: any Minergie label;
 * - vente-etrangers: may be sold to a person abroad (within the canton's quota, Lex Koller);
 * - residence-secondaire: may be used as a second home (Lex Weber).
 */
export const amenityValues = [
  "balcon",
  "ascenseur",
  "parking",
  "animaux",
  "sans-marches",
  "neuf",
  "minergie",
  "vente-etrangers",
  "residence-secondaire",
] as const;

export type Amenity = (typeof amenityValues)[number];

const featuresOf: Record<Amenity, readonly string[]> = {
  balcon: ["has-balcony"],
  ascenseur: ["has-elevator"],
  parking: [
    "has-parking",
    "has-garage",
    "has-garage-underground",
    "has-garage-double",
    "has-double-garage",
    "has-car-port",
    "has-double-car-port",
    "is-under-roof",
  ],
  animaux: ["is-animal-friendly"],
  "sans-marches": ["is-wheelchair-accessible"],
  neuf: ["is-new-construction", "is-first-time-occupancy", "is-first-occupancy"],
  minergie: ["is-minergie-general", "is-minergie-certified"],
  "vente-etrangers": ["has-foreign-quota"],
  "residence-secondaire": ["is-allowed-as-secondary-residency"],
};

const outdoorAreas: ReadonlySet<string> = new Set(["area_balcony", "area_terrace", "area_loggia"]);

export function isAmenity(value: string): value is Amenity {
  return (amenityValues as readonly string[]).includes(value);
}

/**
 * What the rules read of a listing (a Property of the API has them): written here rather than
 * imported, the API's contract importing this module for its search criteria.
 */
type Listing = {
  features: readonly string[];
  importantSpecifications: readonly { name: string; value: unknown }[];
  specifications: readonly { name: string; value: unknown }[];
  promotion: boolean;
  minergie?: string | null;
};

/** Whether a listing has it, by the facts beyond its features. */
function otherFact(amenity: Amenity, property: Listing): boolean {
  switch (amenity) {
    case "balcon":
      return [...property.importantSpecifications, ...property.specifications].some(
        (spec) => outdoorAreas.has(spec.name) && typeof spec.value === "number" && spec.value > 0,
      );
    case "neuf":
      return property.promotion;
    case "minergie":
      return Boolean(property.minergie) || property.features.some((feature) => feature.startsWith("is-minergie-"));
    default:
      return false;
  }
}

/** What a listing has among the amenities, in their order. */
export function amenitiesOf(property: Listing): Amenity[] {
  const features = new Set(property.features);
  return amenityValues.filter(
    (amenity) => featuresOf[amenity].some((feature) => features.has(feature)) || otherFact(amenity, property),
  );
}
