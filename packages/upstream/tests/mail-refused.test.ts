import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import { enableMetrics } from "@rli/contract/metrics/metrics";
import { notDeliveredMessage } from "@rli/contract/forms/messages";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { createMailer, type SpoolingMailer } from "@rli/upstream/mail/mailer.server";
import { countedMailer } from "@rli/upstream/mail/mail-metrics";
import { REFUSED_FOLDER } from "@rli/upstream/mail/mail-spool.server";
import { openMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { refusedBacklog, refusedMails } from "@rli/upstream/mail/refused-mail.server";
import { alertAddress, measureRefusedMail } from "@rli/upstream/mail/refused-reports.server";
import {
  createRefusedSummary,
  startRefusedSummary,
  summaryTime,
  type RefusedSummaryOptions,
} from "@rli/upstream/mail/refused-summary.server";
import { folderLease } from "@rli/upstream/mail/summary-lease.server";
import { applicant, contactRequest } from "./support/form-requests";
import { decodeWords, parseMail, textPart } from "./support/mime";
import { closedSmtpUrl, startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { fixtureIndex, fixtureUpstream } from "./support/upstream";

/**
 * A message the SMTP server refuses for good (5xx) is never a success, and never unseen: the API
 * answers 502 with the message saying how to reach the agency, while the copy is kept in `refuse/`;
 * every refused message is counted in readiness and among the measures, summed up once a day to the
 * agency by one process, and listed and read with `npm run mail:refused`. Real SMTP servers on
 * 127.0.0.1 (one that refuses, one that takes the summaries), real files, real encryption.
 */

const MAIL_TO = "courtiers@rhone-leman-immobilier.ch";
const MAIL_FROM = "site@rhone-leman-immobilier.ch";
const ALERT_TO = "direction@rhone-leman-immobilier.ch";

let outbox: string;
let refusedDir: string;
let relay: TestSmtpServer;
let reports: TestSmtpServer;

/** A mailer on the refusing relay, composing its messages at `now`. */
function refusingMailer(now?: () => Date): SpoolingMailer {
  return createMailer({ from: MAIL_FROM, to: MAIL_TO, smtpUrl: relay.url, outboxDir: outbox, log: () => {}, now });
}

function post(pathname: string, body: unknown, mailer = refusingMailer()) {
  return fixtureUpstream(mailer)(
    new Request(`http://embedded.upstream/api${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const rent = [...fixtureIndex().listingsByRef.values()].find(
  (entry) => entry.property.type === "rent" && entry.property.status === "active" && !entry.property.promotionRef,
)!.property;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const application = {
  ...applicant,
  ref: rent.ref,
  income: 92_000,
  adults: 2,
  children: 1,
  moveIn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  rgpd: true,
  documents: [
    { field: "identite", name: "carte.pdf", content: pdf.toString("base64") },
    { field: "poursuites", name: "extrait.pdf", content: pdf.toString("base64") },
    { field: "salaires", name: "mars.pdf", content: pdf.toString("base64") },
  ],
};

beforeAll(async () => {
  // 550 for a contact request, 552 ("too large") for a dossier: both refusals for good.
  relay = await startSmtpServer({ refuse: () => true, code: 550 });
  reports = await startSmtpServer();
});

afterAll(async () => {
  await Promise.all([relay.close(), reports.close()]);
});

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "refused-mail-"));
  refusedDir = path.join(outbox, REFUSED_FOLDER);
  reports.messages.length = 0;
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

describe("a message refused while the visitor waits", () => {
  it("is answered 502 with the agency's phone and e-mail, not sent, and kept for the agency", async () => {
    const response = await post("/contact", contactRequest);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      data: { sent: false, reason: "undelivered" },
      errors: { form: [notDeliveredMessage()] },
    });
    expect(notDeliveredMessage()).toBe(
      "Votre message n'a pas pu être remis à l'agence. Merci de nous appeler au +41 24 471 20 01 ou de nous écrire à info@rhone-leman-immobilier.ch.",
    );
    expect(relay.messages).toEqual([]);
    const [kept] = await refusedMails(refusedDir, 30);
    expect(kept?.reason).toContain("550");
    const clear = openMail(await readFile(kept!.file), spoolKey(DEV_MAIL_SPOOL_SECRET)).toString("utf8");
    expect(clear).toContain(`Reply-To: Camille Rey <${contactRequest.email}>`);
  });

  it("a dossier the relay finds too large (552) too", async () => {
    const tooLarge = await startSmtpServer({ refuse: () => true, code: 552 });
    try {
      const mailer = createMailer({
        from: MAIL_FROM,
        to: MAIL_TO,
        smtpUrl: tooLarge.url,
        outboxDir: outbox,
        log: () => {},
      });
      const response = await post("/contact/application", application, mailer);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ data: { sent: false, reason: "undelivered" } });
      const [kept] = await refusedMails(refusedDir, 30);
      expect(kept?.reason).toContain("552");
    } finally {
      await tooLarge.close();
    }
  });
});

describe("a message refused on a later pass over the spool", () => {
  it("is logged at level error, counted, and named in the next summary", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const records: { line: string; fields: Record<string, unknown> | undefined }[] = [];
    const mailer = countedMailer(
      createMailer({
        from: MAIL_FROM,
        to: MAIL_TO,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: outbox,
        log: (line, fields) => records.push({ line, fields }),
      }),
    );
    // The server is down: the visitor is told it was sent, the message waits.
    expect((await post("/contact", contactRequest, mailer)).status).toBe(200);
    const metrics = await enableMetrics();
    const refusedBefore = refusedCount(await metrics.text());
    const later = await startSmtpServer({ port, refuse: () => true, code: 554 });
    try {
      expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 1, left: 0 });
    } finally {
      await later.close();
    }
    expect(records.find((record) => record.fields?.event === "mail.refused")?.fields).toMatchObject({
      level: "error",
      reason: expect.stringContaining("554"),
    });
    expect(refusedCount(await metrics.text())).toBe(refusedBefore + 1);
    expect((await refusedBacklog(refusedDir)).kept).toBe(1);
    const [kept] = await refusedMails(refusedDir, 30);
    const summary = createRefusedSummary({
      refusedDir,
      retentionDays: 30,
      mailer: createMailer({ from: MAIL_FROM, to: MAIL_TO, smtpUrl: reports.url, outboxDir: outbox, log: () => {} }),
      lease: folderLease(path.join(outbox, "resume-refus")),
      // The first summary time after the refusal.
      now: () => new Date(nextSummaryTime(kept!.refusedAt) + 1000),
      log: () => {},
    });
    expect(await summary.pass()).toBe("sent");
    expect(reports.messages[0]!.to).toEqual([MAIL_TO]);
    expect(textPart(parseMail(reports.messages[0]!.raw))).toContain(kept!.name);
  });
});

/** The first summary time after `at`: the same day's 07:00 in Switzerland, or the next day's. */
function nextSummaryTime(at: number): number {
  const sameDay = summaryTime(zurichDay(new Date(at))).getTime();
  return at < sameDay ? sameDay : summaryTime(zurichDay(new Date(at + 86_400_000))).getTime();
}

/** rli_mails_total{outcome="refused"} in the measures' text. */
function refusedCount(text: string): number {
  return Number(/^rli_mails_total\{outcome="refused"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

describe("the refused messages counted", () => {
  it("in readiness's backlog and among the measures", async () => {
    expect(await refusedBacklog(refusedDir)).toEqual({ kept: 0, oldestMs: undefined });
    const composed = new Date(Date.now() - 3_600_000);
    const mailer = refusingMailer(() => composed);
    await mailer.send({ subject: "Un", text: "Un" });
    await mailer.send({ subject: "Deux", text: "Deux" });
    const backlog = await refusedBacklog(refusedDir);
    expect(backlog.kept).toBe(2);
    expect(backlog.oldestMs).toBeGreaterThanOrEqual(3_599_000);
    expect(backlog.oldestMs).toBeLessThan(3_700_000);

    measureRefusedMail(refusedDir);
    const metrics = await enableMetrics();
    expect(await metrics.text()).toMatch(/^rli_mails_refused_kept 2$/m);
  });

  it("the summary goes to MAIL_ALERT_TO, else IMPORT_REPORT_TO, else MAIL_TO", () => {
    const base = { MAIL_TO, IMPORT_REPORT_TO: undefined, MAIL_ALERT_TO: undefined };
    expect(alertAddress(base)).toBe(MAIL_TO);
    expect(alertAddress({ ...base, IMPORT_REPORT_TO: "import@rhone-leman-immobilier.ch" })).toBe(
      "import@rhone-leman-immobilier.ch",
    );
    expect(
      alertAddress({ ...base, IMPORT_REPORT_TO: "import@rhone-leman-immobilier.ch", MAIL_ALERT_TO: ALERT_TO }),
    ).toBe(ALERT_TO);
  });
});

describe("the daily summary to the agency", () => {
  /** 2 December 2026 in Switzerland (UTC+1 in winter). */
  const day = "2026-12-02";
  const due = summaryTime(day);

  /** A mailer on the server taking the summaries. */
  const reportMailer = () =>
    createMailer({ from: MAIL_FROM, to: MAIL_TO, smtpUrl: reports.url, outboxDir: outbox, log: () => {} });

  function summaryOptions(now: () => Date, overrides: Partial<RefusedSummaryOptions> = {}): RefusedSummaryOptions {
    return {
      refusedDir,
      retentionDays: 30,
      mailer: reportMailer(),
      to: ALERT_TO,
      lease: folderLease(path.join(outbox, "resume-refus")),
      now,
      log: () => {},
      ...overrides,
    };
  }

  /** A message refused on its first send at `at`, its refusal noted then (as mail-spool.server.ts writes it). */
  async function refusedAt(at: Date, subject: string): Promise<void> {
    const sent = await refusingMailer(() => at).send({
      subject,
      text: `Claire Favre, claire.favre@example.ch : ${subject}`,
      replyTo: { name: "Claire Favre", address: "claire.favre@example.ch" },
    });
    await writeFile(`${sent.file}.txt`, `${at.toISOString()} Message failed: 550 Message refusé\n`);
    await utimes(sent.file!, at, at);
  }

  it("names how many were refused, when, why, when each is deleted and how to read them; nothing personal", async () => {
    // One the day before yesterday's summary (reported then), two since yesterday's.
    await refusedAt(new Date("2026-11-30T12:00:00Z"), "Ancien");
    await refusedAt(new Date("2026-12-01T09:30:00Z"), "Premier");
    await refusedAt(new Date("2026-12-02T05:10:00Z"), "Second");

    const summary = createRefusedSummary(summaryOptions(() => new Date(due.getTime() + 60_000)));
    expect(await summary.pass()).toBe("sent");
    expect(reports.messages).toHaveLength(1);
    const [received] = reports.messages;
    expect(received!.to).toEqual([ALERT_TO]);
    const mail = parseMail(received!.raw);
    const subject = decodeWords(mail.headers.get("subject") ?? "");
    expect(subject).toBe("Site : 2 messages refusés par le serveur d'envoi (résumé du 02.12.2026)");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.headers.get("x-auto-response-suppress")).toBe("All");
    const text = textPart(mail);
    expect(text).toContain(
      "2 messages du site ont été refusés pour de bon par le serveur d'envoi (SMTP) depuis le 01.12.2026 07:00",
    );
    expect(text).toContain("- refusé le 01.12.2026 10:30 : Message failed: 550 Message refusé");
    expect(text).toContain("- refusé le 02.12.2026 06:10 : Message failed: 550 Message refusé");
    // Deleted MAIL_RETENTION_DAYS after the refusal.
    expect(text).toContain("supprimé dès le 31.12.2026 10:30");
    expect(text).toContain("supprimé dès le 01.01.2027 06:10");
    expect(text).toContain(
      "En tout, 3 messages refusés sont gardés ; le premier à être supprimé le sera dès le 30.12.2026 13:00",
    );
    for (const file of await readdir(refusedDir)) if (file.endsWith(".eml")) expect(text).toContain(file);
    expect(text).toContain("npm run mail:refused -- FICHIER");
    for (const personal of ["Claire", "Favre", "example.ch", "Premier", "Second"]) {
      expect(received!.raw).not.toContain(personal);
    }
  });

  it("is sent once a day by one process, only when a message was refused, without waiting a day", async () => {
    await refusedAt(new Date("2026-12-01T20:00:00Z"), "Un");
    let now = new Date(due.getTime() - 60_000);
    const clock = () => now;
    // Two processes sharing the outbox.
    const first = createRefusedSummary(summaryOptions(clock));
    const second = createRefusedSummary(summaryOptions(clock));
    expect(await first.pass()).toBe("not-due");
    expect(reports.messages).toHaveLength(0);

    now = new Date(due.getTime() + 5_000);
    const passes = await Promise.all([first.pass(), second.pass()]);
    expect(passes.sort()).toEqual(["elsewhere", "sent"]);
    expect(await first.pass()).toBe("done");
    // A process started later the same day does not send it again.
    expect(await createRefusedSummary(summaryOptions(clock)).pass()).toBe("elsewhere");
    expect(reports.messages).toHaveLength(1);

    // The next day: nothing refused since, nothing sent.
    now = new Date(summaryTime("2026-12-03").getTime() + 5_000);
    expect(await first.pass()).toBe("nothing");
    expect(await second.pass()).toBe("nothing");
    expect(reports.messages).toHaveLength(1);

    // The day after: a message that waited in the spool and was refused on a later pass.
    await refusedAt(new Date("2026-12-03T15:00:00Z"), "Deux");
    now = new Date(summaryTime("2026-12-04").getTime() + 5_000);
    expect(await second.pass()).toBe("sent");
    expect(await first.pass()).toBe("elsewhere");
    expect(reports.messages).toHaveLength(2);
    expect(textPart(parseMail(reports.messages[1]!.raw))).toContain("1 message du site a été refusé");
  });

  it("a summary that could not go out gives its day back: the next pass sends it", async () => {
    await refusedAt(new Date("2026-12-01T20:00:00Z"), "Un");
    const now = () => new Date(due.getTime() + 5_000);
    let fail = true;
    const mailer = reportMailer();
    const summary = createRefusedSummary(
      summaryOptions(now, {
        mailer: {
          send: (mail) => (fail ? Promise.reject(new Error("ni envoyé ni gardé")) : mailer.send(mail)),
        },
      }),
    );
    expect(await summary.pass()).toBe("failed");
    fail = false;
    expect(await summary.pass()).toBe("sent");
    expect(reports.messages).toHaveLength(1);
  });

  it("runs on its own timer in a running site", async () => {
    await refusedAt(new Date("2026-12-01T20:00:00Z"), "Un");
    const started = startRefusedSummary(
      summaryOptions(() => new Date(due.getTime() + 5_000)),
      20,
    );
    try {
      await expect.poll(() => reports.messages.length, { timeout: 5000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reports.messages).toHaveLength(1);
    } finally {
      started.stop();
    }
  });
});

describe("npm run mail:refused", () => {
  const run = promisify(execFile);
  const npm = (args: string[]) =>
    run("npm", ["run", "--silent", "mail:refused", ...(args.length > 0 ? ["--", ...args] : [])], {
      env: { ...process.env, OUTBOX_DIR: outbox, NODE_ENV: "development", MAIL_SPOOL_SECRET: DEV_MAIL_SPOOL_SECRET },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("lists the refused messages with their date, reason and deletion, and prints one in clear by its name", async () => {
    await refusingMailer().send({ subject: "Demande de contact", text: "Bonjour, éàü." });
    const [name] = (await readdir(refusedDir)).filter((file) => file.endsWith(".eml"));
    // Two commands at once (an unreadable file is refused as read-kept-mail does: mail-read-kept.test.ts).
    const [list, one] = await Promise.all([npm([]), npm([name!])]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("1 message(s) refusé(s)");
    expect(list.stdout).toMatch(
      new RegExp(`${name}  refusé le \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d  supprimé dès le .+  .*550`),
    );
    expect(one.code).toBe(0);
    expect(one.stdout).toContain("Subject: Demande de contact");
  }, 30_000);
});
