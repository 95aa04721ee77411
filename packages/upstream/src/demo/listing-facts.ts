/**
 * What is known of one ordinary demo listing while it is drawn: its kind and place, its
 * characteristics and features, its surfaces, its price or rent and the lines its description lists.
 */
import type { Rng } from "../pictures/random";
import type { Kind } from "./kinds";
import type { Place } from "./places";
import type { AvailabilityState, Characteristics, DemoProperty } from "./shapes";

export type Draft = {
  kind: Kind;
  place: Place;
  type: "buy" | "rent";
  state: AvailabilityState;
  createdMs: number;
};

export type Facts = Omit<Draft, "createdMs"> & {
  residential: boolean;
  /** SwissRETS characteristics; features are set to "applies" by `apply`. */
  c: Characteristics;
  features: Set<string>;
  rooms: number;
  area: number;
  land: number;
  floor?: number;
  yearBuilt?: number;
  renovated?: number;
  price: number;
  rentNet: number;
  rentExtra: number;
  heating?: DemoProperty["heating"];
  minergie?: string;
  /** Lines of the description's list that the characteristics alone do not give. */
  extras: string[];
  offers: NonNullable<DemoProperty["prices"]["additionalOffers"]>;
  lakeView: boolean;
  mountainView: boolean;
  development?: DemoProperty["development"];
  buildingZones?: string;
  parcelNumbers?: string;
};

export function apply(facts: Facts, key: string): void {
  facts.features.add(key);
  facts.c[key] = "applies";
}

/** The facts before any characteristic is drawn: the draft and its views. */
export function newFacts(rng: Rng, draft: Draft): Facts {
  const { kind, place, type, state } = draft;
  const lakeView =
    place.lake && rng.chance(kind.id === "attic" || kind.id === "terrace-flat" || kind.id === "villa" ? 0.85 : 0.4);
  const mountainView = !lakeView && (place.mountain || place.area === "chablais") && rng.chance(0.55);
  return {
    kind,
    place,
    type,
    state,
    residential: kind.group === "apartment" || kind.group === "house",
    c: {},
    features: new Set<string>(),
    rooms: 0,
    area: 0,
    land: 0,
    price: 0,
    rentNet: 0,
    rentExtra: 0,
    extras: [],
    offers: [],
    lakeView,
    mountainView,
  };
}
