/**
 * Characteristics of the demo listings that are not homes: business premises, parking spaces and land.
 */
import type { Rng } from "../pictures/random";
import { apply, type Facts } from "./listing-facts";
import { commercialPrice, landPrice } from "./listing-prices";
import { roundTo } from "./numbers";

/** Office on an upper floor; shop or workshop on the ground floor. */
function commercialFloor(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  if (kind.id === "office") {
    f.floor = rng.int(1, 5);
    c.floor = f.floor;
    c.numberOfRooms = Math.max(2, Math.round(f.area / 35));
    c.ceilingHeight = Math.round(rng.float(2.6, 3) * 100) / 100;
    apply(f, "hasElevator");
    if (rng.chance(0.7)) apply(f, "hasFiberOptic");
    if (rng.chance(0.6)) apply(f, "isWheelchairAccessible");
    if (f.lakeView) apply(f, "hasLakeView");
  } else if (kind.id === "retail") {
    f.floor = 0;
    c.floor = 0;
    c.ceilingHeight = Math.round(rng.float(2.8, 3.6) * 100) / 100;
    apply(f, "isGroundFloor");
    apply(f, "isWheelchairAccessible");
  } else {
    f.floor = 0;
    c.floor = 0;
    c.hallHeight = Math.round(rng.float(3.8, 6) * 10) / 10;
    c.floorLoad = roundTo(rng.int(500, 1500), 100);
    apply(f, "hasRamp");
    if (rng.chance(0.4)) apply(f, "hasLiftingPlatform");
  }
}

/** Surface, age, floor, price or rent and heating of an office, a shop or a workshop. */
export function commercialFacts(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  f.area = kind.id === "retail" ? rng.int(45, 260) : kind.id === "workshop" ? rng.int(80, 400) : rng.int(60, 380);
  c.areaSiaNf = f.area;
  c.areaSiaGf = Math.round(f.area * rng.float(1.08, 1.15));
  f.yearBuilt = rng.int(1965, 2022);
  c.yearBuilt = f.yearBuilt;
  commercialFloor(rng, f);
  if (rng.chance(0.6)) apply(f, "hasParking");
  commercialPrice(rng, f);
  f.heating = { generation: rng.pick(["gas", "district", "heatpump", "oil"]), distribution: "radiator" };
}

/** Surface and monthly rent of a garage, a double garage or an underground space. */
export function parkingFacts(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  if (kind.id === "double-garage") {
    c.areaSiaNf = rng.int(34, 40);
    apply(f, "hasGarageDouble");
    f.rentNet = roundTo(rng.int(280, 380), 10);
  } else if (kind.id === "garage") {
    c.areaSiaNf = rng.int(15, 19);
    apply(f, "hasGarage");
    f.rentNet = roundTo(rng.int(180, 260), 10);
  } else {
    c.areaSiaNf = 12.5;
    apply(f, "hasGarageUnderground");
    apply(f, "hasParking");
    f.rentNet = roundTo(rng.int(180, 240), 10);
    if (rng.chance(0.3)) {
      apply(f, "hasChargingStation");
      f.extras.push("Borne de recharge pour véhicule électrique");
    }
  }
  f.area = c.areaSiaNf;
  if (f.place.area === "riviera") f.rentNet += 20;
  f.rentExtra = 0;
}

/** Surface, zone, services, slope and price of a building lot or a plot. */
export function landFacts(rng: Rng, f: Facts): void {
  const { kind, c } = f;
  const land = kind.id === "plot" ? rng.int(900, 3200) : rng.int(550, 1600);
  f.land = land;
  f.area = land;
  c.areaSiaGsf = land;
  c.areaPropertyLand = land;
  c.utilizationRatio = Math.round(rng.float(0.25, 0.6) * 100) / 100;
  f.development = rng.chance(0.7) ? "full" : "partial";
  f.buildingZones = rng.pick(["Zone villas", "Zone de faible densité", "Zone résidentielle R2", "Zone village"]);
  f.parcelNumbers = String(rng.int(120, 4800));
  if (f.development === "full") {
    apply(f, "hasSupplyWater");
    apply(f, "hasSupplyPower");
    apply(f, "hasSupplySewage");
  }
  apply(f, rng.chance(0.5) ? "onEvenGround" : "onHillsideSouth");
  if (rng.chance(0.7)) apply(f, "isSunny");
  if (rng.chance(0.5)) apply(f, "isQuiet");
  if (f.lakeView) apply(f, "hasLakeView");
  if (f.mountainView) apply(f, "hasMountainView");
  landPrice(rng, f);
}
