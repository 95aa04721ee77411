import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { propertySchema } from "@rli/contract/api/contract";
import { createUpstreamHandler } from "@rli/upstream/handler.server";
import { readContactParam, withoutContact } from "~/agency/contact-url";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { feedDetails } from "~/detail/feed-details";
import { propertyView } from "~/detail/property-view";
import { contactSchema } from "@rli/contract/forms/contact";
import { sameSitePath } from "~/forms/contact-form.server";
import { contactRequest } from "../../../packages/upstream/tests/support/form-requests";
import { fixtureBlog, memoryMailer } from "../../../packages/upstream/tests/support/upstream";

const now = new Date("2026-11-23T10:00:00Z");
const SITE_ORIGIN = "https://www.rhone-leman-immobilier.ch";
const options = { now, siteOrigins: [SITE_ORIGIN] };

type SourceProperty = NonNullable<SwissRetsInventory["properties"]>[number];

/** A small listing as a real agency export writes it. */
const listing = {
  id: "x-1",
  referenceId: "X-1",
  type: "rent",
  availability: { state: "active", start: "2027-01-01T00:00:00+01:00" },
  categories: ["apartment"],
  characteristics: { numberOfRooms: 3.5 },
  heating: { generation: "heatpump", distribution: "radiator" },
  minergieCertification: "Minergie",
  prices: {
    currency: "CHF",
    rent: { net: 1800, extra: 250, interval: "month" },
    deposit: { amount: 5400, type: "deposit-guarantee" },
    additionalOffers: [{ type: "parking-exterior-space", price: 80, interval: "month" }],
  },
  localizations: [
    {
      languageCode: "fr",
      title: "Appartement",
      visitInformation: "  Clés chez la concierge.  ",
      events: [
        {
          name: "Portes ouvertes",
          start: "2027-01-16T10:00:00+01:00",
          end: "2027-01-16T12:00:00+01:00",
          location: "Sur place",
          summary: "Sans inscription",
        },
        { name: "Fin avant le début", start: "2027-01-16T10:00:00+01:00", end: "2027-01-16T09:00:00+01:00" },
      ],
      attachments: {
        images: [{ url: "https://photos.example.ch/1.jpg", title: "Séjour" }],
        plans: [{ url: "https://docs.example.ch/plan.pdf", title: " Plan du 3e étage " }],
        documents: [{ url: "https://docs.example.ch/doc.pdf" }],
      },
    },
  ],
} as unknown as SourceProperty;

const germanOnly = {
  id: "x-2",
  referenceId: "X-2",
  type: "buy",
  availability: { state: "active" },
  localizations: [{ languageCode: "de", title: "Einfamilienhaus", description: "<p>Schönes Haus</p>" }],
  prices: { currency: "CHF", buy: { price: 900000 } },
} as unknown as SourceProperty;

function mapAll(...properties: SourceProperty[]) {
  return mapInventory({ generator: { version: "3.6.0" }, properties }, options).listings.map((item) => item.property);
}

describe("SwissRETS mapping of what real exports carry", () => {
  const [rent, german] = mapAll(listing, germanOnly);

  it("keeps visits with valid dates, the visit information, the availability date", () => {
    expect(rent!.visits).toEqual([
      {
        name: "Portes ouvertes",
        start: "2027-01-16T09:00:00.000Z",
        end: "2027-01-16T11:00:00.000Z",
        location: "Sur place",
        summary: "Sans inscription",
      },
    ]);
    expect(rent!.visitInformation).toBe("Clés chez la concierge.");
    expect(rent!.availableFrom).toBe("2026-12-31T23:00:00.000Z");
  });

  it("keeps rent net and charges per month, the deposit and the extras", () => {
    expect(rent!.rent).toEqual({ net: 1800, charges: 250, deposit: 5400, depositType: "deposit-guarantee" });
    expect(rent!.price).toBe(2050);
    expect(rent!.extraOffers).toEqual([{ type: "parking-exterior-space", price: 80, interval: "month" }]);
  });

  it("turns a yearly rent into monthly lines", () => {
    const [yearly] = mapAll({
      ...listing,
      prices: { currency: "CHF", rent: { net: 24000, extra: 3000, gross: 27000, interval: "year" } },
    } as unknown as SourceProperty);
    expect(yearly!.rent).toEqual({ net: 2000, charges: 250, gross: 2250 });
  });

  it("keeps the Minergie label, the heating and the titles of plans and documents", () => {
    expect(rent!.minergie).toBe("Minergie");
    expect(rent!.heating).toEqual({ generation: "heatpump", distribution: "radiator" });
    expect(rent!.attachments).toEqual([
      { url: "https://photos.example.ch/1.jpg", type: "image" },
      { url: "https://docs.example.ch/plan.pdf", type: "plan", title: "Plan du 3e étage" },
      { url: "https://docs.example.ch/doc.pdf", type: "document" },
    ]);
  });

  it("names the language of a listing that has only a German text, and says nothing of a French one", () => {
    expect(german!.language).toBe("de");
    expect(german!.title).toBe("Einfamilienhaus");
    expect(rent!.language).toBeUndefined();
  });

  it("leaves out every key the feed does not give", () => {
    for (const key of ["availableFrom", "visits", "visitInformation", "rent", "extraOffers", "minergie", "heating"]) {
      expect(german, key).not.toHaveProperty(key);
    }
    expect(
      mapAll({ ...germanOnly, type: "rent", prices: undefined } as unknown as SourceProperty)[0],
    ).not.toHaveProperty("rent");
  });

  it("passes the contract, which an upstream without these fields passes too", () => {
    const parsed = propertySchema.parse(JSON.parse(JSON.stringify(rent)));
    expect(parsed.visits).toHaveLength(1);
    expect(parsed.rent?.charges).toBe(250);
    const bare = propertySchema.parse({ ref: "A-1", type: "buy", status: "active" });
    expect(bare.visits).toBeUndefined();
    expect(bare.rent).toBeUndefined();
    expect(bare.language).toBeUndefined();
  });

  it("drops the parts an upstream gets wrong instead of refusing the listing", () => {
    const parsed = propertySchema.parse({
      ref: "A-1",
      type: "rent",
      status: "active",
      language: "deutsch",
      visits: [{ name: "Sans date" }, { name: "Bonne", start: "2027-01-16T09:00:00Z", end: "2027-01-16T10:00:00Z" }, 3],
      rent: { net: "beaucoup", charges: -5, gross: 2000 },
      extraOffers: [{ type: "parking-garage" }, { type: "parking-garage", price: 100 }],
      heating: null,
    });
    expect(parsed.language).toBeUndefined();
    expect(parsed.visits?.map((visit) => visit.name)).toEqual(["Bonne"]);
    expect(parsed.rent).toEqual({ gross: 2000 });
    expect(parsed.extraOffers).toEqual([{ type: "parking-garage", price: 100 }]);
    expect(parsed.heating).toBeUndefined();
  });
});

describe("property page view of these facts", () => {
  const [rent, german] = mapAll(listing, germanOnly);
  const formatPhone = (phone: string) => ({ display: phone, href: `tel:${phone}` });

  it("lists availability, rent lines, deposit and extras once, energy and the visit with its links", () => {
    const view = propertyView(rent!, { origin: SITE_ORIGIN, formatPhone, now });
    expect(view.terms).toEqual([
      { label: "Disponibilité", value: "Libre dès le 01.01.2027" },
      { label: "Loyer net", value: "CHF 1'800.–/mois" },
      { label: "Charges", value: "CHF 250.–/mois" },
      { label: "Loyer brut", value: "CHF 2'050.–/mois" },
      { label: "Garantie de loyer", value: "CHF 5'400.– (compte de garantie de loyer)" },
      { label: "Place de parc extérieure (en option)", value: "CHF 80.–/mois" },
    ]);
    expect(view.technical.map((row) => row.label)).not.toContain("Garantie de loyer");
    expect(view.energy.map((row) => row.value)).toEqual(["Minergie", "Pompe à chaleur", "Radiateurs"]);
    expect(view.documents).toEqual([
      { label: "Plan du 3e étage", href: "https://docs.example.ch/plan.pdf" },
      { label: "Document 1", href: "https://docs.example.ch/doc.pdf" },
    ]);
    expect(view.visitInformation).toBe("Clés chez la concierge.");
    expect(view.visits).toEqual([
      expect.objectContaining({
        id: "2027-01-16-1000",
        when: "Samedi 16.01.2027, 10:00 – 12:00",
        calendarHref: "/visites/x-1/2027-01-16-1000.ics",
        requestHref: "?contact=X-1&visite=2027-01-16-1000",
      }),
    ]);
    expect(view.textLanguage).toBeNull();
  });

  it("shows nothing of a listing that gives nothing, and marks its German text", () => {
    const details = feedDetails(german!, now);
    expect(details).toEqual({
      textLanguage: "de",
      visitLanguage: "de",
      terms: [],
      energy: [],
      visitInformation: null,
      visits: [],
    });
  });

  it("tells search engines the language of a German-only listing", () => {
    const view = propertyView(german!, { origin: SITE_ORIGIN, formatPhone, now });
    expect(view.jsonLd).toMatchObject({ inLanguage: "de" });
    expect(propertyView(rent!, { origin: SITE_ORIGIN, formatPhone, now }).jsonLd).toMatchObject({
      inLanguage: "fr-CH",
    });
  });

  it("no longer shows visits nor availability once the listing is let", () => {
    const details = feedDetails({ ...rent!, status: "taken" }, now);
    expect(details.visits).toEqual([]);
    expect(details.visitInformation).toBeNull();
    expect(details.terms.map((row) => row.label)).not.toContain("Disponibilité");
  });
});

describe("a visit request", () => {
  const index = loadInventoryFile("tests/fixtures/feeds/feed-details.json", options);
  const request = { ...contactRequest, message: "Je viendrai.", ref: "FD-101" };

  async function send(body: unknown) {
    const mailer = memoryMailer();
    const handler = createUpstreamHandler({
      inventory: () => index,
      blog: fixtureBlog,
      mailer: () => mailer,
      siteOrigin: SITE_ORIGIN,
    });
    const response = await handler(
      new Request("http://upstream.test/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    return { response, mail: mailer.sent[0] };
  }

  it("tells the broker which visit the visitor registers for", async () => {
    const { response, mail } = await send({ ...request, visit: "2031-01-18-1000" });
    expect(response.status).toBe(200);
    expect(mail!.subject).toBe("Demande de visite – FD-101 – Appartement de 3½ pièces au centre de Monthey");
    expect(mail!.text).toMatch(/Visite demandée\s*:\s+Portes ouvertes – Samedi 18\.01\.2031, 10:00 – 12:00/);
  });

  it("names a visit the listing no longer has by its id", async () => {
    const { mail } = await send({ ...request, visit: "2031-02-01-1000" });
    expect(mail!.text).toMatch(/Visite demandée\s*:\s+2031-02-01-1000 \(visite introuvable dans l'inventaire\)/);
  });

  it("is an ordinary contact request without a visit", async () => {
    const { mail } = await send(request);
    expect(mail!.subject).toMatch(/^Demande de contact – FD-101/);
    expect(mail!.text).not.toContain("Visite demandée");
  });

  it("refuses a visit that is not a visit id, in French", () => {
    const result = contactSchema.safeParse({ ...request, visit: "<script>" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Cette visite n'est pas reconnue.");
    expect(contactSchema.safeParse({ ...request, visit: "" }).success).toBe(true);
  });
});

describe("the visit parameter of the contact window", () => {
  it("is read with the reference only, and dropped when the window closes or the form is sent", () => {
    expect(readContactParam("?contact=FD-101&visite=2031-01-18-1000")).toEqual({
      open: true,
      ref: "FD-101",
      visit: "2031-01-18-1000",
    });
    expect(readContactParam("?contact&visite=2031-01-18-1000")).toEqual({ open: true, ref: undefined });
    expect(withoutContact("/x", "?photo=2&contact=FD-101&visite=2031-01-18-1000")).toBe("/x?photo=2");
    expect(sameSitePath("/x?contact=FD-101&visite=2031-01-18-1000&photo=1", SITE_ORIGIN)).toBe("/x?photo=1");
  });
});
