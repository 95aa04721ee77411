import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { openSqliteStore, type Store } from "~/store/database.server";
import { ORIGIN, loadHandler, type Handler } from "../support/build";
import { get, post } from "../support/requests";

/**
 * "Nouveau" and "Prix baissé" (issue 56) through the production build, from the site's watch of the
 * listings (`listing_seen`) in a store of this file's own: on the list's cards, the listing's page
 * with the fall's day and amount, in English too, the Atom feed; and on the kept listings, how much
 * cheaper a listing has become since the visitor kept it, the price at keeping held in their cookie.
 */

const DATABASE_FILE = "var/test-news/site.sqlite";
const DAY_MS = 24 * 3600_000;

let handle: Handler;
let store: Store;

const index = loadInventoryFile(DEMO_INVENTORY_FILE);
const priceOf = (ref: string) => index.listingsByRef.get(ref)!.property.price;
const REDUCED = "RLM-1043";
const NEW = "RLM-1039";
const REDUCED_PAGE = "/location/appartement/corseaux-1802/rlm-1043";
/** A promotion first offered three days ago. */
const NEW_PROMOTION = "RLM-P02";

beforeAll(async () => {
  rmSync("var/test-news", { recursive: true, force: true });
  handle = await loadHandler({ DATABASE_FILE });
  store = (await openSqliteStore(DATABASE_FILE)).store;
  const now = Date.now();
  const rows = [...index.listingsByRef.values()].map(({ property }) => ({
    reference: property.ref,
    price: property.price,
    // Seen at the first look: there before any alert, never new.
    first_seen_at: new Date(0).toISOString(),
    price_fell_at: null as string | null,
    price_before: null as number | null,
    gone_at: null,
  }));
  // Promotions are watched too, at their cheapest lot's price (0 here: only their being new is checked).
  for (const ref of index.promotionsByRef.keys()) {
    rows.push({ ...rows[0]!, reference: ref, price: 0 });
  }
  for (const row of rows) {
    if (row.reference === NEW || row.reference === NEW_PROMOTION) {
      row.first_seen_at = new Date(now - 3 * DAY_MS).toISOString();
    }
    if (row.reference === REDUCED) {
      row.price_fell_at = new Date(now - 2 * DAY_MS).toISOString();
      row.price_before = priceOf(REDUCED) + 180;
    }
  }
  await store.insertInto("listing_seen").values(rows).execute();
}, 60_000);

afterAll(async () => {
  await store?.destroy();
});

/** The card of `ref` in a page: from its article's start to its end. */
function cardOf(html: string, ref: string): string {
  const at = html.indexOf(`/${ref.toLowerCase()}"`);
  expect(at, ref).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf("<article", at), html.indexOf("</article>", at));
}

describe("new and reduced listings", () => {
  it("labels the cards of a list: new, reduced, and nothing for what was already there", async () => {
    const response = await handle(get("/recherche?actionType=Louer&page=1"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(cardOf(html, REDUCED)).toContain(">Prix baissé</span>");
    expect(cardOf(html, NEW)).toContain(">Nouveau</span>");
    expect(html.match(/data-news="">/g)).toHaveLength(2);
  });

  it("says on the listing's page when and by how much its price fell, in English too", async () => {
    const french = await (await handle(get(REDUCED_PAGE))).text();
    expect(french).toMatch(/Prix baissé le \d{2}\.\d{2}\.\d{4} : CHF 180\.– de moins/);
    const english = await (await handle(get(`/en${REDUCED_PAGE}`))).text();
    expect(english).toMatch(/Price reduced on \d{1,2} [A-Z][a-z]+ \d{4}: CHF 180\.– less/);
  });

  it("says a new promotion is new on its page and on its card", async () => {
    const list = await handle(get("/promotions"));
    // The page's main part: the header's menu links the promotions too.
    const whole = await list.text();
    const html = whole.slice(whole.indexOf("<main"));
    expect(cardOf(html, NEW_PROMOTION)).toContain(">Nouveau</span>");
    const at = html.indexOf(`/${NEW_PROMOTION.toLowerCase()}"`);
    const href = html.slice(html.lastIndexOf('href="', at) + 6, at + NEW_PROMOTION.length + 1);
    const page = await (await handle(get(href))).text();
    expect(page).toMatch(/<p class="[^"]*">Nouveau<\/p>/);
  });

  it("names it in the Atom feed's entries", async () => {
    const feed = await (await handle(get("/flux/recherche.xml?actionType=Louer"))).text();
    const entry = feed.slice(feed.indexOf(`${REDUCED.toLowerCase()}"`));
    expect(entry.slice(0, entry.indexOf("</entry>"))).toMatch(/<summary>Prix baissé · CHF/);
  });

  it("keeps the price at keeping in the cookie, and tells how much cheaper the listing has become", async () => {
    const form = post("/favoris", { ref: REDUCED, intent: "ajouter", retour: "/favoris" });
    form.headers.set("Accept", "text/html");
    const kept = await handle(form);
    expect(kept.status).toBe(303);
    const { favouritesCookie } = (await import("~/favourites/favourites-cookie.server")) as {
      favouritesCookie: { parse(header: string): Promise<unknown>; serialize(value: unknown): Promise<string> };
    };
    const cookie = kept.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(await favouritesCookie.parse(cookie)).toEqual([`${REDUCED}:${priceOf(REDUCED)}`]);

    // Kept when it cost CHF 20'000.– more (a cookie as the site signs it), beside one kept before prices were.
    const older = (await favouritesCookie.serialize([`${REDUCED}:${priceOf(REDUCED) + 20_000}`, NEW])).split(";")[0]!;
    for (const [path, words] of [
      ["/favoris", "CHF 20&#x27;000.– de moins depuis que vous l&#x27;avez gardé"],
      ["/de/favoris", "CHF 20&#x27;000.– weniger, seit Sie es gemerkt haben"],
    ] as const) {
      const page = await handle(new Request(`${ORIGIN}${path}`, { headers: { Cookie: older, Accept: "text/html" } }));
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(cardOf(html, REDUCED), path).toContain(words);
      expect(cardOf(html, NEW), path).not.toMatch(/de moins|weniger/);
    }
    // A price forged into an unsigned cookie reads as no favourites at all.
    const forged = `__favoris=${encodeURIComponent(btoa(JSON.stringify([`${REDUCED}:99999999`])))}`;
    const page = await handle(new Request(`${ORIGIN}/favoris`, { headers: { Cookie: forged, Accept: "text/html" } }));
    expect(await page.text()).not.toContain("de moins depuis");
  });
});
