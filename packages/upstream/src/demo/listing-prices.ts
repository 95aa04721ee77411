/**
 * Prices and rents of the demo listings, from the surface and the place's prices per m², and the
 * SwissRETS `prices` block they give (some expensive houses are offered at a price on request).
 */
import type { Rng } from "../pictures/random";
import type { Facts } from "./listing-facts";
import { roundTo } from "./numbers";
import type { DemoProperty } from "./shapes";

/** Sale price or monthly rent of a home: surface, view, newness, age and kind, plus part of the land's value. */
export function residentialPrice(rng: Rng, f: Facts): void {
  const { kind, place, area } = f;
  const perM2 = rng.float(place.buyPerM2[0], place.buyPerM2[1]);
  const premium =
    (f.lakeView ? 1.12 : 1) *
    (f.features.has("isNewConstruction") ? 1.08 : 1) *
    ((f.yearBuilt ?? 2000) < 1980 && f.renovated === undefined ? 0.88 : 1) *
    (kind.id === "attic" || kind.id === "villa" ? 1.1 : 1);
  if (f.type === "buy") {
    const landValue = f.land * rng.float(place.landPerM2[0], place.landPerM2[1]) * 0.35;
    let price = area * perM2 * premium + landValue;
    price = Math.min(3_500_000, Math.max(250_000, price));
    f.price = roundTo(price, price >= 1_000_000 ? 10_000 : 5_000);
  } else {
    const perYear = rng.float(place.rentPerM2Year[0], place.rentPerM2Year[1]) * (f.lakeView ? 1.08 : 1);
    f.rentNet = roundTo((area * perYear) / 12, 10);
    f.rentExtra = roundTo(kind.group === "house" ? rng.int(250, 450) : 90 + area * rng.float(1.6, 2.6), 10);
    if (f.rentNet + f.rentExtra > 6000) f.rentNet = 6000 - f.rentExtra;
    if (f.rentNet + f.rentExtra < 450) f.rentNet = 450 - f.rentExtra;
  }
}

/** Sale price or monthly rent of business premises; dearer on the Riviera. */
export function commercialPrice(rng: Rng, f: Facts): void {
  const { kind, area } = f;
  const perYear =
    kind.id === "retail" ? rng.float(230, 420) : kind.id === "workshop" ? rng.float(110, 170) : rng.float(180, 300);
  const factor = f.place.area === "riviera" ? 1.15 : 1;
  if (f.type === "rent") {
    f.rentNet = roundTo((area * perYear * factor) / 12, 10);
    f.rentExtra = roundTo(area * rng.float(2, 3.5), 10);
    if (f.rentNet + f.rentExtra > 6000) f.rentNet = 6000 - f.rentExtra;
  } else {
    const perM2 = kind.id === "workshop" ? rng.float(1600, 2600) : rng.float(4200, 7200);
    f.price = roundTo(Math.min(3_500_000, Math.max(250_000, area * perM2 * factor)), 5000);
  }
}

/** Sale price of land; a plot (not a building lot) is cheaper. */
export function landPrice(rng: Rng, f: Facts): void {
  const perM2 = rng.float(f.place.landPerM2[0], f.place.landPerM2[1]) * (f.kind.id === "plot" ? 0.75 : 1);
  f.price = roundTo(Math.min(3_500_000, Math.max(250_000, f.land * perM2)), 5000);
}

/** The SwissRETS prices: sale price (or on request), or rent with its deposit; additional offers. */
export function listingPrices(rng: Rng, f: Facts): DemoProperty["prices"] {
  const prices: DemoProperty["prices"] = { currency: "CHF" };
  if (f.type === "buy") {
    const onRequest = f.kind.group === "house" && f.price >= 2_000_000 && rng.chance(0.6);
    if (!onRequest) prices.buy = { price: f.price, referring: "all" };
  } else {
    const { rentNet, rentExtra } = f;
    prices.rent = { gross: rentNet + rentExtra, net: rentNet, extra: rentExtra, interval: "month", referring: "all" };
    prices.deposit = {
      amount: roundTo(rentNet * 3, 10),
      type: f.kind.group === "parking" ? "deposit-guarantee" : "bank-guarantee",
    };
  }
  if (f.offers.length > 0) prices.additionalOffers = f.offers;
  return prices;
}
