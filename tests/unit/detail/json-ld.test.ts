import { describe, expect, it } from "vitest";
import { promotionJsonLd, propertyJsonLd, propertyOffer, residenceType } from "~/detail/json-ld";
import { aPromotion, aProperty } from "./listing-fixtures";

const url = "https://www.example.ch/vente/appartement/monthey-1870/rlm-1";
const images = ["https://www.example.ch/images/biens/salon-1?size=960"];

describe("residenceType", () => {
  it("names the offered place by type group", () => {
    expect(residenceType([{ name: "attic-flat" }])).toBe("Apartment");
    expect(residenceType([{ name: "villa" }])).toBe("SingleFamilyResidence");
    expect(residenceType([{ name: "single-house" }])).toBe("SingleFamilyResidence");
    expect(residenceType([{ name: "row-house" }])).toBe("House");
    expect(residenceType([{ name: "office" }])).toBe("Place");
    expect(residenceType([])).toBe("Place");
  });
});

describe("propertyJsonLd", () => {
  it("describes a RealEstateListing about the residence, with rooms, floor size in m² and address, and an Offer in CHF", () => {
    const data = propertyJsonLd(aProperty(), { url, images });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      url,
      name: "Appartement lumineux",
      identifier: "RLM-1",
      datePosted: "2026-05-04",
      image: images[0],
      about: {
        "@type": "Apartment",
        numberOfRooms: 3.5,
        floorSize: { "@type": "QuantitativeValue", value: 95, unitCode: "MTK" },
        address: {
          "@type": "PostalAddress",
          addressLocality: "Monthey",
          postalCode: "1870",
          addressRegion: "Valais",
          addressCountry: "CH",
        },
      },
      offers: { "@type": "Offer", price: 750000, priceCurrency: "CHF", availability: "https://schema.org/InStock" },
    });
  });

  it("names the canton and the rent's month in the language of the texts it carries", () => {
    const german = propertyJsonLd(aProperty({ type: "rent", price: 2100 }), {
      url,
      images,
      inLanguage: "de",
      language: "de",
    });
    expect(german).toMatchObject({
      about: { address: { addressRegion: "Wallis" } },
      offers: { priceSpecification: { unitText: "Monat" } },
    });
    const english = propertyJsonLd(aProperty(), { url, images, inLanguage: "en-GB", language: "en" });
    expect(english).toMatchObject({ about: { address: { addressRegion: "Valais" } } });
  });

  it("offers nothing for a sold or withdrawn property, nor for a price on request", () => {
    expect(propertyJsonLd(aProperty({ status: "taken" }), { url, images }).offers).toBeUndefined();
    expect(propertyJsonLd(aProperty({ status: "inactive" }), { url, images }).offers).toBeUndefined();
    expect(propertyJsonLd(aProperty({ price: 0 }), { url, images }).offers).toBeUndefined();
  });

  it("marks a reserved property and a monthly rent", () => {
    expect(propertyOffer(aProperty({ status: "reserved" }), url)?.availability).toBe("https://schema.org/Reserved");
    const rent = propertyOffer(aProperty({ type: "rent", price: 2100 }), url);
    expect(rent).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { price: 2100, priceCurrency: "CHF", unitCode: "MON" },
    });
  });

  it("uses the net area when the gross area is missing and leaves out unknown values", () => {
    const data = propertyJsonLd(
      aProperty({ importantSpecifications: [{ name: "area_nwf", value: 70 }], attachments: [] }),
      { url, images: [] },
    );
    expect(data.about).toMatchObject({ floorSize: { value: 70 } });
    expect(data.about).not.toHaveProperty("numberOfRooms");
    expect(data).not.toHaveProperty("image");
  });
});

describe("promotionJsonLd", () => {
  it("describes an ApartmentComplex with its units and an AggregateOffer over the available lots", () => {
    const data = promotionJsonLd(aPromotion(), { url, images });
    expect(data).toMatchObject({
      "@type": "RealEstateListing",
      identifier: "RLM-P9",
      about: { "@type": "ApartmentComplex", numberOfAccommodationUnits: 5, numberOfAvailableAccommodationUnits: 2 },
      offers: { "@type": "AggregateOffer", priceCurrency: "CHF", lowPrice: 610000, highPrice: 900000, offerCount: 2 },
    });
  });

  it("offers nothing when no lot is available", () => {
    expect(promotionJsonLd(aPromotion({ buildings: [] }), { url, images }).offers).toBeUndefined();
  });
});
