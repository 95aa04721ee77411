import { describe, expect, it } from "vitest";
import { boundedTitle, shortTitle, TITLE_MAX_LENGTH } from "@rli/contract/api/listing-title";
import { sanitizeRichText, withLeadingText } from "@rli/contract/api/rich-text";

const long =
  "Magnifique appartement de 4.5 pièces avec grande terrasse, vue imprenable sur le lac Léman et les Alpes, à deux pas du centre de Vevey";

describe("a listing title as pages show it", () => {
  it("keeps a title within the bound as it is", () => {
    expect(shortTitle(" Appartement de 3.5 pièces ")).toBe("Appartement de 3.5 pièces");
    const exact = "a".repeat(TITLE_MAX_LENGTH);
    expect(shortTitle(exact)).toBe(exact);
  });

  it("cuts a longer title after its last whole word, with an ellipsis, in at most 80 characters", () => {
    const short = shortTitle(long);
    expect(short).toBe("Magnifique appartement de 4.5 pièces avec grande terrasse, vue imprenable sur…");
    expect(Array.from(short).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
  });

  it("does not end on punctuation before the ellipsis", () => {
    const title = `${"Maison familiale lumineuse avec jardin arboré et piscine chauffée à Blonay"}, ${"proche écoles"}`;
    expect(title.length).toBeGreaterThan(TITLE_MAX_LENGTH);
    expect(shortTitle(title)).toBe("Maison familiale lumineuse avec jardin arboré et piscine chauffée à Blonay…");
  });

  it("keeps a word that ends exactly at the bound", () => {
    const title = `${"x".repeat(70)} ${"abcdefgh"} suite`;
    expect(shortTitle(title)).toBe(`${"x".repeat(70)} abcdefgh…`);
  });

  it("cuts a single endless word, and never splits a character outside the basic plane", () => {
    expect(shortTitle("A".repeat(120))).toBe(`${"A".repeat(79)}…`);
    const emoji = shortTitle("🏠".repeat(100));
    expect(emoji).toBe(`${"🏠".repeat(79)}…`);
    expect(Array.from(emoji).every((character) => character === "🏠" || character === "…")).toBe(true);
  });

  it("gives the whole title at the start of the description when it is shortened", () => {
    const html = boundedTitle(long, "<p>Au cœur de Vevey.</p>");
    expect(html.title).toBe(shortTitle(long));
    expect(html.description).toBe(`<p>${long}</p><p>Au cœur de Vevey.</p>`);
    const plain = boundedTitle(long, "Au cœur de Vevey.\n\nLibre de suite.");
    expect(sanitizeRichText(plain.description)).toBe(`<p>${long}</p><p>Au cœur de Vevey.</p><p>Libre de suite.</p>`);
    expect(boundedTitle(long, undefined).description).toBe(long);
  });

  it("leaves the description alone when the title is short or already starts it", () => {
    expect(boundedTitle("Studio à Monthey", "<p>Calme.</p>")).toEqual({
      title: "Studio à Monthey",
      description: "<p>Calme.</p>",
    });
    const already = `<p><strong>${long.toUpperCase()}</strong></p><p>Calme.</p>`;
    expect(boundedTitle(long, already).description).toBe(already);
  });

  it("escapes the title it writes into the description", () => {
    const title = `${"Villa <b>exceptionnelle</b> & piscine ".repeat(3)}`;
    const described = withLeadingText("<p>Texte.</p>", title);
    expect(sanitizeRichText(described)).toContain("Villa &lt;b&gt;exceptionnelle&lt;/b&gt; &amp; piscine");
  });
});
