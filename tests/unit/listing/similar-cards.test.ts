import { describe, expect, it } from "vitest";
import { apiAnswers } from "~/api/cache.server";
import { getProperty } from "~/api/client.server";
import { similarCards } from "~/listing/similar-listings.server";

describe("similar listings' cards", () => {
  it("are drawn once per kept answers and language, again when an answer is loaded anew", async () => {
    const property = await getProperty("RLM-1047");
    const cards = await similarCards(property, "fr");
    expect(cards.length).toBeGreaterThan(0);
    expect(Object.isFrozen(cards[0])).toBe(true);
    expect(await similarCards(property, "fr")).toBe(cards);

    const german = await similarCards(property, "de");
    expect(german).not.toBe(cards);
    expect(german.map((card) => card.ref)).toEqual(cards.map((card) => card.ref));

    // The searches' answers are loaded again: other objects, so the cards are drawn again, alike.
    apiAnswers.reset();
    const again = await similarCards(property, "fr");
    expect(again).not.toBe(cards);
    expect(again).toEqual(cards);
  });
});
