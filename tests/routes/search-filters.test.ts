import { beforeAll, describe, expect, it } from "vitest";
import { amenitiesOf } from "@rli/contract/agency/amenities";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { loadHandler, type Handler } from "../support/build";
import { get } from "../support/requests";

/**
 * Amenities (`avec`) and the move-in day (`libreDes`) in the search, through the production build
 * on the demonstration inventory (issue 56): the form's fields as a browser sends them without
 * scripts are spelled once, unknown values and days are dropped, a past day reads as "now"; the
 * list holds only listings that have what was asked, says so in the page's language, is kept out
 * of search engines, and its map view and Atom feed keep the filters.
 */

let handle: Handler;
beforeAll(async () => {
  handle = await loadHandler();
}, 60_000);

const index = loadInventoryFile(DEMO_INVENTORY_FILE);
const listings = [...index.listingsByRef.values()].map((entry) => entry.property);

/** The references of the listing pages a page links to. */
function listedRefs(html: string): string[] {
  return [
    ...new Set(
      [
        ...html.matchAll(
          /href="(?:\/(?:de|en))?\/(?:vente|location)\/(?!promotions\/)[a-z-]+\/[a-z-]+-\d{4}\/(rlm-[a-z0-9-]+)"/g,
        ),
      ].map((match) => match[1]!.toUpperCase()),
    ),
  ];
}

function property(ref: string) {
  const found = listings.find((listing) => listing.ref.toUpperCase() === ref);
  if (!found) throw new Error(`unknown listing ${ref}`);
  return found;
}

async function page(path: string): Promise<string> {
  const response = await handle(get(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("amenity and move-in filters", () => {
  it("spells the form's fields once: repeated boxes as one list, unknown values and empty days dropped", async () => {
    for (const [asked, canonical] of [
      [
        "/recherche?actionType=Louer&avec=animaux&avec=ascenseur&libreDes=&libreDes=&page=1",
        "/recherche?actionType=Louer&avec=ascenseur,animaux&page=1",
      ],
      ["/recherche?avec=piscine,BALCON&page=1", "/recherche?avec=balcon&page=1"],
      [
        "/recherche?actionType=Louer&libreDes=2020-01-31&page=1",
        "/recherche?actionType=Louer&libreDes=immediatement&page=1",
      ],
      ["/recherche?actionType=Louer&libreDes=demain&libreDes=2027-02-30&page=1", "/recherche?actionType=Louer&page=1"],
      [
        "/recherche?actionType=Louer&libreDes=immediatement&libreDes=2027-06-01&page=1",
        "/recherche?actionType=Louer&libreDes=immediatement&page=1",
      ],
      ["/en/recherche?actionType=Louer&libreDes=2099-01-01&page=1", "/en/recherche?actionType=Louer&page=1"],
      ["/vendus?libreDes=immediatement&avec=neuf&page=1", "/vendus?avec=neuf&page=1"],
    ] as const) {
      const response = await handle(get(asked));
      expect(response.status, asked).toBe(302);
      expect(response.headers.get("location"), asked).toBe(canonical);
    }
  });

  it("lists only what has every amenity asked, says so, and keeps it out of search engines", async () => {
    const all = listedRefs(await page("/recherche?actionType=Louer&page=1"));
    const html = await page("/recherche?actionType=Louer&avec=ascenseur,animaux&page=1");
    const refs = listedRefs(html);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.length).toBeLessThan(all.length);
    for (const ref of refs)
      expect(property(ref).features, ref).toEqual(expect.arrayContaining(["has-elevator", "is-animal-friendly"]));
    expect(html).toContain('name="robots" content="noindex, follow"');
    expect(html).toMatch(/<summary>Plus de critères(<!-- -->)? \(2\)<\/summary>/);
    expect(html).toMatch(/<input type="checkbox" name="avec" checked="" value="ascenseur"\/>/);
    expect(html).toContain("avec ascenseur");
  });

  it("lists only what is free by the day asked, in German too, the day kept in the form", async () => {
    const day = "2027-01-31";
    const html = await page(`/de/recherche?actionType=Louer&libreDes=${day}&page=1`);
    const refs = listedRefs(html);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const start = zurichInstantOf(property(ref).availableFrom);
      expect(start, ref).toBeDefined();
      expect(zurichDay(start!) <= day, ref).toBe(true);
    }
    expect(html).toContain(`value="${day}"`);
    expect(html).toContain("Weitere Kriterien");
    expect(html).toContain('name="robots" content="noindex, follow"');
  });

  it("keeps the filters in the map view and the Atom feed", async () => {
    const list = await page("/en/recherche?actionType=Louer&avec=parking&libreDes=immediatement&page=1");
    expect(list).toContain(
      'href="/en/recherche?actionType=Louer&amp;avec=parking&amp;libreDes=immediatement&amp;page=1&amp;vue=carte"',
    );
    expect(list).toContain(
      'href="/en/flux/recherche.xml?actionType=Louer&amp;avec=parking&amp;libreDes=immediatement"',
    );
    const feed = await handle(get("/en/flux/recherche.xml?actionType=Louer&avec=parking&libreDes=immediatement"));
    expect(feed.status).toBe(200);
    const entries = [...(await feed.text()).matchAll(/<link[^>]+href="[^"]+\/(rlm-[a-z0-9-]+)"/g)].map((match) =>
      match[1]!.toUpperCase(),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const ref of entries) expect(amenitiesOf(property(ref)), ref).toContain("parking");
    const map = await page("/en/recherche?actionType=Louer&avec=parking&libreDes=immediatement&page=1&vue=carte");
    expect(map).toMatch(/name="libreDes" checked="" value="immediatement"/);
    // A town's mark leads to the same search in that town.
    expect(map).toContain(
      'href="/en/recherche?actionType=Louer&amp;cities=1870&amp;avec=parking&amp;libreDes=immediatement&amp;page=1"',
    );
    expect(map).toMatch(/name="avec" checked="" value="parking"/);
  });
});
