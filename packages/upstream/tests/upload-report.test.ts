import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prepareExport, type PreparedExport } from "@rli/upstream/inventory.server";
import { describeUpload } from "@rli/upstream/import/check-upload";
import type { ImportOutcome } from "@rli/upstream/import/import-watcher";
import { listedCount } from "@rli/upstream/import/listed-count";
import {
  LISTED_PER_SECTION,
  renderUploadReport,
  uploadReport,
  type TakenReport,
} from "@rli/upstream/import/upload-report";
import { idxFile, idxLine, minimalRecord, type IdxValues } from "./idx-lines";

/**
 * The report mailed to the agency after an upload, computed from the IDX exports a CRM sends on
 * two days: what is new, changed and withdrawn, the records left out, the photos named but not
 * shipped, a refusal, and no report at all when nothing changed.
 */

const root = mkdtempSync(path.join(tmpdir(), "upload-report-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const AT = new Date("2026-11-28T01:15:00Z");

function sale(ref: string, values: IdxValues = {}): IdxValues {
  return {
    ...minimalRecord,
    ref_property: ref,
    offer_type: "SALE",
    object_category: "HOUSE",
    object_city: "Monthey",
    object_zip: "1870",
    object_title: `Villa ${ref}`,
    selling_price: "950000",
    picture_1_filename: `${ref}-1.jpg`,
    ...values,
  };
}

function rent(ref: string, values: IdxValues = {}): IdxValues {
  return {
    ...minimalRecord,
    ref_property: ref,
    offer_type: "RENT",
    object_city: "Vevey",
    object_zip: "1800",
    object_title: `Appartement ${ref}`,
    rent_net: "1900",
    picture_1_filename: `${ref}-1.jpg`,
    ...values,
  };
}

let uploads = 0;

/**
 * An IDX upload (`data/unload.txt`, `images/`), read as the importer reads it; `arrivedAt`: the data
 * file's modification time, the posting date of the listings it leaves undated.
 */
function upload(lines: string[], pictures: string[], arrivedAt?: Date): PreparedExport {
  const dir = path.join(root, `envoi-${++uploads}`);
  mkdirSync(path.join(dir, "data"), { recursive: true });
  mkdirSync(path.join(dir, "images"));
  writeFileSync(path.join(dir, "data", "unload.txt"), idxFile(lines));
  if (arrivedAt) utimesSync(path.join(dir, "data", "unload.txt"), arrivedAt, arrivedAt);
  for (const name of pictures) writeFileSync(path.join(dir, "images", name), `photo ${name}`);
  return prepareExport(path.join(dir, "data", "unload.txt"), { now: new Date("2026-11-01T00:00:00Z") });
}

function taken(prepared: PreparedExport): ImportOutcome {
  return { kind: "taken", id: "u1a2b3c", at: AT, prepared, listed: listedCount(prepared) };
}

const monday = upload(
  [idxLine(sale("M1")), idxLine(sale("M2")), idxLine(rent("V1")), idxLine(rent("V2"))],
  ["M1-1.jpg", "M2-1.jpg", "V1-1.jpg", "V2-1.jpg"],
);

describe("the report of an upload taken", () => {
  it("names the new, changed and withdrawn references, the records left out and the photos not shipped", () => {
    const tuesday = upload(
      [
        idxLine(sale("M1")),
        idxLine(sale("M2", { selling_price: "890000" })), // price lowered
        idxLine(rent("V1")),
        // V2 withdrawn
        idxLine(rent("V3", { object_title: "Studio meublé" })),
        idxLine(rent("V4", { offer_type: "LEASE" })), // line 5: left out
        idxLine(sale("M3", { picture_2_filename: "M3-plan.jpg" })),
      ],
      ["M1-1.jpg", "M2-1.jpg", "V1-1.jpg", "V3-1.jpg", "M3-1.jpg"], // M3-plan.jpg not shipped
    );
    const report = uploadReport(monday, taken(tuesday)) as TakenReport;
    expect(report.kind).toBe("taken");
    expect(report.first).toBe(false);
    expect(report.served).toEqual({ forSale: 3, forRent: 2, promotions: 0 });
    expect(report.added.map((entry) => entry.ref)).toEqual(["M3", "V3"]);
    expect(report.changed.map((entry) => entry.ref)).toEqual(["M2"]);
    expect(report.withdrawn.map((entry) => entry.ref)).toEqual(["V2"]);
    expect(report.skipped).toEqual([{ line: 5, reason: "type d'offre « LEASE » inconnu (RENT ou SALE attendu)" }]);
    expect(report.missing).toEqual([{ ref: "M3", name: "M3-plan.jpg" }]);

    const { subject, text } = renderUploadReport(report);
    expect(subject).toBe(
      "Envoi des annonces du 28.11.2026 à 02:15 publié : 5 annonces (2 nouvelles, 1 modifiée, 1 retirée)",
    );
    expect(text).toContain("reçu le 28.11.2026 à 02:15 (IDX 3.01) est publié sur le site.");
    expect(text).toContain("Annonces en ligne : 5 (3 à vendre, 2 à louer), promotions : 0");
    expect(text).toMatch(/Nouvelles références \(2\)\n {2}M3 – Villa M3, Monthey\n {2}V3 – Studio meublé, Vevey\n/);
    expect(text).toMatch(/Références modifiées \(1\)\n {2}M2 – Villa M2, Monthey\n/);
    expect(text).toMatch(/Références retirées du site \(1\)\n {2}V2 – Appartement V2, Vevey\n/);
    expect(text).toMatch(/Enregistrements ignorés, non publiés \(1\)\n {2}ligne 5 : type d'offre « LEASE » inconnu/);
    expect(text).toMatch(
      /absents de l'envoi, remplacés sur le site par une image neutre \(1\)\n {2}M3 : M3-plan\.jpg\n/,
    );
    expect(text).toContain("envoi u1a2b3c");
    // The same rule as `npm run import`.
    expect(describeUpload(tuesday)).toContain("Photos et plans : 6, dont 1 absents de l'envoi (image de remplacement)");
  });

  it("tells the demand the site's alerts have for the new listings, counts and searches only", () => {
    const report = uploadReport(monday, taken(upload([idxLine(sale("M1")), idxLine(sale("M4"))], ["M1-1.jpg"])));
    const demand = {
      alerts: 12,
      listings: 1,
      kinds: [
        ["Maison", 9],
        ["Appartement", 3],
      ] as [string, number][],
      towns: [["Monthey", 7]] as [string, number][],
      budgets: [],
    };
    const { text } = renderUploadReport({ ...(report as TakenReport), demand });
    expect(text).toMatch(
      /Nouvelles références \(1\)\n {2}M4 – Villa M4, Monthey\n\nAlertes e-mail des visiteurs : 12 alertes recherchent une de ces nouvelles annonces ; elles les reçoivent à leur rythme/,
    );
    expect(text).toContain(
      "Recherches les plus suivies :\n  types : Maison (9), Appartement (3)\n  localités : Monthey (7)\n",
    );
    expect(text).not.toContain("budgets");
    const none = renderUploadReport({ ...(report as TakenReport), demand: { ...demand, alerts: 0, listings: 0 } });
    expect(none.text).toContain("Alertes e-mail des visiteurs : aucune ne recherche ces nouvelles annonces.");
  });

  it("counts a photo replaced under the same name as a change of its listing", () => {
    const again = upload(
      [idxLine(sale("M1")), idxLine(sale("M2")), idxLine(rent("V1")), idxLine(rent("V2"))],
      ["M1-1.jpg", "M2-1.jpg", "V1-1.jpg", "V2-1.jpg"],
    );
    expect(uploadReport(monday, taken(again))).toBeUndefined();
    const dir = path.dirname(path.dirname(again.file));
    writeFileSync(path.join(dir, "images", "V1-1.jpg"), "another photo");
    const retaken = prepareExport(again.file, { now: new Date("2026-11-01T00:00:00Z") });
    expect((uploadReport(monday, taken(retaken)) as TakenReport).changed.map((entry) => entry.ref)).toEqual(["V1"]);
  });

  it("sends nothing when the upload serves the same listings and leaves out the same records", () => {
    const lines = [idxLine(sale("M1")), idxLine(rent("V1", { offer_type: "" }))];
    const first = upload(lines, ["M1-1.jpg"]);
    const same = upload(lines, ["M1-1.jpg"]);
    expect(uploadReport(first, taken(same))).toBeUndefined();
    // Another record left out is worth a mail, though the listings served are the same.
    const worse = upload([...lines, idxLine(rent("V9", { offer_type: "LEASE" }))], ["M1-1.jpg"]);
    const report = uploadReport(first, taken(worse)) as TakenReport;
    expect(report.added).toEqual([]);
    expect(report.skipped.map((record) => record.line)).toEqual([2, 3]);
  });

  it("leaves out a posting date that is only the upload's own, and compares the dates the export gives", () => {
    const lines = (modified: string) => [idxLine(sale("M1")), idxLine(rent("V1", { last_modified: modified }))];
    const pictures = ["M1-1.jpg", "V1-1.jpg"];
    const postedOf = (prepared: PreparedExport) =>
      prepared.mapped.listings.map(({ property }) => [property.ref, property.publishedAt]);
    const thursday = upload(lines("20.11.2026 10:00"), pictures, new Date("2026-11-26T05:00:00Z"));
    const friday = upload(lines("20.11.2026 10:00"), pictures, new Date("2026-11-27T05:00:00Z"));
    // M1 has no date of its own: each upload posts it on the day it arrived (decision 135).
    expect(postedOf(thursday)).toEqual([
      ["M1", "2026-11-26T05:00:00.000Z"],
      ["V1", "2026-11-20T09:00:00.000Z"],
    ]);
    expect(postedOf(friday)[0]).toEqual(["M1", "2026-11-27T05:00:00.000Z"]);
    expect(uploadReport(thursday, taken(friday))).toBeUndefined();

    // A date the export gives is compared: V1 changed on the 27th.
    const saturday = upload(lines("27.11.2026 16:30"), pictures, new Date("2026-11-28T05:00:00Z"));
    expect((uploadReport(friday, taken(saturday)) as TakenReport).changed.map((entry) => entry.ref)).toEqual(["V1"]);
    // So is a date the export starts giving where it gave none.
    const sunday = upload(
      [
        idxLine(sale("M1", { last_modified: "28.11.2026 08:00" })),
        idxLine(rent("V1", { last_modified: "27.11.2026 16:30" })),
      ],
      pictures,
      new Date("2026-11-29T05:00:00Z"),
    );
    expect((uploadReport(saturday, taken(sunday)) as TakenReport).changed.map((entry) => entry.ref)).toEqual(["M1"]);
  });

  it("takes every reference as new when nothing was served before", () => {
    const report = uploadReport(undefined, taken(monday)) as TakenReport;
    expect(report.first).toBe(true);
    expect(report.added).toHaveLength(4);
    const { subject, text } = renderUploadReport(report);
    expect(subject).toBe("Envoi des annonces du 28.11.2026 à 02:15 publié : 4 annonces");
    expect(text).toContain("C'est le premier envoi que le site publie");
    expect(text).not.toContain("\n\n\n");
  });

  it("dates its subject by the Swiss calendar, the day after UTC's late in the evening", () => {
    const summerNight = new Date("2026-07-01T22:30:00Z");
    const report = uploadReport(undefined, { ...taken(monday), at: summerNight }) as TakenReport;
    const { subject, text } = renderUploadReport(report);
    expect(subject).toBe("Envoi des annonces du 02.07.2026 à 00:30 publié : 4 annonces");
    expect(text).toContain("reçu le 02.07.2026 à 00:30 (IDX 3.01)");
  });

  it("lists a bounded number of references per section and counts the others", () => {
    const many = Array.from({ length: LISTED_PER_SECTION + 240 }, (_, index) => idxLine(rent(`R${index + 1}`)));
    const report = uploadReport(monday, taken(upload(many, []))) as TakenReport;
    expect(report.added).toHaveLength(270);
    expect(report.missing).toHaveLength(270);
    const { text } = renderUploadReport(report);
    expect(text).toMatch(/Nouvelles références \(270\)\n(?: {2}R\d+ – .*\n){30} {2}… et 240 autres\n/);
    expect(text).toContain("  R30 – Appartement R30, Vevey\n  … et 240 autres");
    expect(text.split("\n").length).toBeLessThan(100);
    expect(text.length).toBeLessThan(8_000);
  });
});

describe("the report of an upload refused", () => {
  it("says why, and that the listings already published stay", () => {
    const reason = "données/unload.txt : 500 champs au lieu de 183 ; aucune annonce lisible";
    const report = uploadReport(monday, { kind: "refused", id: "u9", at: AT, reason });
    const { subject, text } = renderUploadReport(report!);
    expect(subject).toBe("Envoi des annonces du 28.11.2026 à 02:15 refusé : les annonces publiées restent en ligne");
    expect(text).toContain(
      "reçu le 28.11.2026 à 02:15 n'a pas été publié. Raison :\n\n  données/unload.txt : 500 champs",
    );
    expect(text).toContain("Les annonces déjà publiées restent en ligne telles quelles.");
  });

  it("names the file sent, not the server's folders", () => {
    const reason =
      "Inventaire invalide (/srv/site/var/import/u1f2e/data/unload.txt) : ligne 3 : 12 champs au lieu de 183";
    const report = uploadReport(undefined, { kind: "refused", id: "u1f2e", at: AT, reason });
    const { text } = renderUploadReport(report!);
    expect(text).toContain("  Inventaire invalide (unload.txt) : ligne 3 : 12 champs au lieu de 183\n");
    expect(text).not.toContain("/srv");
  });

  it("cuts a very long reason", () => {
    const report = uploadReport(undefined, { kind: "refused", id: "u9", at: AT, reason: "x".repeat(50_000) });
    expect(renderUploadReport(report!).text.length).toBeLessThan(1_500);
  });
});
