import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, loadHandler, type Handler } from "../support/build";

/**
 * The kept listings side by side (`/favoris?vue=comparer`, issue 56) through the production build: a
 * table drawn by the server from the listings themselves, one column per kept listing and one row per
 * fact, in the page's language; the link between the cards and the table; a reference the inventory
 * does not know still told apart.
 */

let handle: Handler;
let cookieOf: (entries: string[]) => Promise<string>;

beforeAll(async () => {
  handle = await loadHandler();
  const { favouritesCookie } = (await import("~/favourites/favourites-cookie.server")) as {
    favouritesCookie: { serialize(value: unknown): Promise<string> };
  };
  cookieOf = async (entries) => (await favouritesCookie.serialize(entries)).split(";")[0]!;
}, 60_000);

async function page(path: string, entries: string[]): Promise<string> {
  const response = await handle(
    new Request(`${ORIGIN}${path}`, { headers: { Cookie: await cookieOf(entries), Accept: "text/html" } }),
  );
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The table's rows as text: the row's name, then its cells, markup left out. */
function rows(html: string): string[][] {
  const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!
        .replace(/<span class="[^"]*">[^<]*<\/span>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}

const KEPT = ["RLM-1039", "RLM-1047", "RLM-9999"];

describe("the kept listings side by side", () => {
  it("draws one column per listing and one row per fact, from the listings themselves", async () => {
    const html = await page("/favoris?vue=comparer", KEPT);
    const table = rows(html);
    expect(table[0]).toEqual(["Bien", "Joli studio neuf RLM-1039", expect.stringContaining("RLM-1047")]);
    const row = (name: string) => table.find((cells) => cells[0] === name);
    expect(row("Prix ou loyer")).toEqual(["Prix ou loyer", "CHF 1'080.–/mois", "CHF 1'080'000.–"]);
    // CHF 1'080'000.– for 82 m², CHF 1'080.– a month for 39 m².
    expect(row("Prix au m² habitable")).toEqual(["Prix au m² habitable", "CHF 28.– par mois", "CHF 13'171.–"]);
    expect(row("Étage")).toEqual(["Étage", "1er étage", "5e étage"]);
    expect(row("Terrain")).toEqual(["Terrain", "—", "—"]);
    expect(row("Label énergétique")).toEqual(["Label énergétique", "Minergie-P", "—"]);
    expect(
      row("Animaux admis")
        ?.slice(1)
        .every((cell) => cell === "oui" || cell === "non"),
    ).toBe(true);
    // What the feed does not give is named for a screen reader.
    expect(html).toContain("non indiqué");
    // The reference nobody has is still told, under the table; the cards are not drawn.
    expect(html).toContain("RLM-9999");
    expect(html).not.toContain("<article");
    expect(html).toMatch(/<a[^>]+href="\/favoris"[^>]*>Voir en cartes<\/a>/);
  });

  it("speaks German and English", async () => {
    const german = rows(await page("/de/favoris?vue=comparer", KEPT.slice(0, 2)));
    expect(german.map((cells) => cells[0])).toEqual(
      expect.arrayContaining(["Objekt", "Preis oder Miete", "Stockwerk", "Haustiere erlaubt"]),
    );
    const english = await page("/en/favoris?vue=comparer", KEPT.slice(0, 2));
    expect(rows(english).find((cells) => cells[0] === "Floor")).toEqual(["Floor", "1st floor", "5th floor"]);
    expect(english).toContain("Your saved listings side by side");
  });

  it("offers the table from the cards once two listings are kept, and shows the cards for any other view", async () => {
    expect(await page("/favoris", KEPT.slice(0, 2))).toMatch(
      /<a[^>]+href="\/favoris\?vue=comparer"[^>]*>Comparer côte à côte<\/a>/,
    );
    expect(await page("/favoris", KEPT.slice(0, 1))).not.toContain("vue=comparer");
    const other = await page("/favoris?vue=tableau", KEPT.slice(0, 2));
    expect(other).not.toContain("<table");
    expect(other).toContain("<article");
  });
});
