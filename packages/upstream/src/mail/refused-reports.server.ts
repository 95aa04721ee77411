import path from "node:path";
import { lazyRedis } from "@rli/contract/limits/redis-client";
import { mailsRefusedKept } from "@rli/contract/metrics/metrics";
import { env } from "../env";
import { mailerFromEnv } from "./mailer.server";
import { REFUSED_FOLDER } from "./mail-spool.server";
import { refusedBacklog } from "./refused-mail.server";
import { startRefusedSummary } from "./refused-summary.server";
import { folderLease, redisLease } from "./summary-lease.server";

/**
 * How the agency learns of the messages the SMTP server refused for good, beside the `error` line of
 * each refusal: their count among the measures (rli_mails_refused_kept) and in readiness (health.ts),
 * and the daily summary mailed to MAIL_ALERT_TO (else IMPORT_REPORT_TO, else MAIL_TO).
 */

/** Folder of the summaries' day markers, in the outbox, without Redis. */
export const SUMMARY_FOLDER = "resume-refus";

/** Where the summary goes: MAIL_ALERT_TO, else IMPORT_REPORT_TO, else the forms' MAIL_TO. */
export function alertAddress(settings: Pick<typeof env, "MAIL_ALERT_TO" | "IMPORT_REPORT_TO" | "MAIL_TO">): string {
  return settings.MAIL_ALERT_TO ?? settings.IMPORT_REPORT_TO ?? settings.MAIL_TO;
}

/** The refused messages counted among the measures, read from `refusedDir` at each scrape. */
export function measureRefusedMail(refusedDir: string): void {
  mailsRefusedKept.readFrom(async () => (await refusedBacklog(refusedDir)).kept);
}

/**
 * Started with a process serving the upstream through SMTP (nothing is refused without it); returns
 * what stops it (the summary's timer, its Redis client).
 */
export function startRefusedMailReports(): () => Promise<void> {
  const outboxDir = path.resolve(env.OUTBOX_DIR);
  const refusedDir = path.join(outboxDir, REFUSED_FOLDER);
  measureRefusedMail(refusedDir);
  if (!env.SMTP_URL) return async () => undefined;
  const redis = env.REDIS_URL ? lazyRedis(env.REDIS_URL) : undefined;
  const { stop } = startRefusedSummary({
    refusedDir,
    retentionDays: env.MAIL_RETENTION_DAYS,
    mailer: mailerFromEnv(),
    to: alertAddress(env),
    lease: redis ? redisLease(redis) : folderLease(path.join(outboxDir, SUMMARY_FOLDER)),
  });
  return async () => {
    stop();
    await redis?.close();
  };
}
