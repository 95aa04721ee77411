import { describe, expect, it } from "vitest";
import { propertySchema, promotionSchema } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";

const texts = (language: string, title: string) => ({
  language,
  title,
  subtitle: `${title} (sous-titre)`,
  description: `<p>${title}</p>`,
});

describe("listingTexts (decision 115)", () => {
  const french = { ...texts("fr", "Appartement"), language: undefined };

  it("gives the page's language when the feed has it", () => {
    const listing = { ...french, translations: [texts("de", "Wohnung"), texts("en", "Flat")] };
    expect(listingTexts(listing, "de")).toEqual(texts("de", "Wohnung"));
    expect(listingTexts(listing, "en")).toEqual(texts("en", "Flat"));
    expect(listingTexts(listing, "fr")).toEqual(texts("fr", "Appartement"));
  });

  it("falls back to French, then to the listing's own texts", () => {
    expect(listingTexts({ ...french, translations: [texts("de", "Wohnung")] }, "en")).toEqual(
      texts("fr", "Appartement"),
    );
    const germanFirst = { ...texts("de", "Wohnung"), translations: [texts("it", "Appartamento")] };
    expect(listingTexts(germanFirst, "en")).toEqual(texts("de", "Wohnung"));
    expect(listingTexts(germanFirst, "fr")).toEqual(texts("de", "Wohnung"));
    const frenchTranslation = { ...texts("de", "Wohnung"), translations: [texts("fr", "Appartement")] };
    expect(listingTexts(frenchTranslation, "en")).toEqual(texts("fr", "Appartement"));
  });

  it("works without translations, as older answers have none", () => {
    expect(listingTexts(french, "de")).toEqual(texts("fr", "Appartement"));
    expect(listingTexts({ ...texts("en", "Flat") }, "de")).toEqual(texts("en", "Flat"));
  });

  it("skips a translation without a title", () => {
    const listing = { ...french, translations: [{ ...texts("de", ""), description: "<p>Nur Text</p>" }] };
    expect(listingTexts(listing, "de").language).toBe("fr");
  });
});

describe("translations in the contract", () => {
  const base = { ref: "RLM-1", type: "buy", status: "active", title: "Appartement" };

  it("reads each language as a two-letter code, sanitises the HTML and drops entries without a language", () => {
    const parsed = propertySchema.parse({
      ...base,
      language: "fr-CH",
      translations: [
        { language: "de-CH", title: "Wohnung", subtitle: null, description: "<p>Hell</p><script>x()</script>" },
        { language: "english", title: "Flat" },
        { title: "Sans langue" },
        "nonsense",
      ],
    });
    expect(parsed.language).toBe("fr");
    expect(parsed.translations).toEqual([
      { language: "de", title: "Wohnung", subtitle: "", description: "<p>Hell</p>" },
    ]);
  });

  it("keeps promotions' texts per language as well", () => {
    const parsed = promotionSchema.parse({
      ref: "P1",
      title: "Neubau",
      status: "active",
      language: "de",
      translations: [{ language: "fr", title: "Promotion neuve" }],
    });
    expect(parsed.language).toBe("de");
    expect(listingTexts(parsed, "en").title).toBe("Promotion neuve");
  });

  it("leaves older answers as they were", () => {
    const parsed = propertySchema.parse(base);
    expect(parsed.translations).toBeUndefined();
    expect(parsed.language).toBeUndefined();
  });
});
