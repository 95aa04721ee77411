import { FORM_ERROR_KEY, FORM_UNDELIVERED, type FormReply } from "@rli/contract/api/contract";
import { isUpstreamError } from "~/api/errors";
import { sendLimiter, type Sender, type SendLimiter } from "~/http/send-limit.server";
import type { ProcessTurns } from "~/http/process-turns.server";
import type { VisitorTurns } from "~/http/visitor-limit.server";
import { busy, refused, tooMany, unavailable, undelivered, type FormRefusal } from "./form-refusal.server";
import { submissionLedger, type SubmissionLedger } from "./submission-ledger.server";
import { logger } from "@rli/contract/logging/logger";

/**
 * Sending a validated form to the upstream: once per message (the ledger), in the visitor's turn
 * when the work is costly, within the visitor's allowance (the limiter, counted here, right before
 * the work, and given back when the server failed: only a message sent or refused for what the
 * visitor wrote is counted, decision 150), and with every way it can go wrong
 * turned into an answer the form can show. An outcome a second try could not change (sent,
 * refused for what was sent, or refused for good by the mail server) is remembered: the same post
 * gets it again without any work. The visitor's values are never lost: the route renders the form
 * again with them.
 */

type Delivery =
  | { status: "sent" }
  /** The upstream refused some fields (400). */
  | { status: "refused"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  /** Too many messages from this visitor or e-mail address (429). */
  | { status: "limited"; retryAfterSeconds: number }
  /** The upstream or its mail server is down (503). */
  | { status: "failed" }
  /** The mail server refused the message for good (502): kept for the agency, the visitor must reach it another way. */
  | { status: "undelivered" }
  /** The process is busy with other visitors' costly sends (503): nothing sent, nothing counted. */
  | { status: "busy"; retryAfterSeconds: number };

/** The outcomes counted against the visitor's allowance: the message went, or what was sent was wrong. */
export function countsAgainstVisitor(delivery: Delivery | undefined): boolean {
  return delivery?.status === "sent" || delivery?.status === "refused";
}

type DeliveryRequest = {
  /** From `submissionKey`: the form's token and its content. */
  key: string | undefined;
  sender: Sender;
  send: () => Promise<FormReply>;
};

export type DeliveryServices = {
  ledger: SubmissionLedger;
  limiter: SendLimiter;
  /** For a costly send (documents to clean): one at a time per visitor address, waited for. */
  turns?: VisitorTurns;
  /** For a costly send: a few at a time in the whole process, waited for, taken before the allowance is counted. */
  work?: ProcessTurns;
};

/** The forms' ledger and allowance of messages. */
export const messageServices: DeliveryServices = { ledger: submissionLedger, limiter: sendLimiter };

export async function deliver(
  { key, sender, send }: DeliveryRequest,
  { ledger, limiter, turns, work }: DeliveryServices = messageServices,
): Promise<Delivery & { replayed: boolean }> {
  const { outcome, replayed } = await ledger.once(
    key,
    async (): Promise<Delivery> => {
      const turn = await turns?.turn(sender.address || "inconnue");
      if (turn && !turn.granted) return { status: "limited", retryAfterSeconds: turn.retryAfterSeconds };
      const slot = await work?.turn();
      let taken = false;
      let delivery: Delivery | undefined;
      try {
        if (slot && !slot.granted) return { status: "busy", retryAfterSeconds: slot.retryAfterSeconds };
        const allowance = await limiter.take(sender);
        if (!allowance.allowed) return { status: "limited", retryAfterSeconds: allowance.retryAfterSeconds };
        taken = true;
        delivery = fromReply(await send());
        return delivery;
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        logger.error(
          { component: "forms", event: "form.failed", kind: error.kind, apiPath: error.path, reason: error.message },
          `Formulaire non transmis (${error.kind}) sur ${error.path}`,
        );
        delivery = { status: "failed" };
        return delivery;
      } finally {
        // The server's failure is not the visitor's: the message it counted is given back.
        if (taken && !countsAgainstVisitor(delivery)) await giveBack(limiter, sender, delivery);
        if (slot?.granted) await slot.end();
        await turn?.end().catch(() => undefined);
      }
    },
    (delivery) => delivery.status === "sent" || delivery.status === "refused" || delivery.status === "undelivered",
    // The same message still being sent by another process: nothing is sent again here.
    (): Delivery => ({ status: "failed" }),
  );
  return { ...outcome, replayed };
}

/** A count given back that fails costs the visitor one message of the window, nothing else: logged. */
async function giveBack(limiter: SendLimiter, sender: Sender, delivery: Delivery | undefined): Promise<void> {
  try {
    await limiter.giveBack(sender);
  } catch (error) {
    logger.warn(
      {
        component: "forms",
        event: "limit.give-back-failed",
        outcome: delivery?.status ?? "error",
        reason: error instanceof Error ? error.message : String(error),
      },
      "Envoi non compté impossible à rendre à la limite",
    );
  }
}

/**
 * A reply without any field error means the message could not be delivered: for now (the upstream
 * or its mail server down), or for good (the mail server refused it).
 */
export function fromReply(reply: FormReply): Delivery {
  if (reply.data.sent) return { status: "sent" };
  if (reply.data.reason === FORM_UNDELIVERED) return { status: "undelivered" };
  const errors = "errors" in reply ? reply.errors : {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors)) {
    if (name !== FORM_ERROR_KEY && list.length > 0) fieldErrors[name] = list;
  }
  if (Object.keys(fieldErrors).length === 0) return { status: "failed" };
  return { status: "refused", fieldErrors, formErrors: errors[FORM_ERROR_KEY] ?? [] };
}

/** What the form shows when a delivery did not go through, with the status of the page. */
export function deliveryProblem(delivery: Exclude<Delivery, { status: "sent" }>): FormRefusal {
  switch (delivery.status) {
    case "refused":
      return refused({ formErrors: delivery.formErrors, fieldErrors: delivery.fieldErrors });
    case "limited":
      return tooMany(delivery.retryAfterSeconds);
    case "failed":
      return unavailable();
    case "undelivered":
      return undelivered();
    case "busy":
      return busy(delivery.retryAfterSeconds);
  }
}
