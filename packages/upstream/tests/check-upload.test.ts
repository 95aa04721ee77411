import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "@rli/contract/api/contract";
import { noExportFiles } from "@rli/upstream/feeds/export-files";
import { describeUpload } from "@rli/upstream/import/check-upload";
import { listedCount } from "@rli/upstream/import/listed-count";
import { renderUploadReport, uploadReport, type TakenReport } from "@rli/upstream/import/upload-report";
import { indexExport, type PreparedExport } from "@rli/upstream/inventory.server";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { searchIndex } from "@rli/upstream/search";

const now = new Date("2026-11-26T09:00:00Z");

type SourceProperty = NonNullable<SwissRetsInventory["properties"]>[number];
type SourceProject = NonNullable<SwissRetsInventory["projects"]>[number];

function property(ref: string, type: "buy" | "rent", availability: object): SourceProperty {
  return {
    id: ref,
    referenceId: ref,
    type,
    availability,
    localizations: [{ languageCode: "fr", title: `Bien ${ref}` }],
  } as SourceProperty;
}

function project(ref: string, state: string, units: string[]): SourceProject {
  return {
    id: ref,
    referenceId: ref,
    availability: { state },
    localizations: [{ languageCode: "fr", title: `Promotion ${ref}` }],
    units: units.map((unit) => ({ referenceId: unit })),
  } as unknown as SourceProject;
}

function prepared(inventory: Omit<SwissRetsInventory, "generator">): PreparedExport {
  return {
    file: "/envoi/export.json",
    format: "swissrets-json",
    encoding: "UTF-8",
    mapped: mapInventory({ generator: { version: "3.6.0" }, ...inventory }, { now, siteOrigins: [] }),
    files: noExportFiles,
    skipped: [],
  };
}

/** How many items the site's lists show: the four searches without criteria, every page. */
function listedBySearch(upload: PreparedExport): { offers: number; sold: number } {
  const index = indexExport(upload);
  const total = (criteria: object) => searchIndex(index, searchRequestSchema.parse(criteria)).totalItems;
  return {
    offers: total({ actionType: "Acheter" }) + total({ actionType: "Louer" }),
    sold: total({ actionType: "Acheter", sold: true }) + total({ actionType: "Louer", sold: true }),
  };
}

/** Listings of every kind: offered, sold, private, expired, inactive, in a promotion shown or hidden. */
function mixedUpload(): PreparedExport {
  return prepared({
    properties: [
      property("VENTE-1", "buy", { state: "active" }),
      property("VENTE-2", "buy", { state: "reserved" }),
      property("LOC-1", "rent", { state: "active" }),
      property("VENDU-1", "buy", { state: "reference" }),
      property("PRIV-1", "rent", { state: "private" }),
      property("PRIV-2", "buy", { state: "private" }),
      property("EXP-1", "rent", { state: "active", expiration: "2026-10-31T23:59:59Z" }),
      property("INA-1", "buy", { state: "inactive" }),
      property("PROMO-A-1", "buy", { state: "active" }),
      property("PROMO-A-2", "buy", { state: "taken" }),
      property("CACHE-A-1", "buy", { state: "active" }),
    ],
    projects: [project("PROMO", "active", ["PROMO-A-1", "PROMO-A-2"]), project("CACHE", "private", ["CACHE-A-1"])],
  });
}

describe("npm run import: what the site will list", () => {
  it("counts no listing when the only one is private, and says why", () => {
    const upload = prepared({ properties: [property("REF-1", "rent", { state: "private" })] });
    const lines = describeUpload(upload);
    expect(lines).toContain("Annonces listées sur le site : 0 (0 à vendre, 0 à louer), promotions : 0");
    expect(lines).toContain("1 masquée : 1 privée (REF-1)");
    expect(listedBySearch(upload)).toEqual({ offers: 0, sold: 0 });
  });

  it("counts exactly what the lists show, and names each hidden listing with its reason", () => {
    const upload = mixedUpload();
    const lines = describeUpload(upload);
    expect(lines).toContain("Annonces listées sur le site : 3 (2 à vendre, 1 à louer), promotions : 1 (2 lots)");
    expect(lines).toContain("Biens vendus ou loués (page des biens vendus) : 1");
    expect(lines).toContain("5 masquées : 3 privées (CACHE, PRIV-1, PRIV-2), 1 expirée (EXP-1), 1 inactive (INA-1)");
    // The same figures as the site's own searches: 3 listings and the promotion among the offers.
    expect(listedBySearch(upload)).toEqual({ offers: 4, sold: 1 });
  });

  it("names five references per reason and counts the others", () => {
    const upload = prepared({
      properties: Array.from({ length: 7 }, (_, index) => property(`P-${index + 1}`, "buy", { state: "private" })),
    });
    expect(describeUpload(upload)).toContain("7 masquées : 7 privées (P-1, P-2, P-3, P-4, P-5, …)");
  });

  it("gives the report mailed after an upload the same counts", () => {
    const prepared = mixedUpload();
    const report = uploadReport(undefined, {
      kind: "taken",
      id: "u1",
      at: now,
      prepared,
      listed: listedCount(prepared),
    }) as TakenReport;
    expect(report.served).toEqual({ forSale: 2, forRent: 1, promotions: 1 });
    expect(report.sold).toBe(1);
    const { subject, text } = renderUploadReport(report);
    expect(subject).toBe("Envoi des annonces du 26.11.2026 à 10:00 publié : 3 annonces, 1 promotion");
    expect(text).toContain("Annonces en ligne : 3 (2 à vendre, 1 à louer), promotions : 1 (2 lots)\n");
    expect(text).toContain("Biens vendus ou loués (page des biens vendus) : 1\n");
    expect(text).toContain("5 masquées : 3 privées (CACHE, PRIV-1, PRIV-2), 1 expirée (EXP-1), 1 inactive (INA-1)\n");
  });

  it("counts a promotion-only upload's promotions in the report's subject", () => {
    const upload = prepared({
      properties: [1, 2, 3].map((lot) => property(`PROMO-${lot}`, "buy", { state: "active" })),
      projects: [project("PROMO", "active", ["PROMO-1", "PROMO-2"]), project("AUTRE", "active", ["PROMO-3"])],
    });
    const report = uploadReport(undefined, {
      kind: "taken",
      id: "u2",
      at: now,
      prepared: upload,
      listed: listedCount(upload),
    });
    const { subject, text } = renderUploadReport(report!);
    expect(subject).toBe("Envoi des annonces du 26.11.2026 à 10:00 publié : 2 promotions");
    expect(text).toContain("Annonces en ligne : 0 (0 à vendre, 0 à louer), promotions : 2 (3 lots)\n");
    expect(text).not.toContain("À vérifier");
  });

  it("says in the report's subject and first lines when an upload leaves nothing online", () => {
    const before = mixedUpload();
    const upload = prepared({
      properties: [
        property("VENTE-1", "buy", { state: "private" }),
        property("VENDU-1", "buy", { state: "reference" }),
      ],
      projects: [project("PROMO", "private", [])],
    });
    const listed = listedCount(upload);
    expect(listed).toMatchObject({ forSale: 0, toLet: 0, promotions: 0, sold: 1 });
    const report = uploadReport(before, { kind: "taken", id: "u3", at: now, prepared: upload, listed });
    const { subject, text } = renderUploadReport(report!);
    expect(subject).toBe(
      "À vérifier : aucune annonce ni promotion en ligne après l'envoi du 26.11.2026 à 10:00 (2 modifiées, 10 retirées)",
    );
    expect(text).toContain(
      "est publié sur le site.\n\nAttention : avec cet envoi, le site ne montre aucune annonce ni promotion.",
    );
    expect(text).toContain("Annonces en ligne : 0 (0 à vendre, 0 à louer), promotions : 0\n");
  });

  it("still refuses an upload with nothing readable", () => {
    expect(() => describeUpload(prepared({ properties: [] }))).toThrow("aucune annonce lisible");
  });
});
