import { isDeepStrictEqual } from "node:util";
import { formatDate } from "@rli/contract/agency/format";
import { zurichTime } from "@rli/contract/agency/zurich-time";
import { feedFormatNames, skippedPlace, type SkippedRecord } from "../feeds/feed-result";
import type { PreparedExport } from "../inventory.server";
import type { ImportOutcome } from "./import-watcher";
import type { UploadDemand } from "./upload-demand";
import { hiddenLine, plural, type HiddenEntry } from "./listed-count";
import { isMissingFromUpload, picturesOf, uploadFileName } from "./upload-pictures";

/**
 * What became of an upload, told to the agency in a French plain-text e-mail: for an upload taken,
 * the listings served and what changed since the upload served before it (new, changed and
 * withdrawn references, a listing or promotion counting as changed when any of its mapped fields
 * differs, but for a posting date that is only the upload's own), the records left out and the pictures the data names without the upload shipping
 * them; for an upload refused, why, and that the listings already published stay as they were.
 * The subject dates the upload (Swiss time), counts listings and promotions each by its word, and
 * begins with "À vérifier" when the upload leaves no listing nor promotion online: a bad day does
 * not read like an ordinary one. An upload that changes nothing gets no report (decision 137).
 * Pure: the mail is sent by upload-reporter.ts.
 */

/** A listing or a promotion, as the agency knows it: its reference and what the site shows of it. */
export type { UploadDemand };

export type ReportedEntry = { ref: string; title: string; locality: string; promotion: boolean };

export type MissingPicture = { ref: string; name: string };

export type TakenReport = {
  kind: "taken";
  id: string;
  at: Date;
  format: string;
  /** What the site's lists show, by their own rule (listed-count.ts, as `npm run import` counts). */
  served: { forSale: number; forRent: number; promotions: number };
  /** Lots of the promotions shown. */
  lots: number;
  /** Sold or let, on the page of sold properties. */
  sold: number;
  /** What no list shows, with the reason (private, publication ended, inactive). */
  hidden: HiddenEntry[];
  /** No upload served before it to compare with: every reference counts as new. */
  first: boolean;
  added: ReportedEntry[];
  changed: ReportedEntry[];
  withdrawn: ReportedEntry[];
  skipped: SkippedRecord[];
  missing: MissingPicture[];
  /** What the site's search alerts make of the new listings, when it says. */
  demand?: UploadDemand;
};

export type RefusedReport = { kind: "refused"; id: string; at: Date; reason: string };

export type UploadReport = TakenReport | RefusedReport;

/** References listed per section of the mail; the others are counted ("… et 240 autres"). */
export const LISTED_PER_SECTION = 30;
/** Characters of one listed line, and of a refusal's reason (a schema error can be long). */
const LINE_CHARS = 200;
const REASON_CHARS = 1_000;

type Entry = { reported: ReportedEntry; mapped: unknown; postedOnUpload: string | undefined };

/** Listings and promotions of an export by reference (prepareExport keeps each reference once). */
function entriesOf(prepared: PreparedExport): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const { postedOnUpload } = prepared.mapped;
  for (const listing of prepared.mapped.listings) {
    const { ref, title, locality } = listing.property;
    entries.set(ref, { reported: { ref, title, locality, promotion: false }, mapped: listing, postedOnUpload });
  }
  for (const promotion of prepared.mapped.promotions) {
    const { ref, title, locality } = promotion.promotion;
    entries.set(ref, { reported: { ref, title, locality, promotion: true }, mapped: promotion, postedOnUpload });
  }
  return entries;
}

/**
 * The fields an entry is compared by: all it maps to, but a posting date that is only its upload's
 * date (the export gives none, decision 135), which every upload would change; a promotion's lots
 * likewise.
 */
function comparable(value: unknown, postedOnUpload: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => comparable(item, postedOnUpload));
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "publishedAt" && item === postedOnUpload ? undefined : comparable(item, postedOnUpload),
    ]),
  );
}

function sameEntry(before: Entry, after: Entry): boolean {
  return isDeepStrictEqual(
    comparable(before.mapped, before.postedOnUpload),
    comparable(after.mapped, after.postedOnUpload),
  );
}

function byRef(a: ReportedEntry, b: ReportedEntry): number {
  return a.ref.localeCompare(b.ref, "fr-CH", { numeric: true });
}

function skippedKey(record: SkippedRecord): string {
  return `${skippedPlace(record)}\u0000${record.reason}`;
}

function sameSkipped(before: SkippedRecord[], after: SkippedRecord[]): boolean {
  const known = new Set(before.map(skippedKey));
  return before.length === after.length && after.every((record) => known.has(skippedKey(record)));
}

function missingPictures(prepared: PreparedExport): MissingPicture[] {
  return prepared.mapped.listings.flatMap(({ property }) =>
    picturesOf(property)
      .filter(isMissingFromUpload)
      .map((picture) => ({ ref: property.ref, name: uploadFileName(picture) })),
  );
}

/**
 * The report of an outcome, compared with the export served before it (undefined: none); undefined
 * when the upload changes nothing: the same references with the same fields, and the same records
 * left out. The missing pictures need no test of their own: they are read from the listings'
 * fields, so unchanged listings miss the same pictures, already reported.
 */
export function uploadReport(previous: PreparedExport | undefined, outcome: ImportOutcome): UploadReport | undefined {
  if (outcome.kind === "refused") return outcome;
  const { prepared } = outcome;
  const after = entriesOf(prepared);
  const before = previous ? entriesOf(previous) : new Map<string, Entry>();
  const added: ReportedEntry[] = [];
  const changed: ReportedEntry[] = [];
  for (const [ref, entry] of after) {
    const old = before.get(ref);
    if (!old) added.push(entry.reported);
    else if (!sameEntry(old, entry)) changed.push(entry.reported);
  }
  const withdrawn = [...before].filter(([ref]) => !after.has(ref)).map(([, entry]) => entry.reported);
  if (
    previous &&
    added.length === 0 &&
    changed.length === 0 &&
    withdrawn.length === 0 &&
    sameSkipped(previous.skipped, prepared.skipped)
  ) {
    return undefined;
  }
  const { listed } = outcome;
  return {
    kind: "taken",
    id: outcome.id,
    at: outcome.at,
    format: feedFormatNames[prepared.format],
    served: { forSale: listed.forSale, forRent: listed.toLet, promotions: listed.promotions },
    lots: listed.lots,
    sold: listed.sold,
    hidden: listed.hidden,
    first: previous === undefined,
    added: added.sort(byRef),
    changed: changed.sort(byRef),
    withdrawn: withdrawn.sort(byRef),
    skipped: prepared.skipped,
    missing: missingPictures(prepared),
  };
}

/** "0 retirée", "1 retirée", "2 retirées": French takes the singular below two. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n < 2 ? one : many}`;
}

function bounded(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * A refusal's reason without the server's folders: "(/srv/site/var/import/u1f…/export.json)" names the
 * file the agency sent as it named it, "(export.json)".
 */
function withoutFolders(reason: string): string {
  return reason.replace(/(?<=^|[\s(])(?:\/[^\s/()]+)+\/([^\s/()]+)/g, "$1");
}

/** "28.11.2026 à 02:15", Swiss time. */
function when(at: Date): string {
  return `${formatDate(at)} à ${zurichTime(at)}`;
}

/** A titled list, at most LISTED_PER_SECTION lines and the count of the others. */
function section(title: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, LISTED_PER_SECTION).map((line) => `  ${bounded(line, LINE_CHARS)}`);
  const others = lines.length - shown.length;
  if (others > 0) shown.push(`  … et ${count(others, "autre", "autres")}`);
  return ["", `${title} (${lines.length})`, ...shown];
}

function entryLine(entry: ReportedEntry): string {
  const what = [entry.title, entry.locality].filter(Boolean).join(", ");
  return `${entry.ref}${entry.promotion ? " (promotion)" : ""}${what ? ` – ${what}` : ""}`;
}

function takenText(report: TakenReport): { subject: string; lines: string[] } {
  const listings = report.served.forSale + report.served.forRent;
  const changes = report.first
    ? []
    : [
        [report.added.length, "nouvelle", "nouvelles"] as const,
        [report.changed.length, "modifiée", "modifiées"] as const,
        [report.withdrawn.length, "retirée", "retirées"] as const,
      ]
        .filter(([n]) => n > 0)
        .map(([n, one, many]) => count(n, one, many));
  const online = [
    [listings, "annonce", "annonces"] as const,
    [report.served.promotions, "promotion", "promotions"] as const,
  ]
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => count(n, one, many));
  const subject =
    (online.length > 0
      ? `Envoi des annonces du ${when(report.at)} publié : ${online.join(", ")}`
      : `À vérifier : aucune annonce ni promotion en ligne après l'envoi du ${when(report.at)}`) +
    (changes.length > 0 ? ` (${changes.join(", ")})` : "");
  const hidden = hiddenLine(report.hidden);
  const lines = [
    "Bonjour,",
    "",
    `L'envoi de vos annonces reçu le ${when(report.at)} (${report.format}) est publié sur le site.`,
    report.first ? "C'est le premier envoi que le site publie : toutes ses références sont nouvelles." : "",
    ...(online.length > 0
      ? []
      : [
          "",
          "Attention : avec cet envoi, le site ne montre aucune annonce ni promotion. Si ce n'est pas voulu," +
            " vérifiez l'export dans le logiciel de l'agence et envoyez-le à nouveau.",
        ]),
    "",
    `Annonces en ligne : ${listings} (${report.served.forSale} à vendre, ${report.served.forRent} à louer)` +
      `, promotions : ${report.served.promotions}${report.lots > 0 ? ` (${plural(report.lots, "lot")})` : ""}`,
    ...(report.sold > 0 ? [`Biens vendus ou loués (page des biens vendus) : ${report.sold}`] : []),
    ...(hidden ? [hidden] : []),
    ...section("Nouvelles références", report.added.map(entryLine)),
    ...demandLines(report.demand),
    ...section("Références modifiées", report.changed.map(entryLine)),
    ...section("Références retirées du site", report.withdrawn.map(entryLine)),
    ...section(
      "Enregistrements ignorés, non publiés",
      report.skipped.map((record) => `${skippedPlace(record)} : ${record.reason}`),
    ),
    ...section(
      "Photos et plans nommés dans l'export mais absents de l'envoi, remplacés sur le site par une image neutre",
      report.missing.map((picture) => `${picture.ref} : ${picture.name}`),
    ),
  ].filter((line, index, all) => line !== "" || all[index - 1] !== "");
  return { subject, lines };
}

/** "Monthey (30), Vevey (12)". */
function ranked(entries: [string, number][]): string {
  return entries.map(([label, alerts]) => `${label} (${alerts})`).join(", ");
}

/** The demand of the visitors' alerts: counts and searches only. */
function demandLines(demand: UploadDemand | undefined): string[] {
  if (!demand) return [];
  const met =
    demand.alerts === 0
      ? "Alertes e-mail des visiteurs : aucune ne recherche ces nouvelles annonces."
      : `Alertes e-mail des visiteurs : ${count(demand.alerts, "alerte recherche", "alertes recherchent")} ` +
        `${demand.listings === 1 ? "une" : demand.listings} de ces nouvelles annonces ; elles les reçoivent à leur rythme (aussitôt, chaque jour ou chaque semaine).`;
  const searched = [
    ["types", demand.kinds],
    ["localités", demand.towns],
    ["budgets", demand.budgets],
  ] as const;
  const lines = searched
    .filter(([, entries]) => entries.length > 0)
    .map(([what, entries]) => `  ${what} : ${ranked(entries)}`);
  return ["", met, ...(lines.length > 0 ? ["Recherches les plus suivies :", ...lines] : [])];
}

function refusedText(report: RefusedReport): { subject: string; lines: string[] } {
  return {
    subject: `Envoi des annonces du ${when(report.at)} refusé : les annonces publiées restent en ligne`,
    lines: [
      "Bonjour,",
      "",
      `L'envoi de vos annonces reçu le ${when(report.at)} n'a pas été publié. Raison :`,
      "",
      `  ${bounded(withoutFolders(report.reason), REASON_CHARS)}`,
      "",
      "Les annonces déjà publiées restent en ligne telles quelles. Un nouvel envoi corrigé les remplacera.",
    ],
  };
}

/** The report as a plain-text e-mail (subject and text), in French. */
export function renderUploadReport(report: UploadReport): { subject: string; text: string } {
  const { subject, lines } = report.kind === "taken" ? takenText(report) : refusedText(report);
  const footer = ["", "--", `Message automatique du site, envoi ${report.id}.`];
  return { subject, text: `${[...lines, ...footer].join("\n")}\n` };
}
