import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listenToLog } from "@rli/contract/logging/logger";
import { prepareExport } from "@rli/upstream/inventory.server";
import { createImportWatcher, type ImportWatcher } from "@rli/upstream/import/import-watcher";
import { createUploadReporter } from "@rli/upstream/import/upload-reporter";
import { createMailer, recipientOf, SPOOL_FOLDER, type Mailer } from "@rli/upstream/mail/mailer.server";
import { closedSmtpUrl, startSmtpServer } from "./support/smtp";
import { FIXTURE_INVENTORY } from "./support/upstream";

/**
 * The report of each upload, through the import folder's watcher and the site's mailer: written
 * to the outbox as an .eml addressed to the agency's report address, none when an upload changes
 * nothing, one for a refusal, and a mailer that fails leaves the import as it was. Each is an
 * automatic message (no out-of-office reply), dated in its subject, and told in the journal.
 */

const QUIET_MS = 30_000;
const REPORT_TO = "informatique@agence.example";
const inventory = JSON.parse(readFileSync(FIXTURE_INVENTORY, "utf8"));

let root: string;
let incoming: string;
let outbox: string;
let clock: number;
let logs: string[];
let watcher: ImportWatcher | undefined;
/** The journal's lines (JSON, as in production) while a test runs. */
let journal: string[];
let stopListening: () => void;

/** One process of the site watching the import folder, its reports sent by `mailer`. */
function watch(mailer: Mailer): ImportWatcher {
  const reporter = createUploadReporter({ mailer, to: REPORT_TO });
  return createImportWatcher({
    incoming,
    store: path.join(root, "gardes"),
    quietMs: QUIET_MS,
    pollMs: 3_600_000,
    limits: { maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024, maxFiles: 100 },
    prepare: async (file) => prepareExport(file, { now: new Date("2026-11-01T00:00:00Z") }),
    serve: (prepared, _id, taken) => reporter.served(prepared, taken),
    onOutcome: reporter.onOutcome,
    log: (line) => logs.push(line),
    now: () => clock,
  });
}

function start(mailer: Mailer): void {
  watcher = watch(mailer);
}

function outboxMailer(): Mailer {
  return createMailer({
    from: "site@agence.example",
    to: "courtiers@agence.example",
    outboxDir: outbox,
    log: () => {},
    // Files named by the watcher's clock: in the order of the uploads.
    now: () => new Date(clock),
  });
}

/** A CRM's upload: the export written, then left alone for the quiet period. */
async function upload(content: string, mtime: Date): Promise<void> {
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  const file = path.join(incoming, "export.json");
  writeFileSync(file, content);
  utimesSync(file, mtime, mtime);
  await watcher!.tick();
  clock += QUIET_MS + 1;
  await watcher!.tick();
}

function withListings(count: number): string {
  return JSON.stringify({ ...inventory, properties: inventory.properties.slice(0, count) });
}

/** The same listings and promotions, all made private: nothing left online. */
function allPrivate(count: number): string {
  const hidden = (entry: { availability?: object }) => ({ ...entry, availability: { state: "private" } });
  return JSON.stringify({
    ...inventory,
    properties: inventory.properties.slice(0, count).map(hidden),
    projects: inventory.projects.map(hidden),
  });
}

/** The header block of a message as it left, lines unfolded. */
function headerBlock(raw: Buffer): string {
  const text = raw.toString("latin1");
  return text.slice(0, text.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
}

/** The journal's lines of the reports sent. */
function reportLines(): Record<string, unknown>[] {
  return journal
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.event).startsWith("import.report"));
}

function mails(): string[] {
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => path.join(outbox, name));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "import-report-"));
  incoming = path.join(root, "envoi");
  outbox = path.join(root, "outbox");
  clock = Date.parse("2026-11-28T06:00:00Z");
  logs = [];
  journal = [];
  stopListening = listenToLog((line) => journal.push(line), { mute: true });
});

afterEach(() => {
  stopListening();
  watcher?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the report of each upload", () => {
  it("is written to the outbox for an upload taken, to the report address, and not again for the same listings", async () => {
    start(outboxMailer());
    await upload(withListings(5), new Date("2026-11-28T05:00:00Z"));
    expect(mails()).toHaveLength(1);
    const mail = await simpleParser(readFileSync(mails()[0]!));
    expect(mail.to).toMatchObject({ value: [{ address: REPORT_TO }] });
    // Counted as the site's lists show them: one of the five is sold; dated in Swiss time.
    expect(mail.subject).toBe("Envoi des annonces du 28.11.2026 à 07:00 publié : 4 annonces, 2 promotions");
    // An automatic message: out-of-office replies (RFC 3834, Exchange) do not answer it.
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.headers.get("x-auto-response-suppress")).toBe("All");
    const head = headerBlock(readFileSync(mails()[0]!));
    expect(head).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(head).toMatch(/^X-Auto-Response-Suppress: All$/m);
    expect(head).toMatch(/^Message-ID: <[^@\s]+@agence\.example>$/m);
    expect(head).toMatch(/^From: .* <site@agence\.example>$/m);
    // One line in the journal, where it went and what it counted, without the report's address.
    expect(reportLines()).toEqual([
      expect.objectContaining({
        level: "info",
        component: "import",
        event: "import.report-sent",
        upload: expect.stringMatching(/^u\w+$/),
        outcome: "taken",
        via: "outbox",
        messageId: mail.messageId,
        listings: 4,
        promotions: 2,
      }),
    ]);
    expect(journal.join("")).not.toContain(REPORT_TO);
    expect(mail.text).toContain("Biens vendus ou loués (page des biens vendus) : 1\n");
    expect(mail.text).toContain("reçu le 28.11.2026 à 07:00 (SwissRETS JSON) est publié sur le site.");
    expect(mail.text).toMatch(/Nouvelles références \(7\)\n {2}CLOS-DU-LAC \(promotion\) – Clos du Lac, Vevey\n/);
    expect(mail.html).toBe(false);

    // The same export written again (another fingerprint, the same listings): taken, no mail.
    await upload(withListings(5), new Date("2026-11-28T05:10:00Z"));
    expect(logs.filter((line) => / pris /.test(line))).toHaveLength(2);
    expect(mails()).toHaveLength(1);

    // Two listings fewer: withdrawn.
    await upload(withListings(3), new Date("2026-11-28T05:20:00Z"));
    expect(mails()).toHaveLength(2);
    const second = await simpleParser(readFileSync(mails()[1]!));
    expect(second.subject).toBe(
      "Envoi des annonces du 28.11.2026 à 07:01 publié : 3 annonces, 2 promotions (2 retirées)",
    );
    expect(second.text).toMatch(/Références retirées du site \(2\)\n/);
    expect(reportLines()).toHaveLength(2);
  });

  it("heads the report with « À vérifier » when the upload leaves nothing online", async () => {
    start(outboxMailer());
    await upload(withListings(5), new Date("2026-11-28T05:00:00Z"));
    await upload(allPrivate(5), new Date("2026-11-28T05:10:00Z"));
    expect(mails()).toHaveLength(2);
    const mail = await simpleParser(readFileSync(mails()[1]!));
    expect(mail.subject).toBe(
      "À vérifier : aucune annonce ni promotion en ligne après l'envoi du 28.11.2026 à 07:01 (7 modifiées)",
    );
    expect(mail.text).toContain("Attention : avec cet envoi, le site ne montre aucune annonce ni promotion.");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(reportLines().at(-1)).toMatchObject({ event: "import.report-sent", listings: 0, promotions: 0 });
  });

  it("is written for an upload refused, saying that the listings published stay", async () => {
    start(outboxMailer());
    await upload(withListings(2), new Date("2026-11-28T05:00:00Z"));
    // Cut short (a bracket left open): held, neither taken nor refused, so nothing is mailed.
    await upload("{ pas du json", new Date("2026-11-28T05:10:00Z"));
    expect(logs.at(-1)).toMatch(/envoi retenu .*semble coupé/);
    expect(mails()).toHaveLength(1);
    await upload("{ pas du json }", new Date("2026-11-28T05:20:00Z"));
    expect(mails()).toHaveLength(2);
    const mail = await simpleParser(readFileSync(mails()[1]!));
    expect(mail.subject).toBe(
      "Envoi des annonces du 28.11.2026 à 07:01 refusé : les annonces publiées restent en ligne",
    );
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(reportLines().at(-1)).toMatchObject({ event: "import.report-sent", outcome: "refused", via: "outbox" });
    expect(mail.text).toMatch(/n'a pas été publié\. Raison :\n\n {2}.*JSON invalide/);
    expect(mail.text).toContain("Les annonces déjà publiées restent en ligne telles quelles.");
  });

  it("is sent by one process only when several refuse the same upload at the same time", async () => {
    start(outboxMailer());
    const other = watch(outboxMailer());
    try {
      rmSync(incoming, { recursive: true, force: true });
      mkdirSync(incoming, { recursive: true });
      // Refused before either process claims it: two data files.
      writeFileSync(path.join(incoming, "a.json"), withListings(1));
      writeFileSync(path.join(incoming, "b.xml"), "<x/>");
      await Promise.all([watcher!.tick(), other.tick()]);
      clock += QUIET_MS + 1;
      await Promise.all([watcher!.tick(), other.tick()]);
      expect(logs.filter((line) => /envoi refusé.*plusieurs fichiers de données/.test(line))).toHaveLength(2);
      expect(mails()).toHaveLength(1);
    } finally {
      other.stop();
    }
  });

  it("never stops the import when the mail cannot be sent: one log line", async () => {
    start({
      send: () => Promise.reject(new Error("boîte d'envoi pleine")),
    });
    await upload(withListings(4), new Date("2026-11-28T05:00:00Z"));
    expect(
      logs.some((line) =>
        /pris \(SwissRETS JSON, UTF-8\) : 3 annonces listées, 2 promotions, 1 vendue ou louée$/.test(line),
      ),
    ).toBe(true);
    expect(logs.filter((line) => /compte rendu/.test(line))).toEqual([
      expect.stringMatching(/^\[import\] envoi u\w+ : compte rendu non envoyé \(boîte d'envoi pleine\)$/),
    ]);
  });

  it("goes to the report address by SMTP, also once kept in the spool while the server was down", async () => {
    const options = { from: "site@agence.example", to: "courtiers@agence.example", outboxDir: outbox, log: () => {} };
    start(createMailer({ ...options, smtpUrl: await closedSmtpUrl() }));
    await upload(withListings(1), new Date("2026-11-28T05:00:00Z"));
    expect(readdirSync(path.join(outbox, SPOOL_FOLDER))).toEqual([expect.stringMatching(/\.eml$/)]);
    const smtp = await startSmtpServer();
    try {
      // The spool is sent again by the mailer of the forms (MAIL_TO): the report still goes to its own address.
      const report = await createMailer({ ...options, smtpUrl: smtp.url }).retrySpooled();
      expect(report).toEqual({ sent: 1, refused: 0, left: 0 });
      expect(smtp.messages.map((message) => message.to)).toEqual([[REPORT_TO]]);
      const mail = await simpleParser(smtp.messages[0]!.bytes);
      expect(mail.subject).toBe("Envoi des annonces du 28.11.2026 à 07:00 publié : 1 annonce, 2 promotions");
      expect(recipientOf(smtp.messages[0]!.bytes)).toBe(REPORT_TO);
      // Kept in the spool as composed: still an automatic message once delivered.
      expect(headerBlock(smtp.messages[0]!.bytes)).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
      expect(mail.headers.get("x-auto-response-suppress")).toBe("All");
      // The journal said it waited for the server, as the mailer did.
      expect(reportLines()).toEqual([
        expect.objectContaining({ event: "import.report-sent", via: "spool", outcome: "taken" }),
      ]);
    } finally {
      await smtp.close();
    }
  });
});
