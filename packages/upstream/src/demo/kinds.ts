/**
 * The kinds of ordinary demo listings (apartment, villa, garage, building lot…), their weights and
 * where they are found, and the rooms each kind is drawn with.
 */
import type { PropertyImageKind } from "../pictures/catalog";
import type { Rng } from "../pictures/random";
import { places, type Place } from "./places";

export type Group = "apartment" | "house" | "commercial" | "parking" | "land";

export type Kind = {
  id: string;
  group: Group;
  /** SwissRETS categories. */
  categories: string[];
  /** Title openings, e.g. "Bel appartement". */
  openings: readonly string[];
  /** "cet appartement", "cette villa". */
  demonstrative: string;
  feminine?: boolean;
  weight: number;
  rentShare: number;
  facade: PropertyImageKind;
  where?: (place: Place) => boolean;
};

export const kinds: readonly Kind[] = [
  {
    id: "apartment",
    group: "apartment",
    categories: ["apartment"],
    openings: [
      "Appartement",
      "Bel appartement",
      "Lumineux appartement",
      "Spacieux appartement",
      "Charmant appartement",
    ],
    demonstrative: "cet appartement",
    weight: 30,
    rentShare: 0.5,
    facade: "immeuble",
  },
  {
    id: "attic",
    group: "apartment",
    categories: ["attic-flat", "apartment"],
    openings: ["Attique", "Magnifique attique", "Bel attique"],
    demonstrative: "cet attique",
    weight: 6,
    rentShare: 0.3,
    facade: "immeuble",
  },
  {
    id: "duplex",
    group: "apartment",
    categories: ["maisonette", "apartment"],
    openings: ["Duplex", "Spacieux duplex", "Beau duplex"],
    demonstrative: "ce duplex",
    weight: 5,
    rentShare: 0.4,
    facade: "immeuble",
  },
  {
    id: "loft",
    group: "apartment",
    categories: ["loft"],
    openings: ["Loft", "Superbe loft"],
    demonstrative: "ce loft",
    weight: 2,
    rentShare: 0.5,
    facade: "immeuble",
    where: (p) => p.area === "riviera" || p.locality === "Monthey",
  },
  {
    id: "terrace-flat",
    group: "apartment",
    categories: ["stepped-flat", "apartment"],
    openings: ["Appartement en terrasse", "Bel appartement en terrasse"],
    demonstrative: "cet appartement en terrasse",
    weight: 2,
    rentShare: 0.3,
    facade: "immeuble",
    where: (p) => p.lake,
  },
  {
    id: "studio",
    group: "apartment",
    categories: ["one-room-flat"],
    openings: ["Studio", "Joli studio", "Studio lumineux"],
    demonstrative: "ce studio",
    weight: 4,
    rentShare: 0.85,
    facade: "immeuble",
  },
  {
    id: "house",
    group: "house",
    categories: ["detached-house"],
    openings: ["Maison individuelle", "Belle maison individuelle", "Maison familiale"],
    demonstrative: "cette maison",
    feminine: true,
    weight: 8,
    rentShare: 0.2,
    facade: "maison",
  },
  {
    id: "villa",
    group: "house",
    categories: ["villa"],
    openings: ["Villa", "Superbe villa", "Élégante villa", "Villa d'architecte"],
    demonstrative: "cette villa",
    feminine: true,
    weight: 7,
    rentShare: 0.15,
    facade: "villa",
  },
  {
    id: "chalet",
    group: "house",
    categories: ["chalet"],
    openings: ["Chalet", "Chalet de caractère", "Joli chalet", "Chalet familial"],
    demonstrative: "ce chalet",
    weight: 6,
    rentShare: 0.2,
    facade: "chalet",
    where: (p) => p.mountain,
  },
  {
    id: "row-house",
    group: "house",
    categories: ["row-house"],
    openings: ["Villa mitoyenne", "Maison mitoyenne"],
    demonstrative: "cette maison",
    feminine: true,
    weight: 4,
    rentShare: 0.25,
    facade: "maison",
  },
  {
    id: "office",
    group: "commercial",
    categories: ["office"],
    openings: ["Surface de bureaux", "Bureaux"],
    demonstrative: "cette surface de bureaux",
    feminine: true,
    weight: 5,
    rentShare: 0.75,
    facade: "immeuble",
    where: (p) => p.weight >= 4,
  },
  {
    id: "retail",
    group: "commercial",
    categories: ["retail-location", "commercial-space"],
    openings: ["Arcade commerciale", "Surface commerciale"],
    demonstrative: "cette arcade",
    feminine: true,
    weight: 3,
    rentShare: 0.8,
    facade: "commerce",
    where: (p) => p.weight >= 4,
  },
  {
    id: "workshop",
    group: "commercial",
    categories: ["workshop", "storage-room"],
    openings: ["Atelier-dépôt", "Atelier"],
    demonstrative: "cet atelier",
    weight: 1,
    rentShare: 0.7,
    facade: "garage",
    where: (p) => p.area === "chablais",
  },
  {
    id: "garage",
    group: "parking",
    categories: ["single-garage"],
    openings: ["Box de garage fermé", "Garage individuel"],
    demonstrative: "ce garage",
    weight: 3,
    rentShare: 1,
    facade: "garage",
  },
  {
    id: "double-garage",
    group: "parking",
    categories: ["double-garage"],
    openings: ["Garage double"],
    demonstrative: "ce garage double",
    weight: 1,
    rentShare: 1,
    facade: "garage",
  },
  {
    id: "underground",
    group: "parking",
    categories: ["underground-parking-space", "parking-space"],
    openings: ["Place de parc intérieure", "Place de parc dans parking souterrain"],
    demonstrative: "cette place de parc",
    feminine: true,
    weight: 4,
    rentShare: 1,
    facade: "parking",
    where: (p) => p.weight >= 4,
  },
  {
    id: "building-lot",
    group: "land",
    categories: ["building-lot"],
    openings: ["Terrain à bâtir", "Parcelle à bâtir"],
    demonstrative: "ce terrain",
    weight: 5,
    rentShare: 0,
    facade: "terrain",
  },
  {
    id: "plot",
    group: "land",
    categories: ["plot"],
    openings: ["Parcelle de terrain", "Terrain"],
    demonstrative: "cette parcelle",
    feminine: true,
    weight: 1,
    rentShare: 0,
    facade: "terrain",
    where: (p) => p.area === "chablais",
  },
];

export function pickPlace(rng: Rng, kind: Kind): Place {
  const allowed = places.filter((p) => !kind.where || kind.where(p));
  return rng.weighted(allowed.map((p) => [p, p.weight] as const));
}

export function roomChoice(rng: Rng, kind: Kind): number {
  switch (kind.id) {
    case "studio":
      return rng.pick([1, 1, 1.5]);
    case "attic":
      return rng.pick([3.5, 4.5, 4.5, 5.5]);
    case "duplex":
      return rng.pick([4.5, 5.5, 5.5, 6.5]);
    case "loft":
      return rng.pick([2.5, 3.5, 4.5]);
    case "terrace-flat":
      return rng.pick([3.5, 4.5, 5.5]);
    case "house":
      return rng.pick([4.5, 5.5, 5.5, 6.5, 7.5]);
    case "villa":
      return rng.pick([5.5, 6.5, 6.5, 7.5, 8.5]);
    case "chalet":
      return rng.pick([3.5, 4.5, 5.5, 6.5, 7.5]);
    case "row-house":
      return rng.pick([4.5, 5.5, 5.5, 6.5]);
    default:
      return rng.weighted([
        [2, 1],
        [2.5, 3],
        [3, 1],
        [3.5, 5],
        [4, 1],
        [4.5, 4],
        [5.5, 2],
      ]);
  }
}
