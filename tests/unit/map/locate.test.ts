import { geoCentroid } from "d3-geo";
import { describe, expect, it } from "vitest";
import inventory from "@rli/upstream/demo/inventory.json";
import { swissGeodata } from "~/map/geodata.server";
import { placeOf } from "~/map/locate.server";

type Address = {
  countryCode?: string;
  locality?: string;
  postalCode?: string;
  geo?: { latitude: number; longitude: number };
};

const geodata = swissGeodata();

function expectOnSwissLand(point: readonly [number, number]) {
  const inSomeCommune = [...geodata.communes.keys()].some((id) => geodata.contains(id, point));
  expect(inSomeCommune, `${point.join(", ")} lies in no Swiss commune`).toBe(true);
  expect(geodata.lakeAt(point), `${point.join(", ")} lies in a lake`).toBeUndefined();
}

describe("a listing's place on the map", () => {
  const addresses = [
    ...inventory.properties.map((item) => (item as { address?: Address }).address),
    ...inventory.projects.map((item) => (item as { address?: Address }).address),
  ].filter((address): address is Address => address !== undefined);

  it("places every address of the demo inventory in its commune, on land", () => {
    expect(addresses.length).toBeGreaterThan(50);
    for (const address of addresses) {
      const place = placeOf({ ...address, country: address.countryCode });
      expect(place, `${address.postalCode} ${address.locality}`).toBeDefined();
      expect(geodata.contains(place!.communeId, place!.point)).toBe(true);
      expect(geodata.communes.get(place!.communeId)?.canton).toMatch(/^(VS|VD|FR|GE)$/);
      expectOnSwissLand(place!.point);
    }
  });

  it("keeps the feed's coordinates when they fall in the commune, else takes the locality's point", () => {
    const monthey = { postalCode: "1870", locality: "Monthey", country: "CH" };
    const exactPoints = { exactPoints: true };
    const geo = { latitude: 46.2531, longitude: 6.9543 };
    const exact = placeOf({ ...monthey, geo }, exactPoints);
    expect(exact).toEqual({ communeId: 6153, point: [6.9543, 46.2531], exact: true });
    const kept = placeOf({ ...monthey, geo });
    expect(kept).toMatchObject({ communeId: 6153, exact: false });
    expect(kept?.point).not.toEqual([6.9543, 46.2531]);
    const swapped = placeOf({ ...monthey, geo: { latitude: 6.9543, longitude: 46.2531 } }, exactPoints);
    expect(swapped).toMatchObject({ communeId: 6153, exact: false });
    const lake = { latitude: 46.42, longitude: 6.75 };
    const inTheLake = placeOf({ postalCode: "1800", locality: "Vevey", geo: lake }, exactPoints);
    expect(inTheLake).toMatchObject({ communeId: 5890, exact: false });
    expectOnSwissLand(inTheLake!.point);
  });

  it("takes the commune that holds the feed's point when the postcode spans several", () => {
    // 3910 Saas-Grund: one locality in three communes of the directory (6289, 6290, 6291).
    const saas = { postalCode: "3910", locality: "Saas-Grund" };
    for (const communeId of [6289, 6290, 6291]) {
      const [longitude, latitude] = geoCentroid(geodata.shape("municipalities", communeId)!);
      expect(geodata.contains(communeId, [longitude, latitude])).toBe(true);
      expect(placeOf({ ...saas, geo: { latitude, longitude } })?.communeId).toBe(communeId);
    }
  });

  it("finds a locality by its name when its postcode is one of post-office boxes", () => {
    expect(placeOf({ postalCode: "3000", locality: "Bern" })?.communeId).toBe(351);
    expect(placeOf({ postalCode: "", locality: "Monthey" })?.communeId).toBe(6153);
  });

  it("reads the locality's name as exports write it", () => {
    for (const locality of ["Collombey", "COLLOMBEY", "Collombey VS", "Collombey (VS)"]) {
      expect(placeOf({ postalCode: "1868", locality })?.communeId).toBe(6152);
    }
    expect(placeOf({ postalCode: "1868", locality: "Muraz (Collombey)" })?.communeId).toBe(6152);
    expect(placeOf({ postalCode: "1884", locality: "Villars-sur-Ollon" })?.communeId).toBe(5409);
  });

  it("has no place for a foreign listing or an unknown postcode", () => {
    expect(placeOf({ postalCode: "74500", locality: "Évian-les-Bains", country: "FR" })).toBeUndefined();
    expect(placeOf({ postalCode: "0000", locality: "Nowhere" })).toBeUndefined();
    expect(placeOf({ postalCode: "", locality: "Nowhere" })).toBeUndefined();
    expect(placeOf({ postalCode: "9490", locality: "Vaduz", country: "LI" })).toBeUndefined();
  });
});
