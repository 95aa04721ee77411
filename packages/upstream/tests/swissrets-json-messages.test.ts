import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { readFeed } from "@rli/upstream/feeds/read-feed";

/**
 * SwissRETS JSON exports the schema refuses, told in French with their place: the standard's own
 * examples (MIT, shipped with @qualipool/swissrets-json) with one thing broken each.
 */

const EXAMPLES = "node_modules/@qualipool/swissrets-json/dist/examples";
const minimal = JSON.parse(readFileSync(`${EXAMPLES}/swissrets-min.json`, "utf8")) as Record<string, unknown>;
const full = JSON.parse(readFileSync(`${EXAMPLES}/swissrets-full.json`, "utf8")) as Record<string, unknown>;

const fileUrl = (folder: string, name: string) => `/api/files/${folder}/${name}`;

function refusal(document: unknown): FeedError {
  const text = typeof document === "string" ? document : JSON.stringify(document);
  try {
    readFeed(Buffer.from(text, "utf8"), { fileUrl });
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error("read without refusal");
}

/** The example with its first property changed by `change`. */
function withProperty(example: Record<string, unknown>, change: (property: Record<string, unknown>) => void) {
  const copy = structuredClone(example) as { properties: Record<string, unknown>[] };
  change(copy.properties[0]!);
  return copy;
}

/** Words of Ajv's English that must never reach the agency. */
const ENGLISH = /\bmust\b|keyword|validation|should|property/;

describe("SwissRETS JSON: refusals in French", () => {
  it("reads both examples as they are", () => {
    expect(readFeed(Buffer.from(JSON.stringify(minimal)), { fileUrl }).inventory.properties).toHaveLength(1);
    expect(readFeed(Buffer.from(JSON.stringify(full)), { fileUrl }).inventory.properties).toHaveLength(1);
  });

  it("names a unit reference that no project has (the package's sameAs rule)", () => {
    const error = refusal(withProperty(full, (property) => (property.unitReferenceId = "LOT-99")));
    expect(error.where).toBe("/properties/0/unitReferenceId");
    expect(error.detail).toBe(
      "annonce « kj3kj3kj38ss » : unité « LOT-99 » inconnue : unitReferenceId renvoie au referenceId d'une unité d'un projet (projects[].units[])",
    );
  });

  it("names a missing field, an unknown one, a wrong type and a value outside the list", () => {
    const missing = refusal(withProperty(minimal, (property) => delete property.type));
    expect([missing.where, missing.detail]).toEqual([
      "/properties/0",
      "annonce « kj3kj3kj38ss » : champ obligatoire « type » manquant",
    ]);

    const unknown = refusal(withProperty(minimal, (property) => (property.colour = "bleu")));
    expect(unknown.detail).toBe("annonce « kj3kj3kj38ss » : champ « colour » inconnu du schéma SwissRETS");

    const type = refusal(
      withProperty(minimal, (property) => (property.address = { ...(property.address as object), postalCode: 3000 })),
    );
    expect([type.where, type.detail]).toEqual([
      "/properties/0/address/postalCode",
      "annonce « kj3kj3kj38ss » : type incorrect : « 3000 », attendu : un texte",
    ]);

    const offer = refusal(withProperty(minimal, (property) => (property.type = "lease")));
    expect(offer.where).toBe("/properties/0/type");
    expect(offer.detail).toMatch(
      /^annonce « kj3kj3kj38ss » : valeur « lease » invalide, valeurs admises : .*\bbuy\b.*\brent\b/,
    );
  });

  it("names a date without its time zone and a negative amount", () => {
    const date = refusal({ ...minimal, created: "2025-06-01" });
    expect([date.where, date.detail]).toEqual([
      "/created",
      "valeur « 2025-06-01 » invalide, attendu : une date et heure avec fuseau (ex. 2025-06-01T00:00:00+02:00)",
    ]);
    const price = refusal(
      withProperty(minimal, (property) => (property.prices = { currency: "CHF", buy: { price: -5 } })),
    );
    expect(price.where).toBe("/properties/0/prices/buy/price");
    expect(price.detail).toBe("annonce « kj3kj3kj38ss » : valeur « -5 » invalide, attendu : au moins 0");
  });

  it("says where a document that is not JSON breaks, in French", () => {
    const cut = refusal('{ "created": "2025-06-01T00:00:00Z",\n  "properties": [');
    expect([cut.where, cut.detail]).toEqual([
      "/",
      "JSON invalide : le fichier s'arrête avant la fin du JSON : fichier tronqué ?",
    ]);
    const comma = refusal('{\n  "created": "x",\n}');
    expect([comma.where, comma.detail]).toEqual([
      "ligne 3, colonne 1",
      "JSON invalide : nom de champ attendu entre guillemets doubles (ou virgule en trop)",
    ]);
    // A byte-order mark before the document is not an error of its JSON.
    expect(refusal(`\uFEFF${JSON.stringify({ ...minimal, created: 5 })}`).detail).toBe(
      "type incorrect : « 5 », attendu : un texte",
    );
  });

  it("never lets Ajv's English through", () => {
    const broken = [
      withProperty(full, (property) => (property.unitReferenceId = "nope")),
      withProperty(minimal, (property) => (property.localizations = [{ languageCode: "FR", title: "x" }])),
      { ...minimal, generator: "CASAGATEWAY" },
    ];
    const messages = broken.map((document) => refusal(document).message);
    expect(messages[1]).toContain("deux lettres minuscules (code de langue, ex. fr)");
    expect(messages[2]).toBe("/generator : type incorrect : le texte « CASAGATEWAY », attendu : un objet { … }");
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
  });
});
