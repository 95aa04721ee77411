import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { formatDate, formatDateTime } from "@rli/contract/agency/format";
import { logLines, type Log } from "@rli/contract/logging/logger";
import { AUTOMATIC_MESSAGE_HEADERS } from "./automatic-message";
import type { Mailer, OutgoingMail } from "./mail-types";
import { refusedMails, type RefusedMail } from "./refused-mail.server";
import type { SummaryLease } from "./summary-lease.server";

/**
 * Once a day, the agency is told by e-mail which messages the SMTP server refused for good the day
 * before (decision 150): a visitor waiting for the answer was told at once, but a message that
 * waited in the spool and was refused on a later pass reaches nobody else. The summary names how
 * many, when each was refused, the server's reason, when each will be deleted (MAIL_RETENTION_DAYS)
 * and the command that lists and decrypts them; nothing of what they say (no name, no address).
 *
 * A day's summary covers the refusals from the day before's summary time (07:00 in Switzerland) to
 * this day's; it is sent at the first pass at or after that time, by one process only whatever the
 * number sharing OUTBOX_DIR (the day's lease, summary-lease.server.ts), and only when a message was
 * refused. A summary the mailer could neither send nor keep gives its lease back: the next pass tries again.
 */

export type RefusedSummaryOptions = {
  /** The `refuse/` folder. */
  refusedDir: string;
  retentionDays: number;
  mailer: Mailer;
  /** The agency's address for it (MAIL_ALERT_TO, else IMPORT_REPORT_TO, else the mailer's MAIL_TO). */
  to?: string;
  lease: SummaryLease;
  now?: () => Date;
  log?: Log;
};

/** What one pass did. */
export type SummaryPass = "not-due" | "done" | "nothing" | "elsewhere" | "sent" | "failed";

/** Wall-clock hour in Switzerland a day's summary is due from (before the brokers' day starts). */
export const SUMMARY_HOUR = "07:00";

/** Time between two passes in a running site: a summary goes out at most this long after its hour. */
export const SUMMARY_PASS_MS = 10 * 60_000;

/** The command a person types in the site's folder, on its server. */
export const REFUSED_COMMAND = "npm run mail:refused";

const mailLog = logLines("mail");

/** When the summary of `day` ("2026-12-02", in Switzerland) is due. */
export function summaryTime(day: string): Date {
  return zurichInstantOf(`${day}T${SUMMARY_HOUR}`)!;
}

/** The day before `day`, in Switzerland (a day of 23 or 25 hours included). */
function dayBefore(day: string): string {
  return zurichDay(new Date(summaryTime(day).getTime() - 20 * 3_600_000));
}

const when = (ms: number) => formatDateTime(new Date(ms), "fr");

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The summary's e-mail, in French, plain text, as an automatic message (automatic-message.ts): counts,
 * dates, reasons, file names and the command only.
 */
export function refusedSummaryMail(input: {
  day: string;
  /** The messages refused since the day before's summary. */
  refused: readonly RefusedMail[];
  /** Every refused message still kept. */
  kept: readonly RefusedMail[];
  retentionDays: number;
  to?: string;
}): OutgoingMail {
  const { day, refused, kept, retentionDays } = input;
  const since = when(summaryTime(dayBefore(day)).getTime());
  const count = plural(refused.length, "message refusé", "messages refusés");
  const lines = [
    `${plural(refused.length, "message du site a été refusé", "messages du site ont été refusés")} pour de bon par le serveur d'envoi (SMTP) depuis le ${since} : ${refused.length === 1 ? "il n'a" : "ils n'ont"} pas atteint l'agence.`,
    `${refused.length === 1 ? "Il est gardé" : "Ils sont gardés"}, chiffré${refused.length === 1 ? "" : "s"}, sur le serveur du site, puis supprimé${refused.length === 1 ? "" : "s"} ${retentionDays} jours après le refus (MAIL_RETENTION_DAYS).`,
    "",
    ...refused.map(
      (mail) =>
        `- refusé le ${when(mail.refusedAt)} : ${mail.reason}\n  supprimé dès le ${when(mail.deletedFrom)} ; fichier ${mail.name}`,
    ),
    "",
  ];
  const older = kept.length - refused.length;
  if (older > 0) {
    const first = kept.reduce((a, b) => (b.deletedFrom < a.deletedFrom ? b : a));
    lines.push(
      `En tout, ${plural(kept.length, "message refusé est gardé", "messages refusés sont gardés")} ; le premier à être supprimé le sera dès le ${when(first.deletedFrom)} (fichier ${first.name}).`,
      "",
    );
  }
  lines.push(
    "Pour les lire, sur le serveur du site, dans son dossier (avec le même MAIL_SPOOL_SECRET que le site) :",
    `  ${REFUSED_COMMAND}                 la liste : date du refus, raison, date de suppression, fichier`,
    `  ${REFUSED_COMMAND} -- FICHIER      un message en clair, par le nom de son fichier`,
    "",
    "Un message refusé n'est jamais renvoyé par le site : transmettez-le à la personne concernée ou recontactez l'expéditeur.",
    "",
    "Résumé envoyé une fois par jour, seulement quand un message a été refusé.",
  );
  return {
    subject: `Site : ${count} par le serveur d'envoi (résumé du ${formatDate(summaryTime(day), "fr")})`,
    text: `${lines.join("\n")}\n`,
    // An automatic message: no out-of-office reply comes back for it every morning.
    headers: { ...AUTOMATIC_MESSAGE_HEADERS },
    ...(input.to ? { to: input.to } : {}),
  };
}

export type RefusedSummary = { pass(): Promise<SummaryPass> };

export function createRefusedSummary(options: RefusedSummaryOptions): RefusedSummary {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? mailLog;
  /** The last day this process settled (sent, nothing to say, or sent by another). */
  let settled: string | undefined;

  return {
    async pass() {
      const at = now();
      const day = zurichDay(at);
      const due = summaryTime(day).getTime();
      if (at.getTime() < due) return "not-due";
      if (settled === day) return "done";
      const from = summaryTime(dayBefore(day)).getTime();
      const kept = await refusedMails(options.refusedDir, options.retentionDays);
      const refused = kept.filter((mail) => mail.refusedAt >= from && mail.refusedAt < due);
      if (refused.length === 0) {
        settled = day;
        return "nothing";
      }
      if (!(await options.lease.take(day))) {
        settled = day;
        return "elsewhere";
      }
      try {
        const sent = await options.mailer.send(
          refusedSummaryMail({ day, refused, kept, retentionDays: options.retentionDays, to: options.to }),
        );
        settled = day;
        log(`[mail] résumé des messages refusés du ${day} envoyé (${refused.length} refusé(s))`, {
          event: "mail.refused-summary",
          day,
          refused: refused.length,
          kept: kept.length,
          via: sent.via,
        });
        return "sent";
      } catch (error) {
        await options.lease.give(day).catch(() => undefined);
        const reason = error instanceof Error ? error.message : String(error);
        log(`[mail] résumé des messages refusés du ${day} impossible à envoyer : ${reason}`, {
          level: "error",
          event: "mail.refused-summary-failed",
          day,
          reason,
        });
        return "failed";
      }
    },
  };
}

/**
 * A pass now, then every `intervalMs`; the timer never keeps the process alive. A pass that throws
 * (the folder or the lease's store unreadable) logs one line and the next one tries again.
 * Returns a function that stops it.
 */
export function startRefusedSummary(
  options: RefusedSummaryOptions,
  intervalMs = SUMMARY_PASS_MS,
): { stop(): void; summary: RefusedSummary } {
  const summary = createRefusedSummary(options);
  const log = options.log ?? mailLog;
  const pass = () => {
    summary.pass().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      log(`[mail] résumé des messages refusés impossible pour le moment : ${reason}`, {
        level: "warn",
        event: "mail.refused-summary-failed",
        reason,
      });
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), summary };
}
