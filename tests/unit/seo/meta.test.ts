import { describe, expect, it } from "vitest";
import { pageMeta, summarize } from "~/seo/meta";

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

const alternatesOf = (tags: ReturnType<typeof pageMeta>) =>
  tags.flatMap((tag) =>
    "rel" in tag && tag.rel === "alternate" ? [`${String(tag.hrefLang)} ${String(tag.href)}`] : [],
  );

describe("the alternates of a page", () => {
  const canonical = "https://www.example.ch/blog/vendre-son-bien";

  it("name the page in every language and x-default, French", () => {
    expect(alternatesOf(pageMeta({ title: "Blog", description: "…", canonical }))).toEqual([
      `fr ${canonical}`,
      "de https://www.example.ch/de/blog/vendre-son-bien",
      "en https://www.example.ch/en/blog/vendre-son-bien",
      `x-default ${canonical}`,
    ]);
  });

  it("are none for a page written in one language, whose other addresses are not translations", () => {
    const tags = pageMeta({ title: "Vendre", description: "…", canonical, language: "de", languages: ["fr"] });
    expect(alternatesOf(tags)).toEqual([]);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(locale(tags)).toBe("de_CH");
  });
});

describe("summarize", () => {
  it("joins an inline tag's words to their neighbours and parts blocks by a space", () => {
    expect(
      summarize(
        "<p><strong>Résidence Belle-Rive</strong>: 10 neue Wohnungen.</p><ul><li>Lift</li><li>Keller</li></ul>",
      ),
    ).toBe("Résidence Belle-Rive: 10 neue Wohnungen. Lift Keller");
    expect(summarize("<p><strong>Les Jardins</strong> : 12 logements</p>")).toBe("Les Jardins : 12 logements");
  });
});
