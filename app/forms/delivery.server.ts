import { FORM_ERROR_KEY, type FormReply } from "@rli/contract/api/contract";
import { isUpstreamError } from "~/api/errors";
import { messages } from "@rli/contract/forms/messages";
import { sendLimiter, tooManyMessages, type Sender, type SendLimiter } from "~/http/send-limit.server";
import { submissionLedger, type SubmissionLedger } from "./submission-ledger.server";
import { logger } from "@rli/contract/logging/logger";

/**
 * Sending a validated form to the upstream: once per message (the ledger), within the visitor's
 * allowance (the limiter), and with every way it can go wrong turned into an answer the form
 * can show. The visitor's values are never lost: the route renders the form again with them.
 */

type Delivery =
  | { status: "sent" }
  /** The upstream refused some fields (400). */
  | { status: "refused"; fieldErrors: Record<string, string[]>; formErrors: string[] }
  /** Too many messages from this visitor or e-mail address (429). */
  | { status: "limited"; retryAfterSeconds: number }
  /** The upstream or its mail server is down (503). */
  | { status: "failed" };

type DeliveryRequest = {
  /** From `submissionKey`: the form's token and its content. */
  key: string | undefined;
  sender: Sender;
  send: () => Promise<FormReply>;
};

type DeliveryServices = { ledger: SubmissionLedger; limiter: SendLimiter };

const defaultServices: DeliveryServices = { ledger: submissionLedger, limiter: sendLimiter };

export async function deliver(
  { key, sender, send }: DeliveryRequest,
  { ledger, limiter }: DeliveryServices = defaultServices,
): Promise<Delivery & { replayed: boolean }> {
  const { outcome, replayed } = await ledger.once(
    key,
    async (): Promise<Delivery> => {
      const allowance = await limiter.take(sender);
      if (!allowance.allowed) return { status: "limited", retryAfterSeconds: allowance.retryAfterSeconds };
      try {
        return fromReply(await send());
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        logger.error(
          { component: "forms", event: "form.failed", kind: error.kind, apiPath: error.path, reason: error.message },
          `Formulaire non transmis (${error.kind}) sur ${error.path}`,
        );
        return { status: "failed" };
      }
    },
    (delivery) => delivery.status === "sent",
    // The same message still being sent by another process: nothing is sent again here.
    (): Delivery => ({ status: "failed" }),
  );
  return { ...outcome, replayed };
}

/** A reply without any field error means the message could not be delivered. */
export function fromReply(reply: FormReply): Delivery {
  if (reply.data.sent) return { status: "sent" };
  const errors = "errors" in reply ? reply.errors : {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors)) {
    if (name !== FORM_ERROR_KEY && list.length > 0) fieldErrors[name] = list;
  }
  if (Object.keys(fieldErrors).length === 0) return { status: "failed" };
  return { status: "refused", fieldErrors, formErrors: errors[FORM_ERROR_KEY] ?? [] };
}

/** What the form shows when a delivery did not go through, with the status of the page. */
export type DeliveryProblem = {
  status: 400 | 429 | 503;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
  headers: Record<string, string>;
};

export function deliveryProblem(delivery: Exclude<Delivery, { status: "sent" }>): DeliveryProblem {
  const noStore = { "Cache-Control": "private, no-store" };
  switch (delivery.status) {
    case "refused":
      return { status: 400, formErrors: delivery.formErrors, fieldErrors: delivery.fieldErrors, headers: noStore };
    case "limited":
      return {
        status: 429,
        formErrors: [tooManyMessages(delivery.retryAfterSeconds)],
        fieldErrors: {},
        headers: { ...noStore, "Retry-After": String(delivery.retryAfterSeconds) },
      };
    case "failed":
      return { status: 503, formErrors: [messages.sendFailed], fieldErrors: {}, headers: noStore };
  }
}
