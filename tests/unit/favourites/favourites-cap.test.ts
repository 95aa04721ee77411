import { describe, expect, it } from "vitest";
import { addFavourite, MAX_FAVOURITES } from "~/favourites/favourites";
import { COOKIE_BYTES, favouritesOf, keptOf, saveFavourites } from "~/favourites/favourites-cookie.server";

/**
 * The favourites cookie stays within what a browser keeps (4096 bytes for its name and value):
 * at most MAX_FAVOURITES references, the oldest dropped, even when every reference is as long as
 * a reference may be (64 characters).
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-";

/** A reference of 64 characters, different for every seed (a small linear congruential walk). */
function longReference(seed: number): string {
  let state = seed * 7919 + 17;
  let text = "R";
  while (text.length < 64) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += ALPHABET[state % ALPHABET.length];
  }
  return text;
}

const post = new Request("http://localhost:3000/favoris", { method: "POST" });
const pairOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(";"));

describe("the size of the favourites cookie", () => {
  it("keeps at most 40 references, newest first, the oldest making room", () => {
    expect(MAX_FAVOURITES).toBe(40);
    let kept: string[] = [];
    for (let index = 0; index < 60; index++) kept = addFavourite(kept, longReference(index));
    expect(kept).toHaveLength(40);
    expect(kept[0]).toBe(longReference(59));
    expect(kept).not.toContain(longReference(19));
  });

  it("fits in what a browser keeps after 60 long references added one by one", async () => {
    let cookie = "";
    let largest = 0;
    for (let index = 0; index < 60; index++) {
      const request = new Request("http://localhost:3000/favoris", { headers: { Cookie: cookie } });
      const setCookie = await saveFavourites(addFavourite(await favouritesOf(request), longReference(index)), post);
      cookie = pairOf(setCookie);
      largest = Math.max(largest, cookie.length);
    }
    expect(largest).toBeLessThanOrEqual(COOKIE_BYTES);
    expect(COOKIE_BYTES).toBeLessThan(4096);
    const request = new Request("http://localhost:3000/favoris", { headers: { Cookie: cookie } });
    const read = await favouritesOf(request);
    expect(read).toHaveLength(40);
    expect(read[0]).toBe(longReference(59));
  });

  it("drops the oldest of a list that would not fit, rather than writing a cookie browsers ignore", async () => {
    const many = Array.from({ length: 80 }, (_, index) => longReference(index));
    const setCookie = await saveFavourites(many, post);
    expect(pairOf(setCookie).length).toBeLessThanOrEqual(COOKIE_BYTES);
    const read = await favouritesOf(new Request("http://x.invalid/", { headers: { Cookie: pairOf(setCookie) } }));
    expect(read).toEqual(many.slice(0, 40));
  });

  it("keeps 40 references of 40 characters with their prices at keeping (CHF 100 million each)", async () => {
    const refs = Array.from({ length: 40 }, (_, index) => longReference(index).slice(0, 40));
    const prices = new Map(refs.map((ref) => [ref, 100_000_000] as const));
    const setCookie = await saveFavourites(refs, post, prices);
    expect(pairOf(setCookie).length).toBeLessThanOrEqual(COOKIE_BYTES);
    const read = await keptOf(new Request("http://x.invalid/", { headers: { Cookie: pairOf(setCookie) } }));
    expect(read).toEqual(refs.map((ref) => ({ ref, price: 100_000_000 })));
  });
});
