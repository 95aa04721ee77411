/**
 * One demo promotion (RLM-P01): the project with its buildings (RLM-P01-A…), and its lots
 * (RLM-P01-A-1…), new apartments for sale linked to their building by `unitReferenceId`.
 */
import { agency, type TeamMember } from "@rli/contract/agency/agency";
import { formatHalf } from "@rli/contract/agency/format";
import { demoPhotoPath, type PropertyImageKind } from "../pictures/catalog";
import type { Rng } from "../pictures/random";
import { allocate, DAY, roundTo } from "./numbers";
import { images } from "./photos";
import { places, type Place } from "./places";
import type { PromotionPlan } from "./promotion-plans";
import {
  buildingTitle,
  lotTexts,
  projectTexts as translatedProjectTexts,
  promotionLanguages,
} from "./promotion-translations";
import { member, organization, person, seller, splitStreet } from "./seller";
import type { Address, AvailabilityState, Characteristics, DemoProject, DemoProperty } from "./shapes";
import { floorInText, plural } from "./words";

/** What every lot of a promotion shares. */
type Promotion = {
  plan: PromotionPlan;
  place: Place;
  ref: string;
  refNumber: number;
  manager: TeamMember;
  letters: string[];
  /** Floors of each building, ground floor included. */
  floors: number;
  address: Address;
  facadeUrl: string;
  startMs: number;
  nowMs: number;
  /** The languages of its texts, French first. */
  languages: readonly ("fr" | "de" | "en")[];
};

/** A lot's place in its building: ground floor with a garden, upper floors with a balcony, the attic on top. */
function lotFloor(p: Promotion, n: number): { top: boolean; floor: number } {
  const { lotsPerBuilding } = p.plan;
  const top = n === lotsPerBuilding;
  const floor = top
    ? p.floors - 1
    : Math.min(p.floors - 2, Math.floor(((n - 1) * (p.floors - 1)) / (lotsPerBuilding - 1)));
  return { top, floor };
}

function lotCharacteristics(
  rng: Rng,
  p: Promotion,
  rooms: number,
  area: number,
  floor: number,
  top: boolean,
): Characteristics {
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
  if (p.place.lake && floor >= 1) c.hasLakeView = "applies";
  if (p.place.mountain) c.hasMountainView = "applies";
  if (floor === 0) c.areaGarden = rng.int(50, 140);
  else if (top) c.areaTerrace = rng.int(35, 90);
  else c.areaBalcony = rng.int(9, 18);
  if (!top && floor > 0) c.hasBalcony = "applies";
  if (top) c.hasBalcony = "applies";
  return c;
}

function lotDescription(p: Promotion, letter: string, c: Characteristics, top: boolean): string {
  const { plan, manager } = p;
  const rooms = Number(c.numberOfRooms);
  const floor = Number(c.floor);
  const outside = c.areaGarden
    ? `un jardin de ${c.areaGarden} m²`
    : c.areaTerrace
      ? `une terrasse de ${c.areaTerrace} m²`
      : `un balcon de ${c.areaBalcony} m²`;
  const heatingText = plan.style === "chalet" ? "aux pellets" : "par sonde géothermique";
  return (
    `<p>Au sein de la promotion <strong>${plan.name}</strong>, ${top ? "cet attique" : "cet appartement"} neuf de ${formatHalf(rooms)} pièces offre ${c.areaBwf} m² habitables au ${floorInText(floor)} du bâtiment ${letter}, avec ${outside}.</p>` +
    `<ul><li>${plural(rooms >= 4.5 ? 2 : 1, "salle d'eau", "salles d'eau")}</li><li>Cuisine ouverte entièrement équipée</li><li>Chauffage au sol ${heatingText}</li><li>Cave et place de parc intérieure</li><li>Livraison prévue : ${plan.delivery}</li></ul>` +
    `<p>Choix des finitions encore possible. Renseignements auprès de ${manager.first_name} ${manager.last_name}.</p>`
  );
}

/** The promotion's languages besides French. */
function translations(p: Promotion): ("de" | "en")[] {
  return p.languages.filter((language): language is "de" | "en" => language !== "fr");
}

function buildLot(rng: Rng, p: Promotion, letter: string, n: number, state: AvailabilityState): DemoProperty {
  const { plan, place, ref } = p;
  const lotRef = `${ref}-${letter}-${n}`;
  const { top, floor } = lotFloor(p, n);
  const rooms = top ? rng.pick([4.5, 5.5]) : floor === 0 ? rng.pick([3.5, 4.5]) : rng.pick([2.5, 3.5, 3.5, 4.5]);
  const area = Math.round(rooms * rng.float(24, 28) + rng.float(0, 8));
  const perM2 = rng.float(place.buyPerM2[0], place.buyPerM2[1]) * 1.06 * (top ? 1.1 : 1);
  const price = roundTo(Math.min(3_500_000, Math.max(250_000, area * perM2)), 5000);
  const c = lotCharacteristics(rng, p, rooms, area, floor, top);
  const noun = top ? "attique" : "appartement";
  const where = top ? "attique" : floor === 0 ? "rez-de-chaussée avec jardin" : floorInText(floor);
  const pictures: PropertyImageKind[] = ["salon", "cuisine", "chambre", "salle-de-bain"];
  if (c.hasLakeView) pictures.push("lac");
  const lotCreated = p.startMs + rng.int(0, 3) * DAY;
  return {
    id: lotRef.toLowerCase(),
    referenceId: lotRef,
    unitReferenceId: `${ref}-${letter}`,
    type: "buy",
    created: new Date(lotCreated).toISOString(),
    modified: new Date(Math.min(p.nowMs, lotCreated + rng.int(5, 60) * DAY)).toISOString(),
    availability: { state, start: new Date(lotCreated + 3_600_000).toISOString() },
    categories: top ? ["attic-flat", "apartment"] : ["apartment"],
    address: p.address,
    characteristics: c,
    heating: { generation: plan.style === "chalet" ? "wood-pellet" : "geothermal-probe", distribution: "floor" },
    minergieCertification: "Minergie",
    prices: { currency: "CHF", buy: { price, referring: "all" } },
    localizations: [
      {
        languageCode: "fr",
        title: `Lot ${letter}${n} – ${noun} de ${formatHalf(rooms)} pièces${floor === 0 ? " avec jardin" : top ? " avec terrasse" : ""}`,
        excerpt: `${plan.name}, bâtiment ${letter}, ${where}`,
        description: lotDescription(p, letter, c, top),
        attachments: {
          images: [
            { url: p.facadeUrl, title: plan.name },
            ...images(p.refNumber * 10 + p.letters.indexOf(letter) * 10 + n, pictures),
          ],
        },
      },
      ...translations(p).map((language) => ({
        languageCode: language,
        ...lotTexts(
          {
            name: plan.name,
            letter,
            n,
            c,
            top,
            delivery: plan.delivery,
            chalet: plan.style === "chalet",
            manager: p.manager,
          },
          language,
        ),
      })),
    ],
    seller: seller(place.area, p.manager),
  };
}

function projectTexts(
  rng: Rng,
  p: Promotion,
  lots: DemoProperty[],
  free: number,
): { excerpt: string; description: string } {
  const { plan, place, manager } = p;
  const lotRooms = lots.map((lot) => Number(lot.characteristics.numberOfRooms));
  const rooms = `${formatHalf(Math.min(...lotRooms))} à ${formatHalf(Math.max(...lotRooms))} pièces`;
  const buildings = plural(plan.buildings, "bâtiment", "bâtiments");
  const totalLots = lots.length;
  return {
    excerpt: `${buildings}, ${totalLots} appartements de ${rooms} à ${place.locality}`,
    description:
      `<p><strong>${plan.name}</strong> : ${totalLots} logements neufs répartis dans ${buildings}${plan.style === "chalet" ? " de style chalet" : ""}, ${rng.pick(place.settings)}.</p>` +
      `<p>Des appartements de ${rooms}, du rez-de-chaussée avec jardin à l'attique avec terrasse, conçus pour le confort d'une famille et une faible consommation d'énergie. ${free > 0 ? `Encore ${plural(free, "lot disponible", "lots disponibles")}.` : "Tous les lots sont réservés ou vendus."}</p>` +
      `<ul><li>Standard Minergie, chauffage au sol</li><li>Parking souterrain et caves</li><li>Ascenseur dans chaque bâtiment</li><li>Livraison prévue : ${plan.delivery}</li></ul>` +
      `<p>Plans, descriptif et liste de prix sur demande auprès de ${manager.first_name} ${manager.last_name}, responsable des promotions neuves.</p>`,
  };
}

function buildProject(rng: Rng, p: Promotion, lots: DemoProperty[], free: number): DemoProject {
  const { plan, place, ref, manager } = p;
  const lotPrices = lots.map((lot) => lot.prices.buy?.price ?? 0);
  const lotAreas = lots.map((lot) => Number(lot.characteristics.areaBwf));
  const lotRooms = lots.map((lot) => Number(lot.characteristics.numberOfRooms));
  const projectPictures: PropertyImageKind[] = [
    "salon",
    "cuisine",
    "chambre",
    place.lake ? "lac" : plan.style === "chalet" ? "chalet" : "terrain",
  ];
  return {
    id: ref.toLowerCase(),
    referenceId: ref,
    availability: { state: "active", start: new Date(p.startMs).toISOString() },
    constructionStatus: plan.construction,
    address: p.address,
    prices: {
      currency: "CHF",
      buy: { priceFrom: Math.min(...lotPrices), priceTo: Math.max(...lotPrices), referring: "all" },
    },
    characteristics: {
      areaBwfFrom: Math.min(...lotAreas),
      areaBwfTo: Math.max(...lotAreas),
      numberOfRoomsFrom: Math.min(...lotRooms),
      numberOfRoomsTo: Math.max(...lotRooms),
      numberOfResidentialUnits: lots.length,
    },
    localizations: [
      {
        languageCode: "fr",
        title: plan.name,
        ...projectTexts(rng, p, lots, free),
        attachments: {
          images: [{ url: p.facadeUrl, title: plan.name }, ...images(p.refNumber, projectPictures, "")],
        },
      },
      ...translations(p).map((language) => ({
        languageCode: language,
        title: plan.name,
        ...translatedProjectTexts(
          {
            name: plan.name,
            locality: place.locality,
            buildings: plan.buildings,
            lots: lots.length,
            roomsFrom: Math.min(...lotRooms),
            roomsTo: Math.max(...lotRooms),
            free,
            delivery: plan.delivery,
            chalet: plan.style === "chalet",
            manager,
          },
          language,
        ),
      })),
    ],
    units: p.letters.map((letter) => ({
      id: `${ref}-${letter}`.toLowerCase(),
      referenceId: `${ref}-${letter}`,
      localizations: [
        { languageCode: "fr", title: `Bâtiment ${letter}` },
        ...translations(p).map((language) => ({ languageCode: language, title: buildingTitle(letter, language) })),
      ],
      characteristics: [{ numberOfFloors: p.floors }],
    })),
    seller: { inquiryEmail: agency.email, organization: organization(place.area), contactPerson: person(manager) },
  };
}

export function buildPromotion(
  rng: Rng,
  plan: PromotionPlan,
  index: number,
  startMs: number,
  nowMs: number,
): { project: DemoProject; lots: DemoProperty[] } {
  const place = places.find((pl) => pl.locality === plan.locality) as Place;
  const refNumber = 9000 + index * 10;
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
  const p: Promotion = {
    plan,
    place,
    ref: `RLM-P${String(index + 1).padStart(2, "0")}`,
    refNumber,
    manager: member("marc-favre"),
    letters: "ABCDEFGH".slice(0, plan.buildings).split(""),
    floors: plan.lotsPerBuilding <= 4 ? plan.lotsPerBuilding : Math.ceil(plan.lotsPerBuilding / 2) + 1,
    address: {
      countryCode: "CH",
      locality: place.locality,
      region: place.region,
      postalCode: place.postalCode,
      ...splitStreet(`${rng.pick(place.streets)} ${rng.int(2, 40)}`),
      geo: { latitude: Math.round(place.lat * 1e6) / 1e6, longitude: Math.round(place.lon * 1e6) / 1e6 },
    },
    facadeUrl: demoPhotoPath(plan.style, refNumber * 10),
    startMs,
    nowMs,
    languages: promotionLanguages(index),
  };
  const lots: DemoProperty[] = [];
  for (const letter of p.letters) {
    for (let n = 1; n <= plan.lotsPerBuilding; n += 1) {
      lots.push(buildLot(rng, p, letter, n, states[lots.length] as AvailabilityState));
    }
  }
  const free = states.filter((s) => s === "active").length;
  return { project: buildProject(rng, p, lots, free), lots };
}
