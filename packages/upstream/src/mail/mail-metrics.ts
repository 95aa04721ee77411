import { mails } from "@rli/contract/metrics/metrics";
import type { SentMail, SpoolingMailer } from "./mail-types";

/** The outcome counted (rli_mails_total) for each way a message left the mailer. */
const outcomeOf: Record<SentMail["via"], string> = {
  smtp: "sent",
  spool: "queued",
  refused: "refused",
  outbox: "outbox",
};

/**
 * The mailer with each message counted among the site's measures: sent at once, queued in the
 * spool, refused for good, written to the outbox, or failed (neither sent nor kept); and, for each
 * pass over the spool, the messages it sent later or that were refused then.
 */
export function countedMailer(mailer: SpoolingMailer): SpoolingMailer {
  return {
    async send(mail) {
      try {
        const sent = await mailer.send(mail);
        mails.inc({ outcome: outcomeOf[sent.via] });
        return sent;
      } catch (error) {
        mails.inc({ outcome: "failed" });
        throw error;
      }
    },
    async retrySpooled() {
      const report = await mailer.retrySpooled();
      if (report.sent > 0) mails.inc({ outcome: "resent" }, report.sent);
      if (report.refused > 0) mails.inc({ outcome: "refused" }, report.refused);
      return report;
    },
    stop: () => mailer.stop(),
  };
}
