/**
 * The demo inventory: a SwissRETS JSON document with the listings of a fictitious agency
 * of the Chablais and the Riviera, generated from a seed so that it is the same every time.
 *
 * - `properties`: ordinary listings (RLM-1001, RLM-1002, …), then the lots of the promotions
 *   (RLM-P01-A-1: promotion RLM-P01, building A, lot 1), linked to their building by `unitReferenceId`.
 * - `projects`: new-build promotions; each `unit` is a building (RLM-P01-A).
 */
import { SwissRetsVersion } from "@qualipool/swissrets-json";
import { agency, team, type TeamMember } from "@rli/contract/agency/agency";
import { demoPhotoPath, type PropertyImageKind } from "../pictures/catalog";
import { zurichParts } from "@rli/contract/agency/zurich-time";
import { Rng } from "../pictures/random";
import { places, type Place } from "./places";

// ---------------------------------------------------------------------------------------------
// SwissRETS shapes (the subset written here).

type Applies = "applies";
type Address = {
  countryCode: string;
  locality: string;
  region: string;
  postalCode: string;
  street?: string;
  streetNumber?: string;
  geo?: { latitude: number; longitude: number };
};
type Image = { url: string; title?: string };
type Localization = {
  languageCode: "fr";
  title: string;
  excerpt?: string;
  description?: string;
  location?: string;
  visitInformation?: string;
  events?: DemoEvent[];
  attachments?: { images: Image[] };
};
type DemoEvent = { name: string; start: string; end: string; location?: string; summary?: string };
type Person = {
  gender?: string;
  function?: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  mobile?: string;
};
type Organization = {
  id: string;
  legalName: string;
  brand: string;
  email: string;
  phone: string;
  website: { url: string; label: string };
  address: Address;
};
type Seller = { inquiryEmail: string; organization: Organization; contactPerson: Person; visitPerson?: Person };
export type AvailabilityState = "active" | "reserved" | "taken";
type Characteristics = Record<string, number | Applies>;

export type DemoProperty = {
  id: string;
  referenceId: string;
  unitReferenceId?: string;
  type: "buy" | "rent";
  created: string;
  modified: string;
  availability: { state: AvailabilityState; start: string };
  categories: string[];
  address: Address;
  characteristics: Characteristics;
  heating?: { generation: string; distribution?: string };
  minergieCertification?: string;
  development?: "full" | "partial" | "undeveloped";
  buildingZones?: string;
  parcelNumbers?: string;
  prices: {
    currency: "CHF";
    buy?: { price: number; referring: "all" };
    rent?: { gross: number; net: number; extra: number; interval: "month"; referring: "all" };
    deposit?: { amount: number; type: "bank-guarantee" | "deposit-guarantee" };
    additionalOffers?: { type: string; interval: "month" | "onetime"; price: number }[];
  };
  localizations: Localization[];
  seller: Seller;
};

export type DemoProject = {
  id: string;
  referenceId: string;
  availability: { state: "active"; start: string };
  constructionStatus: "planned" | "under-construction" | "ready" | "completed";
  address: Address;
  prices: { currency: "CHF"; buy: { priceFrom: number; priceTo: number; referring: "all" } };
  characteristics: {
    areaBwfFrom: number;
    areaBwfTo: number;
    numberOfRoomsFrom: number;
    numberOfRoomsTo: number;
    numberOfResidentialUnits: number;
  };
  localizations: Localization[];
  units: {
    id: string;
    referenceId: string;
    localizations: { languageCode: "fr"; title: string }[];
    characteristics: { numberOfFloors: number }[];
  }[];
  seller: Omit<Seller, "visitPerson">;
};

export type DemoInventory = {
  created: string;
  generator: { name: string; version: string };
  properties: DemoProperty[];
  projects: DemoProject[];
};

export type GenerateOptions = {
  /** Ordinary listings (promotion lots come on top). */
  count?: number;
  seed?: string;
  /** The moment the inventory is dated; listings are published in the months before it. */
  now?: string;
};

export const DEMO_DEFAULTS = {
  count: 48,
  seed: "rhone-leman-immobilier",
  now: "2026-11-16T07:30:00.000Z",
} as const;

// ---------------------------------------------------------------------------------------------
// Small helpers.

const DAY = 86_400_000;

/** 1'250'000 */
function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

function chf(n: number): string {
  return `CHF ${thousands(n)}.–`;
}

/** 3.5 → 3½ */
function half(n: number): string {
  const whole = Math.floor(n);
  return n - whole >= 0.5 ? `${whole}½` : String(whole);
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n > 1 ? pluralForm : singular}`;
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

function floorLabel(floor: number): string {
  if (floor === 0) return "rez-de-chaussée";
  return floor === 1 ? "1er étage" : `${floor}e étage`;
}

function splitStreet(street: string): { street: string; streetNumber?: string } {
  const match = /^(.*\S)\s+(\d+\w?)$/.exec(street);
  return match ? { street: match[1] as string, streetNumber: match[2] as string } : { street };
}

function member(id: string): TeamMember {
  const found = team.find((m) => m.id === id);
  if (!found) throw new Error(`unknown team member ${id}`);
  return found;
}

function person(m: TeamMember): Person {
  const p: Person = {
    gender: m.title === "Madame" ? "female" : "male",
    function: m.role,
    givenName: m.first_name,
    familyName: m.last_name,
    email: m.email,
    phone: m.phone,
  };
  if (m.mobile) p.mobile = m.mobile;
  return p;
}

function organization(area: Place["area"]): Organization {
  const office = area === "chablais" ? agency.offices[0] : agency.offices[1];
  return {
    id: area === "chablais" ? "rlm-monthey" : "rlm-vevey",
    legalName: agency.name,
    brand: agency.name,
    email: agency.email,
    phone: office.phone,
    website: { url: agency.siteUrl, label: agency.siteUrl.replace(/^https:\/\/(www\.)?/, "") },
    address: {
      countryCode: "CH",
      locality: office.town,
      region: office.region,
      postalCode: office.postalCode,
      ...splitStreet(office.street),
    },
  };
}

function seller(area: Place["area"], contact: TeamMember, visit?: TeamMember): Seller {
  const s: Seller = { inquiryEmail: agency.email, organization: organization(area), contactPerson: person(contact) };
  if (visit && visit.id !== contact.id) s.visitPerson = person(visit);
  return s;
}

/** Allocates `count` items to weighted options (largest remainder), then shuffles them. */
function allocate<T>(rng: Rng, count: number, options: readonly (readonly [T, number])[], atLeastOne = false): T[] {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  const exact = options.map(([value, w]) => ({ value, share: (count * w) / total }));
  const counts = exact.map((e) => Math.floor(e.share));
  if (atLeastOne && count >= options.length) {
    for (let i = 0; i < counts.length; i += 1) if (counts[i] === 0) counts[i] = 1;
  }
  let assigned = counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e.share - Math.floor(e.share) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; assigned < count; k += 1) {
    const slot = byRemainder[k % byRemainder.length] as { i: number };
    counts[slot.i] = (counts[slot.i] ?? 0) + 1;
    assigned += 1;
  }
  while (assigned > count) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest] = (counts[largest] ?? 1) - 1;
    assigned -= 1;
  }
  const out: T[] = [];
  exact.forEach((e, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k += 1) out.push(e.value);
  });
  return rng.shuffle(out);
}

// ---------------------------------------------------------------------------------------------
// Kinds of listings.

export type Group = "apartment" | "house" | "commercial" | "parking" | "land";

type Kind = {
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

const kinds: readonly Kind[] = [
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

const imageCaptions: Record<PropertyImageKind, string> = {
  maison: "Façade",
  chalet: "Le chalet",
  villa: "La villa",
  immeuble: "L'immeuble",
  lac: "Vue sur le lac",
  salon: "Séjour",
  cuisine: "Cuisine",
  chambre: "Chambre",
  "salle-de-bain": "Salle de bain",
  terrain: "La parcelle",
  garage: "Le garage",
  parking: "Le parking",
  bureau: "Bureaux",
  commerce: "La vitrine",
};

function images(refNumber: number, kinds: readonly PropertyImageKind[], titlePrefix = ""): Image[] {
  return kinds.map((kind, i) => ({
    url: demoPhotoPath(kind, refNumber * 10 + i),
    title: `${titlePrefix}${imageCaptions[kind]}`,
  }));
}

const heatingLabels: Record<string, string> = {
  heatpump: "par pompe à chaleur",
  "heatpump-air-and-water": "par pompe à chaleur air-eau",
  "geothermal-probe": "par sonde géothermique",
  gas: "au gaz",
  oil: "au mazout",
  district: "à distance",
  wood: "au bois",
  "wood-pellet": "aux pellets",
  electricity: "électrique",
};

// ---------------------------------------------------------------------------------------------
// One ordinary listing.

type Draft = {
  kind: Kind;
  place: Place;
  type: "buy" | "rent";
  state: AvailabilityState;
  createdMs: number;
};

function pickPlace(rng: Rng, kind: Kind): Place {
  const allowed = places.filter((p) => !kind.where || kind.where(p));
  return rng.weighted(allowed.map((p) => [p, p.weight] as const));
}

function pickAgent(rng: Rng, place: Place, type: "buy" | "rent"): { contact: TeamMember; visit?: TeamMember } {
  const areaAgent = place.area === "chablais" ? member("sophie-carron") : member("julien-dubois");
  if (type === "rent") {
    return rng.chance(0.75)
      ? { contact: member("nadia-perrin") }
      : { contact: areaAgent, visit: member("nadia-perrin") };
  }
  return rng.chance(0.75) ? { contact: areaAgent } : { contact: member("laurent-rochat"), visit: areaAgent };
}

function roomChoice(rng: Rng, kind: Kind): number {
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

function buildListing(rng: Rng, draft: Draft, refNumber: number, nowMs: number): DemoProperty {
  const { kind, place, type, state } = draft;
  const ref = `RLM-${refNumber}`;
  const c: Characteristics = {};
  const features = new Set<string>();
  const apply = (key: string) => {
    features.add(key);
    c[key] = "applies";
  };
  const residential = kind.group === "apartment" || kind.group === "house";
  const agent = pickAgent(rng, place, type);
  const streetLine = `${rng.pick(place.streets)} ${rng.int(1, 48)}`;
  const address: Address = {
    countryCode: "CH",
    locality: place.locality,
    region: place.region,
    postalCode: place.postalCode,
    ...splitStreet(streetLine),
    geo: {
      latitude: Math.round((place.lat + rng.float(-0.006, 0.006)) * 1e6) / 1e6,
      longitude: Math.round((place.lon + rng.float(-0.008, 0.008)) * 1e6) / 1e6,
    },
  };
  // Villas, chalets and land are published without their street.
  if (kind.group === "land" || kind.id === "villa" || (kind.id === "chalet" && rng.chance(0.5))) {
    delete address.street;
    delete address.streetNumber;
  }

  let rooms = 0;
  let area = 0;
  let land = 0;
  let floor: number | undefined;
  let yearBuilt: number | undefined;
  let renovated: number | undefined;
  let price = 0;
  let rentNet = 0;
  let rentExtra = 0;
  let heating: DemoProperty["heating"];
  let minergie: string | undefined;
  const extras: string[] = [];
  const offers: NonNullable<DemoProperty["prices"]["additionalOffers"]> = [];
  const lakeView =
    place.lake && rng.chance(kind.id === "attic" || kind.id === "terrace-flat" || kind.id === "villa" ? 0.85 : 0.4);
  const mountainView = !lakeView && (place.mountain || place.area === "chablais") && rng.chance(0.55);

  if (residential) {
    rooms = roomChoice(rng, kind);
    const perRoom =
      kind.group === "house" ? rng.float(26, 36) : kind.id === "loft" ? rng.float(34, 44) : rng.float(22, 28);
    area = kind.id === "studio" ? rng.int(24, 40) : Math.round(rooms * perRoom + rng.float(-6, 12));
    const newBuild = rng.chance(0.14);
    yearBuilt = newBuild
      ? rng.int(2024, 2026)
      : rng.weighted([
          [rng.int(1900, 1959), kind.id === "chalet" || kind.id === "house" ? 2 : 1],
          [rng.int(1960, 1989), 4],
          [rng.int(1990, 2009), 4],
          [rng.int(2010, 2023), 3],
        ]);
    if (yearBuilt < 2005 && rng.chance(0.5)) renovated = rng.int(Math.max(yearBuilt + 15, 2008), 2025);
    if (newBuild) {
      apply("isNewConstruction");
      if (state === "active") apply("isFirstOccupancy");
    } else if (renovated !== undefined && renovated >= 2018) {
      apply("isRefurbished");
    } else if (rng.chance(0.3)) {
      apply("isWellTended");
    }
    const bathrooms = rooms < 3 ? 1 : rooms < 5 ? rng.int(1, 2) : rng.int(2, 3);
    c.numberOfRooms = rooms;
    c.numberOfBathrooms = bathrooms;
    if (rooms >= 4.5 && rng.chance(0.6)) c.numberOfToiletsGuest = 1;
    c.areaBwf = area;
    c.areaNwf = Math.round(area * rng.float(0.86, 0.92));
    c.yearBuilt = yearBuilt;
    if (renovated !== undefined) c.yearLastRenovated = renovated;
    c.ceilingHeight =
      kind.id === "loft" ? 3.4 : kind.id === "chalet" ? 2.35 : Math.round(rng.float(2.4, 2.7) * 100) / 100;
    if (rng.chance(0.8)) {
      apply("hasCellar");
      c.areaCellar = rng.int(5, 14);
    }
    if (rng.chance(0.8)) apply("hasDishwasher");
    if (rng.chance(0.45)) apply("hasWashingMachine");
    if (rng.chance(0.55)) apply("isQuiet");
    if (rng.chance(0.6)) apply("isSunny");
    if (lakeView) apply("hasLakeView");
    if (mountainView) apply("hasMountainView");
    if (!lakeView && !mountainView && rng.chance(0.3)) apply("hasNiceView");
    if (type === "rent" && rng.chance(0.4)) apply("arePetsAllowed");
    heating = newBuild
      ? { generation: rng.pick(["heatpump", "geothermal-probe", "heatpump-air-and-water"]), distribution: "floor" }
      : kind.id === "chalet"
        ? {
            generation: rng.pick(["wood", "heatpump", "oil", "wood-pellet"]),
            distribution: rng.pick(["radiator", "floor"]),
          }
        : {
            generation: rng.pick(["oil", "gas", "district", "heatpump"]),
            distribution: yearBuilt > 2000 ? "floor" : "radiator",
          };
    if (newBuild && rng.chance(0.6)) minergie = rng.pick(["Minergie", "Minergie-P", "Minergie-Eco"]);
  }

  if (kind.group === "apartment") {
    const storeys = kind.id === "attic" ? rng.int(4, 7) : rng.int(3, 7);
    floor =
      kind.id === "attic" ? storeys - 1 : kind.id === "duplex" ? rng.int(1, storeys - 2) : rng.int(0, storeys - 1);
    c.floor = floor;
    c.numberOfFloors = kind.id === "duplex" ? 2 : 1;
    if (storeys >= 4 || (yearBuilt ?? 0) > 1990 || rng.chance(0.4)) apply("hasElevator");
    if ((yearBuilt ?? 0) >= 2010 && features.has("hasElevator") && rng.chance(0.6)) apply("isWheelchairAccessible");
    if (floor === 0 && kind.id === "apartment" && rng.chance(0.6)) {
      apply("isGroundFloor");
      c.areaGarden = rng.int(40, 160);
      extras.push(`Jardin privatif de ${c.areaGarden} m²`);
    } else if (kind.id === "attic" || kind.id === "terrace-flat") {
      apply("hasBalcony");
      c.areaTerrace = rng.int(30, 110);
      extras.push(`Terrasse de ${c.areaTerrace} m²`);
    } else if (kind.id !== "studio" || rng.chance(0.4)) {
      if (rng.chance(0.85)) {
        apply("hasBalcony");
        c.areaBalcony = kind.id === "studio" ? rng.int(4, 8) : rng.int(6, 22);
        extras.push(`Balcon de ${c.areaBalcony} m²`);
      }
    }
    if (rng.chance(0.45)) {
      apply("hasGarage");
      apply("hasGarageUnderground");
      const parkingPrice =
        type === "buy"
          ? roundTo(rng.int(25000, place.area === "riviera" ? 48000 : 38000), 1000)
          : roundTo(rng.int(110, 190), 10);
      offers.push({
        type: "parking-garage-underground",
        interval: type === "buy" ? "onetime" : "month",
        price: parkingPrice,
      });
      extras.push(`Place de parc intérieure en sus : ${chf(parkingPrice)}${type === "rent" ? " par mois" : ""}`);
    } else if (rng.chance(0.5)) {
      apply("hasParking");
      const parkingPrice = type === "buy" ? roundTo(rng.int(12000, 20000), 1000) : roundTo(rng.int(50, 90), 10);
      offers.push({
        type: "parking-exterior-space",
        interval: type === "buy" ? "onetime" : "month",
        price: parkingPrice,
      });
      extras.push(`Place de parc extérieure en sus : ${chf(parkingPrice)}${type === "rent" ? " par mois" : ""}`);
    }
    if (rng.chance(0.3)) apply("isChildFriendly");
    if (rooms >= 3.5 && rng.chance(0.12)) apply("hasFireplace");
  }

  if (kind.group === "house") {
    land = kind.id === "villa" ? rng.int(700, 2400) : kind.id === "row-house" ? rng.int(180, 450) : rng.int(450, 1300);
    c.areaPropertyLand = land;
    c.areaSiaGsf = land;
    c.numberOfFloors = rng.int(2, 3);
    c.volumeSiaGv = Math.round(area * rng.float(3.6, 4.4));
    c.areaGarden = Math.round(land * rng.float(0.45, 0.7));
    apply("hasBalcony");
    if (rng.chance(0.7)) {
      apply("hasGarage");
      if (rng.chance(0.35)) apply("hasGarageDouble");
    }
    if (rng.chance(0.8)) apply("hasParking");
    if (rng.chance(kind.id === "chalet" ? 0.8 : 0.5)) apply("hasFireplace");
    if (kind.id === "villa" && rng.chance(0.5)) {
      apply("hasSwimmingPool");
      extras.push("Piscine extérieure chauffée");
    }
    if (rng.chance(0.6)) apply("isChildFriendly");
    if (rng.chance(0.3)) apply("hasGardenShed");
    if (rng.chance(0.3)) apply("hasPhotovoltaic");
    if (rng.chance(0.2)) apply("hasEvChargingStation");
    if (kind.id === "row-house") apply(rng.chance(0.5) ? "isCornerHouse" : "isMiddleHouse");
    if (place.mountain || rng.chance(0.3)) apply(rng.chance(0.6) ? "onHillsideSouth" : "onHillside");
    if (kind.id === "chalet" && place.locality === "Champéry" && (yearBuilt ?? 2020) < 2012)
      apply("isSecondaryResidenceAllowed");
    extras.push(`Parcelle de ${thousands(land)} m²`);
  }

  if (residential) {
    const perM2 = rng.float(place.buyPerM2[0], place.buyPerM2[1]);
    const premium =
      (lakeView ? 1.12 : 1) *
      (features.has("isNewConstruction") ? 1.08 : 1) *
      ((yearBuilt ?? 2000) < 1980 && renovated === undefined ? 0.88 : 1) *
      (kind.id === "attic" || kind.id === "villa" ? 1.1 : 1);
    if (type === "buy") {
      const landValue = land * rng.float(place.landPerM2[0], place.landPerM2[1]) * 0.35;
      price = area * perM2 * premium + landValue;
      price = Math.min(3_500_000, Math.max(250_000, price));
      price = roundTo(price, price >= 1_000_000 ? 10_000 : 5_000);
    } else {
      const perYear = rng.float(place.rentPerM2Year[0], place.rentPerM2Year[1]) * (lakeView ? 1.08 : 1);
      rentNet = roundTo((area * perYear) / 12, 10);
      rentExtra = roundTo(kind.group === "house" ? rng.int(250, 450) : 90 + area * rng.float(1.6, 2.6), 10);
      if (rentNet + rentExtra > 6000) rentNet = 6000 - rentExtra;
      if (rentNet + rentExtra < 450) rentNet = 450 - rentExtra;
    }
  }

  if (kind.group === "commercial") {
    area = kind.id === "retail" ? rng.int(45, 260) : kind.id === "workshop" ? rng.int(80, 400) : rng.int(60, 380);
    c.areaSiaNf = area;
    c.areaSiaGf = Math.round(area * rng.float(1.08, 1.15));
    yearBuilt = rng.int(1965, 2022);
    c.yearBuilt = yearBuilt;
    if (kind.id === "office") {
      floor = rng.int(1, 5);
      c.floor = floor;
      c.numberOfRooms = Math.max(2, Math.round(area / 35));
      c.ceilingHeight = Math.round(rng.float(2.6, 3) * 100) / 100;
      apply("hasElevator");
      if (rng.chance(0.7)) apply("hasFiberOptic");
      if (rng.chance(0.6)) apply("isWheelchairAccessible");
      if (lakeView) apply("hasLakeView");
    } else if (kind.id === "retail") {
      floor = 0;
      c.floor = 0;
      c.ceilingHeight = Math.round(rng.float(2.8, 3.6) * 100) / 100;
      apply("isGroundFloor");
      apply("isWheelchairAccessible");
    } else {
      floor = 0;
      c.floor = 0;
      c.hallHeight = Math.round(rng.float(3.8, 6) * 10) / 10;
      c.floorLoad = roundTo(rng.int(500, 1500), 100);
      apply("hasRamp");
      if (rng.chance(0.4)) apply("hasLiftingPlatform");
    }
    if (rng.chance(0.6)) apply("hasParking");
    const perYear =
      kind.id === "retail" ? rng.float(230, 420) : kind.id === "workshop" ? rng.float(110, 170) : rng.float(180, 300);
    const factor = place.area === "riviera" ? 1.15 : 1;
    if (type === "rent") {
      rentNet = roundTo((area * perYear * factor) / 12, 10);
      rentExtra = roundTo(area * rng.float(2, 3.5), 10);
      if (rentNet + rentExtra > 6000) rentNet = 6000 - rentExtra;
    } else {
      const perM2 = kind.id === "workshop" ? rng.float(1600, 2600) : rng.float(4200, 7200);
      price = roundTo(Math.min(3_500_000, Math.max(250_000, area * perM2 * factor)), 5000);
    }
    heating = { generation: rng.pick(["gas", "district", "heatpump", "oil"]), distribution: "radiator" };
  }

  if (kind.group === "parking") {
    if (kind.id === "double-garage") {
      c.areaSiaNf = rng.int(34, 40);
      apply("hasGarageDouble");
      rentNet = roundTo(rng.int(280, 380), 10);
    } else if (kind.id === "garage") {
      c.areaSiaNf = rng.int(15, 19);
      apply("hasGarage");
      rentNet = roundTo(rng.int(180, 260), 10);
    } else {
      c.areaSiaNf = 12.5;
      apply("hasGarageUnderground");
      apply("hasParking");
      rentNet = roundTo(rng.int(180, 240), 10);
      if (rng.chance(0.3)) {
        apply("hasChargingStation");
        extras.push("Borne de recharge pour véhicule électrique");
      }
    }
    area = c.areaSiaNf;
    if (place.area === "riviera") rentNet += 20;
    rentExtra = 0;
  }

  let development: DemoProperty["development"];
  let buildingZones: string | undefined;
  let parcelNumbers: string | undefined;
  if (kind.group === "land") {
    land = kind.id === "plot" ? rng.int(900, 3200) : rng.int(550, 1600);
    area = land;
    c.areaSiaGsf = land;
    c.areaPropertyLand = land;
    c.utilizationRatio = Math.round(rng.float(0.25, 0.6) * 100) / 100;
    development = rng.chance(0.7) ? "full" : "partial";
    buildingZones = rng.pick(["Zone villas", "Zone de faible densité", "Zone résidentielle R2", "Zone village"]);
    parcelNumbers = String(rng.int(120, 4800));
    if (development === "full") {
      apply("hasSupplyWater");
      apply("hasSupplyPower");
      apply("hasSupplySewage");
    }
    apply(rng.chance(0.5) ? "onEvenGround" : "onHillsideSouth");
    if (rng.chance(0.7)) apply("isSunny");
    if (rng.chance(0.5)) apply("isQuiet");
    if (lakeView) apply("hasLakeView");
    if (mountainView) apply("hasMountainView");
    const perM2 = rng.float(place.landPerM2[0], place.landPerM2[1]) * (kind.id === "plot" ? 0.75 : 1);
    price = roundTo(Math.min(3_500_000, Math.max(250_000, land * perM2)), 5000);
  }

  // Prices.
  const prices: DemoProperty["prices"] = { currency: "CHF" };
  let onRequest = false;
  if (type === "buy") {
    onRequest = kind.group === "house" && price >= 2_000_000 && rng.chance(0.6);
    if (!onRequest) prices.buy = { price, referring: "all" };
  } else {
    prices.rent = { gross: rentNet + rentExtra, net: rentNet, extra: rentExtra, interval: "month", referring: "all" };
    prices.deposit = {
      amount: roundTo(rentNet * 3, 10),
      type: kind.group === "parking" ? "deposit-guarantee" : "bank-guarantee",
    };
  }
  if (offers.length > 0) prices.additionalOffers = offers;

  // Texts.
  const opening = rng.pick(kind.openings);
  const setting = rng.pick(place.settings);
  const view = lakeView
    ? "avec vue sur le lac"
    : mountainView
      ? place.area === "chablais" && rng.chance(0.5)
        ? "face aux Dents du Midi"
        : "avec vue sur les montagnes"
      : "";
  let title: string;
  let excerpt: string;
  if (residential) {
    const qualifiers = [
      view,
      features.has("isNewConstruction") ? "neuf" : "",
      features.has("isRefurbished") ? "entièrement rénové" : "",
      c.areaTerrace ? "avec grande terrasse" : "",
      c.areaGarden && kind.group === "apartment" ? "avec jardin privatif" : "",
      features.has("hasSwimmingPool") ? "avec piscine" : "",
      features.has("hasBalcony") && kind.group === "apartment" ? "avec balcon" : "",
      `à ${place.locality}`,
    ].filter(Boolean);
    let qualifier = qualifiers[0] as string;
    if (kind.feminine && qualifier === "neuf") qualifier = "neuve";
    if (kind.feminine && qualifier === "entièrement rénové") qualifier = "entièrement rénovée";
    const roomsText = kind.id === "studio" ? "" : ` de ${half(rooms)} pièces`;
    title = `${opening}${roomsText} ${qualifier}`;
    excerpt = rng.pick(
      [
        lakeView ? "Vue dégagée sur le Léman et les Alpes" : "",
        mountainView ? "Vue imprenable sur les montagnes" : "",
        features.has("isQuiet") ? "Quartier calme et verdoyant" : "",
        features.has("isSunny") ? "Belle luminosité, exposition sud-ouest" : "",
        features.has("isNewConstruction") ? "Construction récente aux finitions soignées" : "",
        kind.group === "house" ? `Parcelle de ${thousands(land)} m², au calme` : "",
        "Proche de toutes les commodités",
        "À quelques minutes des transports publics",
      ].filter(Boolean),
    );
  } else if (kind.group === "commercial") {
    title = `${opening} de ${area} m² ${rng.pick(
      kind.id === "retail"
        ? ["avec vitrine sur rue", "sur rue passante", `au centre de ${place.locality}`]
        : kind.id === "workshop"
          ? ["avec accès pour camion", "en zone artisanale", "avec quai de chargement"]
          : [
              `au centre de ${place.locality}`,
              "proche de la gare",
              lakeView ? "avec vue sur le lac" : "avec places de parc",
            ],
    )}`;
    excerpt = rng.pick([
      "Emplacement de premier ordre",
      "Surface modulable, accès facile",
      "Forte visibilité, passage important",
      "Proche des axes routiers et de la gare",
    ]);
  } else if (kind.group === "parking") {
    title = `${opening} ${rng.pick([`au centre de ${place.locality}`, "proche de la gare", "dans un quartier résidentiel", "avec accès sécurisé"])}`;
    excerpt = rng.pick([
      "Accès sécurisé par télécommande",
      "Libre de suite",
      "À deux pas des commerces",
      "Idéal pour les résidents du quartier",
    ]);
  } else {
    title = `${opening} de ${thousands(land)} m² ${rng.pick([buildingZones === "Zone villas" ? "en zone villas" : "bien exposé", lakeView ? "avec vue sur le lac" : "au calme", `à ${place.locality}`])}`;
    excerpt = rng.pick([
      `${buildingZones}, indice d'utilisation ${String(c.utilizationRatio).replace(".", ",")}`,
      "Parcelle plate et bien ensoleillée",
      "Terrain équipé, prêt à bâtir",
    ]);
  }

  const contact = agent.contact;
  const paragraphs: string[] = [];
  const when = rng.pick([
    "de suite",
    "à convenir",
    "dès le 1er février 2027",
    "dès le 1er avril 2027",
    "dès le 1er mars 2027",
  ]);
  if (residential) {
    const surface =
      kind.group === "house"
        ? `${area} m² habitables sur ${plural(Number(c.numberOfFloors), "niveau", "niveaux")}`
        : `${area} m² habitables${floor !== undefined ? ` au ${floorLabel(floor)}` : ""}`;
    paragraphs.push(
      `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative}${kind.id === "studio" ? "" : ` de ${half(rooms)} pièces`}</strong> offre ${surface}.</p>`,
    );
    const bedrooms = Math.max(1, Math.floor(rooms) - 1);
    const bathrooms = Number(c.numberOfBathrooms);
    if (kind.id === "studio") {
      paragraphs.push(
        "<p>Il dispose d'une pièce de vie lumineuse avec coin cuisine agencé, d'une salle de douche et d'une armoire murale.</p>",
      );
    } else {
      paragraphs.push(
        `<p>Il se compose d'un hall d'entrée avec armoires, d'un séjour ${rng.pick(["lumineux", "spacieux", "baigné de lumière"])}${
          c.areaTerrace
            ? " ouvert sur la terrasse"
            : features.has("hasBalcony")
              ? " avec accès au balcon"
              : c.areaGarden
                ? " donnant sur le jardin"
                : ""
        }, d'une cuisine ${rng.pick(["ouverte entièrement agencée", "agencée habitable", "moderne équipée"])}, de ${plural(bedrooms, "chambre", "chambres")} et de ${plural(
          bathrooms,
          "salle d'eau",
          "salles d'eau",
        )}${c.numberOfToiletsGuest ? ", ainsi que d'un WC visiteurs" : ""}.</p>`.replace(
          "Il se compose",
          kind.feminine ? "Elle se compose" : "Il se compose",
        ),
      );
    }
  } else if (kind.group === "commercial") {
    paragraphs.push(
      `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative} de ${area} m²</strong> convient à de nombreuses activités${kind.id === "office" ? " de services : cabinet, fiduciaire, bureau d'études" : kind.id === "retail" ? " : commerce de détail, boutique, salon de coiffure" : " : artisanat, stockage, atelier mécanique"}.</p>`,
    );
    paragraphs.push(
      `<p>${kind.id === "office" ? `Plateau ${rng.pick(["lumineux", "modulable", "entièrement rénové"])} au ${floorLabel(floor ?? 1)}, divisé en ${plural(Number(c.numberOfRooms), "bureau", "bureaux")} avec salle de réunion, kitchenette et sanitaires.` : kind.id === "retail" ? "Grande vitrine, arrière-boutique avec local de stockage et sanitaires. Aménagement au gré du preneur." : `Hauteur sous plafond de ${String(c.hallHeight).replace(".", ",")} m, porte sectionnelle et accès de plain-pied.`}</p>`,
    );
  } else if (kind.group === "parking") {
    paragraphs.push(
      `<p><strong>${kind.demonstrative.charAt(0).toUpperCase()}${kind.demonstrative.slice(1)}</strong> est situé${kind.feminine ? "e" : ""} ${setting}.</p>`,
    );
    paragraphs.push(
      `<p>Surface de ${String(area).replace(".", ",")} m², accès ${rng.pick(["par porte automatique", "sécurisé par télécommande", "facile depuis la route principale"])}. Idéal pour un véhicule, deux-roues ou rangement.</p>`,
    );
  } else {
    paragraphs.push(
      `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative} de ${thousands(land)} m²</strong> se trouve en ${String(buildingZones).charAt(0).toLowerCase()}${String(buildingZones).slice(1)}.</p>`,
    );
    paragraphs.push(
      `<p>Parcelle ${development === "full" ? "entièrement équipée (eau, électricité, égouts)" : "partiellement équipée"}, ${features.has("onEvenGround") ? "plate et facile à bâtir" : "en pente douce orientée au sud"}. Idéal pour la construction d'une villa familiale.</p>`,
    );
  }
  const items: string[] = [...extras];
  if (features.has("hasLakeView")) items.push("Vue sur le lac et les Alpes");
  if (features.has("hasMountainView"))
    items.push(place.area === "chablais" ? "Vue sur les Dents du Midi" : "Vue sur les montagnes");
  if (features.has("hasElevator") && kind.group === "apartment") items.push("Immeuble avec ascenseur");
  if (features.has("hasFireplace")) items.push("Cheminée de salon");
  if (features.has("hasCellar")) items.push("Cave privative");
  if (features.has("hasWashingMachine")) items.push("Colonne de lavage privative");
  if (heating)
    items.push(
      `Chauffage ${heatingLabels[heating.generation] ?? ""}${heating.distribution === "floor" ? " au sol" : ""}`.trim(),
    );
  if (minergie) items.push(`Label ${minergie}`);
  if (yearBuilt && residential)
    items.push(`Année de construction : ${yearBuilt}${renovated ? ` (rénovation en ${renovated})` : ""}`);
  if (items.length > 0)
    paragraphs.push(
      `<ul>${items
        .slice(0, 7)
        .map((item) => `<li>${item}</li>`)
        .join("")}</ul>`,
    );
  paragraphs.push(
    `<p>${type === "rent" ? `Disponible ${when}. Garantie de loyer : trois mois de loyer net.` : kind.group === "land" ? "Vente sans obligation de mandat d'architecte." : `Libre ${when}.`} Pour tout renseignement ou pour organiser une visite, ${contact.first_name} ${contact.last_name} se tient à votre disposition.</p>`,
  );

  // Pictures.
  const pictures: PropertyImageKind[] = [];
  const facade: PropertyImageKind =
    kind.group === "apartment" && place.mountain && place.area === "chablais" && rng.chance(0.5)
      ? "chalet"
      : kind.facade;
  pictures.push(facade);
  if (residential) {
    pictures.push("salon", "cuisine", "chambre");
    if (rooms >= 3.5) pictures.push("chambre");
    pictures.push("salle-de-bain");
    if (lakeView) pictures.push("lac");
    if (kind.group === "house" && rooms >= 6) pictures.push("salon");
  } else if (kind.group === "commercial") {
    if (kind.id === "office") pictures.push("bureau", "bureau", rng.pick(["bureau", "cuisine"] as const));
    else if (kind.id === "retail") pictures.push("commerce", "bureau");
    else pictures.push("garage", "bureau");
    if (lakeView) pictures.push("lac");
  } else if (kind.group === "parking") {
    pictures.push(kind.facade, kind.facade === "garage" ? "immeuble" : "immeuble");
  } else {
    pictures.push("terrain", place.lake ? "lac" : "terrain");
  }

  const createdMs = draft.createdMs;
  const modifiedMs = Math.min(nowMs, createdMs + rng.int(0, 40) * DAY);
  const property: DemoProperty = {
    id: ref.toLowerCase(),
    referenceId: ref,
    type,
    created: new Date(createdMs).toISOString(),
    modified: new Date(modifiedMs).toISOString(),
    availability: { state, start: new Date(createdMs + rng.int(1, 3) * 3_600_000).toISOString() },
    categories: [...kind.categories],
    address,
    characteristics: c,
    prices,
    localizations: [
      {
        languageCode: "fr",
        title,
        excerpt,
        description: paragraphs.join(""),
        location: `${place.locality}, ${setting}`,
        visitInformation: `Visites sur rendez-vous avec ${contact.first_name} ${contact.last_name}.`,
        attachments: { images: images(refNumber, pictures.slice(0, 8)) },
      },
    ],
    seller: seller(place.area, contact, agent.visit),
  };
  availabilityAsWritten(property, when);
  const events = state === "active" && kind.group !== "land" ? openHouses(ref, nowMs, contact) : [];
  if (events.length > 0) property.localizations[0]!.events = events;
  if (heating) property.heating = heating;
  if (minergie) property.minergieCertification = minergie;
  if (development) property.development = development;
  if (buildingZones) property.buildingZones = buildingZones;
  if (parcelNumbers) property.parcelNumbers = parcelNumbers;
  return property;
}

/** "2027-02-01T00:00:00+01:00": a wall-clock time in Switzerland, with the offset of that day. */
function zurichDateTime(year: number, month: number, day: number, hour: number, minute = 0): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
  const winter = `${local}+01:00`;
  return zurichParts(new Date(winter)).hour === pad(hour) ? winter : `${local}+02:00`;
}

const monthsOfWhen: Record<string, number> = { février: 2, mars: 3, avril: 4 };

/**
 * The availability start says what the description says: a later first of the month; "de suite"
 * and "à convenir" keep the publication day (free now, the date is agreed with the tenant or buyer).
 */
function availabilityAsWritten(property: DemoProperty, when: string): void {
  const later = /^dès le 1er (\S+) (\d{4})$/.exec(when);
  const month = later ? monthsOfWhen[later[1]!] : undefined;
  if (later && month) property.availability.start = zurichDateTime(Number(later[2]), month, 1, 0);
}

/**
 * About one active listing in three has a visit on a Saturday morning two to five weeks after the
 * inventory's date, some a second one the Saturday after. Drawn from the reference alone, so the
 * rest of the inventory is the same with or without them.
 */
function openHouses(ref: string, nowMs: number, contact: TeamMember): DemoEvent[] {
  const rng = new Rng(`visites-${ref}`);
  if (!rng.chance(0.35)) return [];
  const now = new Date(nowMs);
  const toSaturday = (6 - now.getUTCDay() + 7) % 7;
  const first = new Date(nowMs + (toSaturday + 7 * rng.int(2, 5)) * DAY);
  const visitOn = (date: Date, hour: number, name: string, summary: string): DemoEvent => ({
    name,
    start: zurichDateTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour),
    end: zurichDateTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour + 2),
    summary,
  });
  const events = [
    visitOn(
      first,
      10,
      "Visite libre",
      `Sans inscription, ${contact.first_name} ${contact.last_name} vous accueille sur place.`,
    ),
  ];
  if (rng.chance(0.4)) {
    events.push(
      visitOn(
        new Date(first.getTime() + 7 * DAY),
        14,
        "Portes ouvertes",
        "Inscription souhaitée, par le formulaire de contact.",
      ),
    );
  }
  return events;
}

// ---------------------------------------------------------------------------------------------
// Promotions.

type PromotionPlan = {
  name: string;
  locality: string;
  buildings: number;
  lotsPerBuilding: number;
  style: "immeuble" | "chalet";
  construction: DemoProject["constructionStatus"];
  delivery: string;
};

const featuredPromotions: readonly PromotionPlan[] = [
  {
    name: "Les Jardins du Crochetan",
    locality: "Monthey",
    buildings: 3,
    lotsPerBuilding: 4,
    style: "immeuble",
    construction: "under-construction",
    delivery: "printemps 2027",
  },
  {
    name: "Résidence Belle-Rive",
    locality: "La Tour-de-Peilz",
    buildings: 2,
    lotsPerBuilding: 5,
    style: "immeuble",
    construction: "under-construction",
    delivery: "automne 2027",
  },
  {
    name: "Le Hameau des Mélèzes",
    locality: "Troistorrents",
    buildings: 2,
    lotsPerBuilding: 4,
    style: "chalet",
    construction: "planned",
    delivery: "hiver 2027-2028",
  },
];

const promotionNames = [
  "Les Vergers",
  "Le Clos des Vignes",
  "Les Terrasses du Lac",
  "Résidence du Parc",
  "Les Cèdres",
  "Le Domaine des Tilleuls",
  "Les Balcons du Léman",
  "Les Prés Fleuris",
  "Résidence Les Érables",
  "Le Carré des Saules",
];

function promotionPlans(rng: Rng, count: number): PromotionPlan[] {
  const plans: PromotionPlan[] = featuredPromotions.slice(0, Math.min(count, featuredPromotions.length));
  for (let i = plans.length; i < count; i += 1) {
    const place = rng.weighted(places.map((p) => [p, p.weight] as const));
    const j = i - featuredPromotions.length;
    const round = Math.floor(j / promotionNames.length);
    plans.push({
      name: `${promotionNames[j % promotionNames.length]}${round > 0 ? ` ${round + 1}` : ""}`,
      locality: place.locality,
      buildings: rng.int(2, 3),
      lotsPerBuilding: rng.int(4, 6),
      style: place.mountain && rng.chance(0.5) ? "chalet" : "immeuble",
      construction: rng.pick(["planned", "under-construction", "ready"] as const),
      delivery: rng.pick(["printemps 2027", "été 2027", "automne 2027", "printemps 2028"]),
    });
  }
  return plans;
}

function buildPromotion(
  rng: Rng,
  plan: PromotionPlan,
  index: number,
  startMs: number,
  nowMs: number,
): { project: DemoProject; lots: DemoProperty[] } {
  const place = places.find((p) => p.locality === plan.locality) as Place;
  const ref = `RLM-P${String(index + 1).padStart(2, "0")}`;
  const refNumber = 9000 + index * 10;
  const manager = member("marc-favre");
  const letters = "ABCDEFGH".slice(0, plan.buildings).split("");
  const totalLots = plan.buildings * plan.lotsPerBuilding;
  // Mixed availability: about 45 % free, 25 % reserved, 30 % sold; at least one of each.
  const states = allocate<AvailabilityState>(
    rng,
    totalLots,
    [
      ["active", 45],
      ["reserved", 25],
      ["taken", 30],
    ],
    true,
  );
  const address: Address = {
    countryCode: "CH",
    locality: place.locality,
    region: place.region,
    postalCode: place.postalCode,
    ...splitStreet(`${rng.pick(place.streets)} ${rng.int(2, 40)}`),
    geo: { latitude: Math.round(place.lat * 1e6) / 1e6, longitude: Math.round(place.lon * 1e6) / 1e6 },
  };
  const facadeSeed = refNumber * 10;
  const facadeUrl = demoPhotoPath(plan.style, facadeSeed);
  const lots: DemoProperty[] = [];
  const floors = plan.lotsPerBuilding <= 4 ? plan.lotsPerBuilding : Math.ceil(plan.lotsPerBuilding / 2) + 1;
  let k = 0;
  for (const letter of letters) {
    for (let n = 1; n <= plan.lotsPerBuilding; n += 1) {
      const lotRef = `${ref}-${letter}-${n}`;
      const state = states[k] as AvailabilityState;
      k += 1;
      const top = n === plan.lotsPerBuilding;
      const floor = top
        ? floors - 1
        : Math.min(floors - 2, Math.floor(((n - 1) * (floors - 1)) / (plan.lotsPerBuilding - 1)));
      const rooms = top ? rng.pick([4.5, 5.5]) : floor === 0 ? rng.pick([3.5, 4.5]) : rng.pick([2.5, 3.5, 3.5, 4.5]);
      const area = Math.round(rooms * rng.float(24, 28) + rng.float(0, 8));
      const perM2 = rng.float(place.buyPerM2[0], place.buyPerM2[1]) * 1.06 * (top ? 1.1 : 1);
      const price = roundTo(Math.min(3_500_000, Math.max(250_000, area * perM2)), 5000);
      const c: Characteristics = {
        numberOfRooms: rooms,
        numberOfBathrooms: rooms >= 4.5 ? 2 : 1,
        areaBwf: area,
        areaNwf: Math.round(area * 0.9),
        floor,
        yearBuilt: 2027,
        ceilingHeight: 2.5,
        hasElevator: "applies",
        hasCellar: "applies",
        hasDishwasher: "applies",
        hasWashingMachine: "applies",
        hasGarageUnderground: "applies",
        hasGarage: "applies",
        isNewConstruction: "applies",
        isFirstOccupancy: "applies",
        isWheelchairAccessible: "applies",
      };
      if (place.lake && floor >= 1) c.hasLakeView = "applies";
      if (place.mountain) c.hasMountainView = "applies";
      if (floor === 0) c.areaGarden = rng.int(50, 140);
      else if (top) c.areaTerrace = rng.int(35, 90);
      else c.areaBalcony = rng.int(9, 18);
      if (!top && floor > 0) c.hasBalcony = "applies";
      if (top) c.hasBalcony = "applies";
      const noun = top ? "attique" : "appartement";
      const where = top ? "attique" : floor === 0 ? "rez-de-chaussée avec jardin" : floorLabel(floor);
      const outside = c.areaGarden
        ? `un jardin de ${c.areaGarden} m²`
        : c.areaTerrace
          ? `une terrasse de ${c.areaTerrace} m²`
          : `un balcon de ${c.areaBalcony} m²`;
      const pictures: PropertyImageKind[] = ["salon", "cuisine", "chambre", "salle-de-bain"];
      if (c.hasLakeView) pictures.push("lac");
      const lotCreated = startMs + rng.int(0, 3) * DAY;
      lots.push({
        id: lotRef.toLowerCase(),
        referenceId: lotRef,
        unitReferenceId: `${ref}-${letter}`,
        type: "buy",
        created: new Date(lotCreated).toISOString(),
        modified: new Date(Math.min(nowMs, lotCreated + rng.int(5, 60) * DAY)).toISOString(),
        availability: { state, start: new Date(lotCreated + 3_600_000).toISOString() },
        categories: top ? ["attic-flat", "apartment"] : ["apartment"],
        address,
        characteristics: c,
        heating: { generation: plan.style === "chalet" ? "wood-pellet" : "geothermal-probe", distribution: "floor" },
        minergieCertification: "Minergie",
        prices: { currency: "CHF", buy: { price, referring: "all" } },
        localizations: [
          {
            languageCode: "fr",
            title: `Lot ${letter}${n} – ${noun} de ${half(rooms)} pièces${floor === 0 ? " avec jardin" : top ? " avec terrasse" : ""}`,
            excerpt: `${plan.name}, bâtiment ${letter}, ${where}`,
            description:
              `<p>Au sein de la promotion <strong>${plan.name}</strong>, ${top ? "cet attique" : "cet appartement"} neuf de ${half(rooms)} pièces offre ${area} m² habitables au ${floorLabel(floor)} du bâtiment ${letter}, avec ${outside}.</p>` +
              `<ul><li>${plural(rooms >= 4.5 ? 2 : 1, "salle d'eau", "salles d'eau")}</li><li>Cuisine ouverte entièrement équipée</li><li>Chauffage au sol ${plan.style === "chalet" ? "aux pellets" : "par sonde géothermique"}</li><li>Cave et place de parc intérieure</li><li>Livraison prévue : ${plan.delivery}</li></ul>` +
              `<p>Choix des finitions encore possible. Renseignements auprès de ${manager.first_name} ${manager.last_name}.</p>`,
            attachments: {
              images: [
                { url: facadeUrl, title: plan.name },
                ...images(refNumber * 10 + letters.indexOf(letter) * 10 + n, pictures),
              ],
            },
          },
        ],
        seller: seller(place.area, manager),
      });
    }
  }
  const lotPrices = lots.map((lot) => lot.prices.buy?.price ?? 0);
  const lotAreas = lots.map((lot) => Number(lot.characteristics.areaBwf));
  const lotRooms = lots.map((lot) => Number(lot.characteristics.numberOfRooms));
  const minRooms = Math.min(...lotRooms);
  const maxRooms = Math.max(...lotRooms);
  const free = states.filter((s) => s === "active").length;
  const projectPictures: PropertyImageKind[] = [
    "salon",
    "cuisine",
    "chambre",
    place.lake ? "lac" : plan.style === "chalet" ? "chalet" : "terrain",
  ];
  const project: DemoProject = {
    id: ref.toLowerCase(),
    referenceId: ref,
    availability: { state: "active", start: new Date(startMs).toISOString() },
    constructionStatus: plan.construction,
    address,
    prices: {
      currency: "CHF",
      buy: { priceFrom: Math.min(...lotPrices), priceTo: Math.max(...lotPrices), referring: "all" },
    },
    characteristics: {
      areaBwfFrom: Math.min(...lotAreas),
      areaBwfTo: Math.max(...lotAreas),
      numberOfRoomsFrom: minRooms,
      numberOfRoomsTo: maxRooms,
      numberOfResidentialUnits: totalLots,
    },
    localizations: [
      {
        languageCode: "fr",
        title: plan.name,
        excerpt: `${plural(plan.buildings, "bâtiment", "bâtiments")}, ${totalLots} appartements de ${half(minRooms)} à ${half(maxRooms)} pièces à ${place.locality}`,
        description:
          `<p><strong>${plan.name}</strong> : ${totalLots} logements neufs répartis dans ${plural(plan.buildings, "bâtiment", "bâtiments")}${plan.style === "chalet" ? " de style chalet" : ""}, ${rng.pick(place.settings)}.</p>` +
          `<p>Des appartements de ${half(minRooms)} à ${half(maxRooms)} pièces, du rez-de-chaussée avec jardin à l'attique avec terrasse, conçus pour le confort d'une famille et une faible consommation d'énergie. ${free > 0 ? `Encore ${plural(free, "lot disponible", "lots disponibles")}.` : "Tous les lots sont réservés ou vendus."}</p>` +
          `<ul><li>Standard Minergie, chauffage au sol</li><li>Parking souterrain et caves</li><li>Ascenseur dans chaque bâtiment</li><li>Livraison prévue : ${plan.delivery}</li></ul>` +
          `<p>Plans, descriptif et liste de prix sur demande auprès de ${manager.first_name} ${manager.last_name}, responsable des promotions neuves.</p>`,
        attachments: {
          images: [{ url: facadeUrl, title: plan.name }, ...images(refNumber, projectPictures, "")],
        },
      },
    ],
    units: letters.map((letter) => ({
      id: `${ref}-${letter}`.toLowerCase(),
      referenceId: `${ref}-${letter}`,
      localizations: [{ languageCode: "fr", title: `Bâtiment ${letter}` }],
      characteristics: [{ numberOfFloors: floors }],
    })),
    seller: { inquiryEmail: agency.email, organization: organization(place.area), contactPerson: person(manager) },
  };
  return { project, lots };
}

// ---------------------------------------------------------------------------------------------

/** The demo inventory; the same options always give the same document. */
export function generateInventory(options: GenerateOptions = {}): DemoInventory {
  const count = Math.max(1, Math.floor(options.count ?? DEMO_DEFAULTS.count));
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const nowMs = Date.parse(options.now ?? DEMO_DEFAULTS.now);
  if (!Number.isFinite(nowMs)) throw new Error(`invalid date: ${options.now}`);
  const rng = new Rng(seed);

  // Kinds in proportion to their weights, each group represented; states likewise.
  const planned = allocate(
    rng,
    count,
    kinds.map((k) => [k, k.weight] as const),
    count >= kinds.length,
  );
  const states = allocate<AvailabilityState>(
    rng,
    count,
    [
      ["active", 78],
      ["reserved", 9],
      ["taken", 13],
    ],
    true,
  );
  const drafts: Draft[] = planned.map((kind, i) => {
    const state = states[i] as AvailabilityState;
    const place = pickPlace(rng, kind);
    const type = rng.chance(kind.rentShare) ? "rent" : "buy";
    // Sold or let listings were published longer ago.
    const daysAgo = state === "taken" ? rng.int(90, 620) : state === "reserved" ? rng.int(30, 300) : rng.int(0, 330);
    const createdMs = nowMs - daysAgo * DAY - rng.int(0, 10) * 3_600_000;
    return { kind, place, type, state, createdMs };
  });
  // References follow the order of publication: the newest listing has the highest number.
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  const properties = drafts.map((draft, i) => buildListing(rng.fork(`listing-${i}`), draft, 1001 + i, nowMs));

  const promotionCount = count <= 100 ? featuredPromotions.length : Math.ceil(count / 100);
  const projects: DemoProject[] = [];
  promotionPlans(rng, promotionCount).forEach((plan, i) => {
    const startMs = nowMs - rng.int(20, 240) * DAY;
    const { project, lots } = buildPromotion(rng.fork(`promotion-${i}`), plan, i, startMs, nowMs);
    projects.push(project);
    properties.push(...lots);
  });

  return {
    created: new Date(nowMs).toISOString(),
    generator: { name: `${agency.name} – inventaire de démonstration`, version: SwissRetsVersion.latest },
    properties,
    projects,
  };
}
