import { describe, expect, it } from "vitest";
import { availabilityText } from "~/detail/availability";
import { energyRows } from "~/detail/energy";
import { lotSummary } from "~/detail/lot-table";
import { listingPhotos, listingPlans } from "~/detail/photos";
import { extraOfferLines, rentLines } from "~/detail/rent-lines";
import { shareLinks, shareUrl } from "~/detail/share-links";
import { textNotice } from "~/detail/text-notice";

describe("a listing's facts in German and English", () => {
  it("rent lines and extras", () => {
    expect(rentLines({ net: 1500, charges: 200, deposit: 4500, depositType: "bank-guarantee" }, "de")).toEqual([
      { label: "Nettomiete", value: "CHF 1'500.–/Monat" },
      { label: "Nebenkosten", value: "CHF 200.–/Monat" },
      { label: "Bruttomiete", value: "CHF 1'700.–/Monat" },
      { label: "Mietkaution", value: "CHF 4'500.– (Bankgarantie)" },
    ]);
    expect(extraOfferLines([{ type: "parking-garage-underground", price: 150 }], "rent", "en")).toEqual([
      { label: "Underground parking space (optional)", value: "CHF 150.–/month" },
    ]);
  });

  it("availability, energy and lots", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(availabilityText("2027-03-01T00:00:00Z", now, "active", "de")).toBe("Frei ab 01.03.2027");
    expect(availabilityText("2026-01-01T00:00:00Z", now, "active", "en")).toBe("Immediately");
    expect(energyRows({ heating: { generation: "heatpump", distribution: "floor" } }, "de")).toEqual([
      { label: "Wärmeerzeugung", value: "Wärmepumpe" },
      { label: "Wärmeverteilung", value: "Bodenheizung" },
    ]);
    expect(lotSummary({ total: 12, available: 5 }, "en")).toBe("12 units, 5 of them available");
  });

  it("photos, plans and share links", () => {
    const photos = listingPhotos(
      [
        { url: "/images/a.jpg", type: "image" },
        { url: "/images/b.jpg", type: "image" },
      ],
      "Wohnung in Vevey",
      "de",
    );
    expect(photos.map((photo) => photo.alt)).toEqual([
      "Wohnung in Vevey, Foto 1 von 2",
      "Wohnung in Vevey, Foto 2 von 2",
    ]);
    expect(listingPlans([], "en")).toEqual([]);
    const url = shareUrl("https://example.ch", "RLM-1001", "en");
    expect(url).toBe("https://example.ch/en/partage/rlm-1001");
    const email = shareLinks(url, "", "en").find((link) => link.network === "email");
    expect(decodeURIComponent(email?.href ?? "")).toContain(
      "You might be interested in this listing: A property listing",
    );
  });
});

describe("the notice over a description in another language", () => {
  it("names the language the text is in, on German and English pages", () => {
    expect(textNotice("fr", "de")).toBe("Diese Beschreibung liegt nur auf Französisch vor.");
    expect(textNotice("fr", "en")).toBe("This description is only available in French.");
    expect(textNotice("de", "en")).toBe("This description is only available in German.");
    expect(textNotice("it", "de")).toBe("Diese Beschreibung liegt nur auf Italienisch vor.");
    expect(textNotice("rm", "en")).toBe("This description is not available in English.");
  });

  it("says nothing when the text is in the page's language, nor on French pages", () => {
    expect(textNotice(null, "de")).toBeNull();
    expect(textNotice("en", "en")).toBeNull();
    expect(textNotice("de", "fr")).toBeNull();
  });
});
