import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "@rli/contract/agency/addresses";
import { localPath } from "@rli/contract/i18n/language";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, idxFile, idxLine, minimalRecord, now } from "../../packages/upstream/tests/idx-lines";
import { loadHandler, ORIGIN, type Handler } from "../support/build";

/**
 * The property page of an IDX export such as Publimmo/Realforce writes it: a title far beyond the
 * format's 70 characters, and the 3D tour in a spare field (decision 136). The built site serves
 * the export (CATALOGUE_FILE) and is asked for the page as a visitor would.
 */

const TITLE =
  "Exceptionnelle villa contemporaine de 7.5 pièces avec piscine, jardin paysager, vue panoramique sur le lac et les Dents-du-Midi";
const SHORT = "Exceptionnelle villa contemporaine de 7.5 pièces avec piscine, jardin paysager…";
const TOUR = "https://my.matterport.com/show/?m=Zq9Xv2Ab";

const records = [
  {
    ...minimalRecord,
    object_category: "HOUSE",
    object_type: "2",
    offer_type: "SALE",
    ref_property: "VILLA7",
    object_city: "Monthey",
    object_zip: "1870",
    object_title: TITLE,
    object_description: "Au calme, à 5 minutes du centre.",
    selling_price: "2450000",
    sparefield_1: "PUB-4471",
    sparefield_2: TOUR,
  },
  {
    ...minimalRecord,
    ref_property: "PLAIN1",
    object_title: "Appartement de 3.5 pièces à Vevey",
    sparefield_2: "http://my.matterport.com/show/?m=plain",
  },
];

let dir: string;
let handle: Handler;
const paths = new Map<string, string>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "titre-visite-"));
  const bytes = idxFile(records.map((record) => idxLine(record)));
  const file = path.join(dir, "unload.txt");
  writeFileSync(file, bytes);
  for (const { property } of mapInventory(readIdx(bytes, { fileUrl, now }).inventory, { now, siteOrigins: [] })
    .listings) {
    paths.set(property.ref, listingPath({ ...property, promotionRef: property.promotionRef ?? undefined }));
  }
  handle = await loadHandler({ CATALOGUE_FILE: file });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function page(pathname: string): Promise<string> {
  const response = await handle(new Request(`${ORIGIN}${pathname}`, { headers: { Host: new URL(ORIGIN).host } }));
  expect(response.status).toBe(200);
  return response.text();
}

function jsonLdNames(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as unknown;
    const items = Array.isArray(data) ? data : [data];
    return items.flatMap((item) => {
      const name = (item as { name?: unknown }).name;
      return typeof name === "string" ? [name] : [];
    });
  });
}

describe("an IDX listing with a long title and a 3D tour in a spare field", () => {
  it("heads its page, its document title, meta and JSON-LD with the shortened title", async () => {
    const html = await page(paths.get("VILLA7")!);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${SHORT}</h1>`));
    expect(html).toMatch(new RegExp(`<title>${SHORT} \\(Monthey, réf\\. VILLA7\\)`));
    expect(html).toContain(`<meta property="og:title" content="${SHORT}`);
    expect(jsonLdNames(html)).toContain(SHORT);
  });

  it("keeps the whole title at the start of the description", async () => {
    const html = await page(paths.get("VILLA7")!);
    expect(html).toContain(`<p>${TITLE}</p><p>Au calme, à 5 minutes du centre.</p>`);
  });

  it("offers the tour as a plain link that leaves the site without the page's address", async () => {
    const html = await page(paths.get("VILLA7")!);
    expect(html).toContain(`<a href="${TOUR}" rel="noopener noreferrer">Visite virtuelle</a>`);
    expect(html).not.toContain("<iframe");
    const german = await page(localPath(paths.get("VILLA7")!, "de"));
    expect(german).toContain(`<a href="${TOUR}" rel="noopener noreferrer">Virtueller Rundgang</a>`);
    const english = await page(localPath(paths.get("VILLA7")!, "en"));
    expect(english).toContain(`<a href="${TOUR}" rel="noopener noreferrer">Virtual tour</a>`);
  });

  it("offers no tour from a spare field that is not a plain https address", async () => {
    const html = await page(paths.get("PLAIN1")!);
    expect(html).not.toContain("matterport");
    expect(html).not.toContain("Visite virtuelle");
  });

  it("names the listing by its shortened title on the list's card", async () => {
    const html = await page("/annonces");
    expect(html).toContain(SHORT);
    expect(html).not.toContain(TITLE);
  });
});
