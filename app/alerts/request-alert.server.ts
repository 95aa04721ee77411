import type { FormReply } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { logger } from "@rli/contract/logging/logger";
import { signatureOf, signingKey } from "@rli/contract/signing/site-signature";
import { sendSiteMail } from "~/api/transport.server";
import { env } from "~/env.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";
import { alertPagePath, type AlertLinkPurpose } from "./alert-links.server";
import { alertMessages } from "./alert-messages.server";
import { requestMail, type RequestMailKind } from "./alert-mail.server";
import { CONFIRMATIONS_PER_DAY, mailboxOf, type AlertFrequency } from "./alert-rules";
import { siteAlerts, type Subscription } from "./alert-store.server";
import type { SavedSearch } from "./saved-search.server";

/**
 * A visitor asks for an alert: it is kept pending, and the address gets one mail, which alone tells
 * what happened (confirm the new alert, it exists already, the address has no room left): the page
 * answers the same in every case, so that nobody learns from it what an address follows. An address
 * gets at most CONFIRMATIONS_PER_DAY such mails a day, whoever asks; past them the alert is kept
 * pending all the same and nothing is mailed.
 */

const confirmations = createVisitorLimit({
  name: "confirmations-alertes",
  points: CONFIRMATIONS_PER_DAY,
  windowSeconds: 24 * 3600,
});

/** An address as the limit counts it: a keyed digest, so that no store holds the address itself. */
const mailboxKey = signingKey(env.SESSION_SECRET, "alert-mailbox");
function limitKeyOf(email: string): string {
  // "@" marks an e-mail for the limit's log line, which names what it counts, never whose.
  return `@${signatureOf(mailboxKey, mailboxOf(email))}`;
}

type AlertAsked = {
  email: string;
  frequency: AlertFrequency;
  search: SavedSearch;
  /** The search in words, in the visitor's language. */
  summary: string;
  language: Language;
  origin: string;
};

export async function requestAlert(asked: AlertAsked): Promise<FormReply> {
  let subscription: Subscription;
  try {
    subscription = await (
      await siteAlerts()
    ).subscribe({
      email: asked.email,
      language: asked.language,
      criteria: asked.search.href,
      frequency: asked.frequency,
    });
  } catch (error) {
    logger.error(
      {
        component: "alerts",
        event: "alerts.store-failed",
        reason: error instanceof Error ? error.message : String(error),
      },
      "Alerte non enregistrée : la base du site ne répond pas",
    );
    return { data: { sent: false }, errors: {} };
  }
  if (!(await confirmations.take(limitKeyOf(asked.email))).allowed) return { data: { sent: true } };

  const [kind, purpose, id] = mailOf(subscription);
  const sent = await sendSiteMail(
    requestMail(kind, {
      to: mailboxOf(asked.email),
      language: asked.language,
      summary: asked.summary,
      href: `${asked.origin}${alertPagePath(purpose, id, asked.language)}`,
    }),
  );
  if (sent.via !== "refused") return { data: { sent: true } };
  // The relay refuses the address for good: a new alert for it is not kept, and the visitor is told.
  if (subscription.kind === "new") await (await siteAlerts()).remove(subscription.alert.id);
  return { data: { sent: false }, errors: { email: [alertMessages[asked.language].addressRefused] } };
}

/** The mail a request gets, the link it carries, and the alert that link names. */
function mailOf(subscription: Subscription): [RequestMailKind, AlertLinkPurpose, string] {
  switch (subscription.kind) {
    case "new":
      return ["confirm", "confirm", subscription.alert.id];
    case "known":
      return subscription.alert.status === "pending"
        ? ["confirm", "confirm", subscription.alert.id]
        : ["known", "manage", subscription.alert.id];
    case "full":
      return ["full", "manage", subscription.anyAlert.id];
  }
}
