import { describe, expect, it } from "vitest";
import { pageMeta } from "~/seo/meta";

/** The head tags of a page: Open Graph's locale is the page's language, with or without a canonical address. */

const locale = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((tag) => "property" in tag && tag.property === "og:locale") as { content?: string } | undefined)?.content;

describe("pageMeta", () => {
  it("names the locale of a page without a canonical address (a form, the favourites) by its language", () => {
    expect(locale(pageMeta({ title: "Kontakt", description: "…", noindex: true, language: "de" }))).toBe("de_CH");
    expect(locale(pageMeta({ title: "Contact", description: "…", noindex: true, language: "en" }))).toBe("en_GB");
    expect(locale(pageMeta({ title: "Contact", description: "…", noindex: true }))).toBe("fr_CH");
  });

  it("reads it from the canonical address otherwise", () => {
    expect(locale(pageMeta({ title: "Team", description: "…", canonical: "https://www.example.ch/en/equipe" }))).toBe(
      "en_GB",
    );
    expect(locale(pageMeta({ title: "Équipe", description: "…", canonical: "https://www.example.ch/equipe" }))).toBe(
      "fr_CH",
    );
  });
});
