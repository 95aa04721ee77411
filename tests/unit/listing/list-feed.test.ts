import { describe, expect, it } from "vitest";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import type { CardView } from "~/listing/card-view";
import { atomFeed, entrySummary, feedHref, feedListPath, listParams } from "~/listing/list-feed";

const card = (fields: Partial<CardView>): CardView => ({
  kind: "property",
  ref: "RLM-1",
  href: "/vente/appartement/monthey-1870/rlm-1",
  eyebrow: "Appartement",
  title: "Appartement",
  subtitle: "",
  place: "1870 Monthey",
  price: "CHF 800'000.–",
  facts: ["3½ pièces"],
  status: "active",
  type: "buy",
  image: null,
  ...fields,
});

/** A small strict check: every tag closed in order, no raw '<' or '&' in text, nothing forbidden by XML 1.0. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(body)) return false;
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos);)/g;
  for (const match of body.matchAll(tag)) {
    if (!match[2]) return false;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe("feed addresses", () => {
  it("a list's feed keeps its filters, not its page nor its order", () => {
    expect(feedHref("/vente", defaultCriteria())).toBe("/flux/vente.xml");
    expect(feedHref("/vente", { ...defaultCriteria(), page: 3, sort: "surface", minArea: 100 })).toBe(
      "/flux/vente.xml?surfaceMin=100",
    );
    expect(feedHref("/recherche", { ...defaultCriteria(), cities: ["1870"], page: 2, sort: "prix-croissant" })).toBe(
      "/flux/recherche.xml?cities=1870",
    );
  });

  it("reads back the list path and its parameters", () => {
    expect(feedListPath("/flux/annonces.xml")).toBe("/annonces");
    expect(feedListPath("/flux/vente/appartement/monthey-1870.xml")).toBe("/vente/appartement/monthey-1870");
    expect(listParams("/vente/appartement/monthey-1870")).toEqual({ type: "appartement", city: "monthey-1870" });
    for (const path of [
      "/flux/.xml",
      "/flux/annonces",
      "/flux/a/b/c/d.xml",
      "/flux/%3Cscript%3E.xml",
      "/annonces.xml",
    ]) {
      expect(feedListPath(path), path).toBeUndefined();
    }
  });
});

describe("atomFeed", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  const feed = (entries: Parameters<typeof atomFeed>[0]["entries"]) =>
    atomFeed({
      title: "Appartements à vendre | Rhône-Léman Immobilier",
      feedUrl: "https://exemple.ch/flux/vente/appartement.xml",
      listUrl: "https://exemple.ch/vente/appartement",
      origin: "https://exemple.ch",
      entries,
      now,
    });

  it("is a well-formed Atom feed with one entry per listing, absolute links, newest date as its own", () => {
    const xml = feed([
      { card: card({ ref: "A", href: "/vente/a" }), publishedAt: "2025-05-02T10:00:00Z" },
      { card: card({ ref: "B", href: "/vente/b" }), publishedAt: "2025-06-01T08:00:00Z" },
    ]);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://exemple.ch/vente/a"/>');
    expect(xml).toContain("<updated>2025-06-01T08:00:00.000Z</updated>\n  <author>");
    expect(xml).toContain("<summary>CHF 800&apos;000.– · 3½ pièces · 1870 Monthey</summary>");
  });

  it("escapes markup and drops characters XML cannot hold", () => {
    const xml = feed([
      {
        card: card({ title: `<script>alert("x")</script> & 'co'\u0000\u0008`, place: "1870 <b>Monthey</b>" }),
        publishedAt: null,
      },
    ]);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;</title>");
    expect(xml).toContain(`<updated>${now.toISOString()}</updated>`);
  });

  it("an empty list is still a valid feed", () => {
    const xml = feed([]);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).not.toContain("<entry>");
  });

  it("summaries name the price, the facts and the place", () => {
    expect(entrySummary(card({ price: "Prix sur demande", facts: ["4 pièces", "120 m² bruts"] }))).toBe(
      "Prix sur demande · 4 pièces · 120 m² bruts · 1870 Monthey",
    );
  });

  it("the strict check itself refuses broken XML", () => {
    expect(wellFormed("<a><b></a></b>")).toBe(false);
    expect(wellFormed("<a>x & y</a>")).toBe(false);
    expect(wellFormed("<a>x < y</a>")).toBe(false);
    expect(wellFormed("<a>ok</a>")).toBe(true);
  });
});
