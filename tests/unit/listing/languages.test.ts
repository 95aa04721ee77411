import { describe, expect, it } from "vitest";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { breadcrumbTrail } from "~/agency/breadcrumb";
import { lotAvailabilityLabel, statusLabel } from "~/agency/status";
import { promotionCard } from "~/listing/card-view";
import { resolveListAddress, notFoundMessage, type ListAddress } from "~/listing/list-address";
import { atomFeed } from "~/listing/list-feed";
import {
  budgetPhrase,
  cityNames,
  countText,
  describeList,
  listHeading,
  listMeta,
  roomsPhrase,
} from "~/listing/list-text";
import { promotionAvailabilityText, promotionSizeText } from "~/listing/promotion-lots";
import { promotionsHeading } from "~/listing/promotions-address";

const names = cityNames([
  { name: "Monthey", postalCode: "1870" },
  { name: "Vevey", postalCode: "1800" },
]);
const criteria = (changes: Partial<SearchCriteria>): SearchCriteria => ({ ...defaultCriteria(), ...changes });

function at(path: string): ListAddress {
  const result = resolveListAddress(path, {}, null);
  if (result.kind !== "list") throw new Error(path);
  return result.address;
}

describe("list texts in German and English", () => {
  it("name what is listed, where and how", () => {
    expect(describeList(criteria({ types: ["apartment"], cities: ["1870"] }), names, "de")).toBe(
      "Wohnungen zu verkaufen in Monthey",
    );
    expect(describeList(criteria({ types: ["apartment"], cities: ["1870"] }), names, "en")).toBe(
      "Flats for sale in Monthey",
    );
    expect(describeList(criteria({ actionType: "Louer", types: ["house", "apartment"] }), names, "en")).toBe(
      "Houses and flats to let",
    );
    expect(describeList(criteria({ sold: true, types: ["house"] }), names, "de")).toBe("Verkaufte Häuser");
    expect(describeList(criteria({ sold: true, actionType: "Louer" }), names, "en")).toBe("Properties let");
  });

  it("write budgets, rooms and counts in Swiss formats", () => {
    expect(budgetPhrase("0-100000", "de")).toBe("bis CHF 100'000.–");
    expect(budgetPhrase("100000-200000", "en")).toBe("CHF 100'000.– to CHF 200'000.–");
    expect(roomsPhrase(3.5, "de")).toBe("ab 3½ Zimmer");
    expect(roomsPhrase(3.5, "en")).toBe("from 3½ rooms");
    expect(countText(1, "de")).toBe("1 Ergebnis");
    expect(countText(26, "en")).toBe("26 results");
  });

  it("give fixed lists their heading and every list its title", () => {
    expect(listHeading(at("/annonces"), defaultCriteria(), names, "de")).toBe("Alle unsere Inserate");
    expect(listHeading(at("/nos-appartements"), criteria({ types: ["apartment"] }), names, "en")).toBe(
      "Our flats for sale",
    );
    const search = listMeta(at("/recherche"), criteria({ cities: ["1800"], page: 2 }), names, 12, "en");
    expect(search.title).toBe("Search: Properties for sale in Vevey, page 2");
    expect(search.description).toContain("12 listings with photos");
  });

  it("answer an unknown place in the page's language", () => {
    expect(notFoundMessage("city", "de")).toBe("In dieser Ortschaft haben wir keine Inserate.");
    expect(notFoundMessage("type", "en")).toBe("This type of property does not exist on our website.");
  });
});

describe("statuses, promotions and breadcrumbs in German and English", () => {
  it("label statuses", () => {
    expect(statusLabel("taken", "rent", "de")).toBe("Vermietet");
    expect(statusLabel("taken", "buy", "en")).toBe("Sold");
    expect(lotAvailabilityLabel("active", "de")).toEqual({ label: "Verfügbar", tone: "ok" });
  });

  it("count the lots of a promotion", () => {
    expect(promotionSizeText({ total: 12, available: 5 }, "de")).toBe("Neubauprojekt mit 12 Einheiten");
    expect(promotionAvailabilityText({ total: 12, available: 1 }, "en")).toBe("(only 1 unit left)");
    expect(promotionsHeading({ path: "/vente/promotions", section: "buy" }, "en")).toBe("New developments for sale");
  });

  it("name the crumbs and keep French paths for the links", () => {
    expect(breadcrumbTrail("/vente/appartement/monthey-1870/rlm-1001", {}, "de")).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Kaufen", href: "/vente" },
      { label: "Wohnung", href: "/vente/appartement" },
      { label: "Monthey (1870)", href: "/vente/appartement/monthey-1870" },
      { label: "RLM-1001", href: "/vente/appartement/monthey-1870/rlm-1001" },
    ]);
  });
});

describe("cards and feeds in German and English", () => {
  const promotion = {
    ref: "RLM-P09",
    name: "",
    title: "Les Terrasses",
    subtitle: "",
    description: "",
    type: "buy" as const,
    status: "active" as const,
    locality: "Monthey",
    postalCode: "1870",
    region: "",
    country: "CH",
    attachments: [],
    buildings: [{ ref: "RLM-P09-A", properties: [{ status: "active", price: 605000 }] }],
  } as unknown as Parameters<typeof promotionCard>[0];

  it("link a card to the page in the same language and mark its French title", () => {
    const card = promotionCard(promotion, "en");
    expect(card.href).toBe("/en/vente/promotions/monthey-1870/rlm-p09");
    expect(card.eyebrow).toBe("New development");
    expect(card.price).toBe("From CHF 605'000.–");
    expect(card.lang).toBe("fr");
    expect(promotionCard(promotion, "fr").lang).toBeNull();
  });

  it("says its language in the feed", () => {
    const xml = atomFeed({
      title: "Wohnungen",
      language: "de",
      feedUrl: "https://example.ch/de/flux/annonces.xml",
      listUrl: "https://example.ch/de/annonces",
      origin: "https://example.ch",
      entries: [],
      now: new Date("2026-11-26T09:00:00Z"),
    });
    expect(xml).toContain('xml:lang="de-CH"');
    expect(xml).toContain("<subtitle>Die neuesten Inserate von");
    const card = promotionCard(promotion, "de");
    const entry = atomFeed({
      title: "Neubauprojekte",
      language: "de",
      feedUrl: "https://example.ch/de/flux/promotions.xml",
      listUrl: "https://example.ch/de/promotions",
      origin: "https://example.ch",
      entries: [{ card, publishedAt: null }],
      now: new Date("2026-11-26T09:00:00Z"),
    });
    expect(entry).toContain('<title xml:lang="fr">Les Terrasses</title>');
  });
});
