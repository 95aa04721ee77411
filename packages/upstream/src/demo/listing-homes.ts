/**
 * Characteristics of the demo homes: what every apartment and house has (rooms, surfaces, age,
 * heating, views), then what only apartments have (floor, balcony, parking) or only houses (land).
 */
import { formatChf, formatNumber } from "@rli/contract/agency/format";
import type { Rng } from "../pictures/random";
import { roomChoice } from "./kinds";
import { apply, type Facts } from "./listing-facts";
import { roundTo } from "./numbers";

function drawYearBuilt(rng: Rng, f: Facts, newBuild: boolean): number {
  return newBuild
    ? rng.int(2024, 2026)
    : rng.weighted([
        [rng.int(1900, 1959), f.kind.id === "chalet" || f.kind.id === "house" ? 2 : 1],
        [rng.int(1960, 1989), 4],
        [rng.int(1990, 2009), 4],
        [rng.int(2010, 2023), 3],
      ]);
}

function drawHeating(rng: Rng, f: Facts, newBuild: boolean, yearBuilt: number): Facts["heating"] {
  if (newBuild) {
    return { generation: rng.pick(["heatpump", "geothermal-probe", "heatpump-air-and-water"]), distribution: "floor" };
  }
  if (f.kind.id === "chalet") {
    return {
      generation: rng.pick(["wood", "heatpump", "oil", "wood-pellet"]),
      distribution: rng.pick(["radiator", "floor"]),
    };
  }
  return {
    generation: rng.pick(["oil", "gas", "district", "heatpump"]),
    distribution: yearBuilt > 2000 ? "floor" : "radiator",
  };
}

/** Rooms, surfaces, age and state, comfort, views and heating of an apartment or a house. */
export function residentialFacts(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  const rooms = roomChoice(rng, kind);
  f.rooms = rooms;
  const perRoom =
    kind.group === "house" ? rng.float(26, 36) : kind.id === "loft" ? rng.float(34, 44) : rng.float(22, 28);
  const area = kind.id === "studio" ? rng.int(24, 40) : Math.round(rooms * perRoom + rng.float(-6, 12));
  f.area = area;
  const newBuild = rng.chance(0.14);
  const yearBuilt = drawYearBuilt(rng, f, newBuild);
  f.yearBuilt = yearBuilt;
  if (yearBuilt < 2005 && rng.chance(0.5)) f.renovated = rng.int(Math.max(yearBuilt + 15, 2008), 2025);
  const renovated = f.renovated;
  if (newBuild) {
    apply(f, "isNewConstruction");
    if (f.state === "active") apply(f, "isFirstOccupancy");
  } else if (renovated !== undefined && renovated >= 2018) {
    apply(f, "isRefurbished");
  } else if (rng.chance(0.3)) {
    apply(f, "isWellTended");
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
    apply(f, "hasCellar");
    c.areaCellar = rng.int(5, 14);
  }
  if (rng.chance(0.8)) apply(f, "hasDishwasher");
  if (rng.chance(0.45)) apply(f, "hasWashingMachine");
  if (rng.chance(0.55)) apply(f, "isQuiet");
  if (rng.chance(0.6)) apply(f, "isSunny");
  if (f.lakeView) apply(f, "hasLakeView");
  if (f.mountainView) apply(f, "hasMountainView");
  if (!f.lakeView && !f.mountainView && rng.chance(0.3)) apply(f, "hasNiceView");
  if (f.type === "rent" && rng.chance(0.4)) apply(f, "arePetsAllowed");
  f.heating = drawHeating(rng, f, newBuild, yearBuilt);
  if (newBuild && rng.chance(0.6)) f.minergie = rng.pick(["Minergie", "Minergie-P", "Minergie-Eco"]);
}

/** Garden, terrace or balcony of an apartment, by its floor and kind. */
function outdoorSpace(rng: Rng, f: Facts, floor: number): void {
  const { kind, c } = f;
  if (floor === 0 && kind.id === "apartment" && rng.chance(0.6)) {
    apply(f, "isGroundFloor");
    c.areaGarden = rng.int(40, 160);
    f.extras.push(`Jardin privatif de ${c.areaGarden} m²`);
  } else if (kind.id === "attic" || kind.id === "terrace-flat") {
    apply(f, "hasBalcony");
    c.areaTerrace = rng.int(30, 110);
    f.extras.push(`Terrasse de ${c.areaTerrace} m²`);
  } else if (kind.id !== "studio" || rng.chance(0.4)) {
    if (rng.chance(0.85)) {
      apply(f, "hasBalcony");
      c.areaBalcony = kind.id === "studio" ? rng.int(4, 8) : rng.int(6, 22);
      f.extras.push(`Balcon de ${c.areaBalcony} m²`);
    }
  }
}

/** An indoor or outdoor parking space offered with an apartment, for sale or per month. */
function apartmentParking(rng: Rng, f: Facts): void {
  const { type, place } = f;
  const interval = type === "buy" ? "onetime" : "month";
  const perMonth = type === "rent" ? " par mois" : "";
  if (rng.chance(0.45)) {
    apply(f, "hasGarage");
    apply(f, "hasGarageUnderground");
    const parkingPrice =
      type === "buy"
        ? roundTo(rng.int(25000, place.area === "riviera" ? 48000 : 38000), 1000)
        : roundTo(rng.int(110, 190), 10);
    f.offers.push({ type: "parking-garage-underground", interval, price: parkingPrice });
    f.extras.push(`Place de parc intérieure en sus : ${formatChf(parkingPrice)}${perMonth}`);
  } else if (rng.chance(0.5)) {
    apply(f, "hasParking");
    const parkingPrice = type === "buy" ? roundTo(rng.int(12000, 20000), 1000) : roundTo(rng.int(50, 90), 10);
    f.offers.push({ type: "parking-exterior-space", interval, price: parkingPrice });
    f.extras.push(`Place de parc extérieure en sus : ${formatChf(parkingPrice)}${perMonth}`);
  }
}

/** Floor, lift, outdoor space and parking of an apartment. */
export function apartmentFacts(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  const storeys = kind.id === "attic" ? rng.int(4, 7) : rng.int(3, 7);
  const floor =
    kind.id === "attic" ? storeys - 1 : kind.id === "duplex" ? rng.int(1, storeys - 2) : rng.int(0, storeys - 1);
  f.floor = floor;
  c.floor = floor;
  c.numberOfFloors = kind.id === "duplex" ? 2 : 1;
  if (storeys >= 4 || (f.yearBuilt ?? 0) > 1990 || rng.chance(0.4)) apply(f, "hasElevator");
  if ((f.yearBuilt ?? 0) >= 2010 && f.features.has("hasElevator") && rng.chance(0.6)) {
    apply(f, "isWheelchairAccessible");
  }
  outdoorSpace(rng, f, floor);
  apartmentParking(rng, f);
  if (rng.chance(0.3)) apply(f, "isChildFriendly");
  if (f.rooms >= 3.5 && rng.chance(0.12)) apply(f, "hasFireplace");
}

/** Land, garden, garage, pool and slope of a house. */
export function houseFacts(rng: Rng, f: Facts): void {
  const { kind, place, c } = f;
  const land =
    kind.id === "villa" ? rng.int(700, 2400) : kind.id === "row-house" ? rng.int(180, 450) : rng.int(450, 1300);
  f.land = land;
  c.areaPropertyLand = land;
  c.areaSiaGsf = land;
  c.numberOfFloors = rng.int(2, 3);
  c.volumeSiaGv = Math.round(f.area * rng.float(3.6, 4.4));
  c.areaGarden = Math.round(land * rng.float(0.45, 0.7));
  apply(f, "hasBalcony");
  if (rng.chance(0.7)) {
    apply(f, "hasGarage");
    if (rng.chance(0.35)) apply(f, "hasGarageDouble");
  }
  if (rng.chance(0.8)) apply(f, "hasParking");
  if (rng.chance(kind.id === "chalet" ? 0.8 : 0.5)) apply(f, "hasFireplace");
  if (kind.id === "villa" && rng.chance(0.5)) {
    apply(f, "hasSwimmingPool");
    f.extras.push("Piscine extérieure chauffée");
  }
  if (rng.chance(0.6)) apply(f, "isChildFriendly");
  if (rng.chance(0.3)) apply(f, "hasGardenShed");
  if (rng.chance(0.3)) apply(f, "hasPhotovoltaic");
  if (rng.chance(0.2)) apply(f, "hasEvChargingStation");
  if (kind.id === "row-house") apply(f, rng.chance(0.5) ? "isCornerHouse" : "isMiddleHouse");
  if (place.mountain || rng.chance(0.3)) apply(f, rng.chance(0.6) ? "onHillsideSouth" : "onHillside");
  if (kind.id === "chalet" && place.locality === "Champéry" && (f.yearBuilt ?? 2020) < 2012) {
    apply(f, "isSecondaryResidenceAllowed");
  }
  f.extras.push(`Parcelle de ${formatNumber(land)} m²`);
}
