import type { z } from "zod";
import { messages, notDeliveredMessage } from "@rli/contract/forms/messages";
import { FORM_ERROR_KEY, FORM_UNDELIVERED, type FormErrors, type FormReply } from "@rli/contract/api/contract";
import { logLines } from "@rli/contract/logging/logger";
import { MailDeliveryError, type Mailer, type OutgoingMail } from "./mailer.server";

/**
 * A form post of the embedded upstream: validate with the form's schema,
 * compose the e-mail, send it. Field errors give 400, a message the mailer could
 * neither send nor keep in its spool 503; both as `{ data: { sent: false }, errors }`. A message the
 * SMTP server refused for good while the visitor waits (kept in `refuse/` for the agency) is no
 * success: 502 with `{ data: { sent: false, reason: "undelivered" } }` and the message saying how to
 * reach the agency instead (decision 150). Each form
 * forwarded is one line of the journal (event `form.forwarded`): which form, how its mail left
 * (smtp, spool, outbox, refused) and the mail's id, nothing of what the visitor wrote.
 */

const log = logLines("mail");

export type ForwardResult = { status: number; reply: FormReply };

export function fieldErrorsOf(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : FORM_ERROR_KEY;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export async function forwardForm<S extends z.ZodTypeAny>(
  payload: unknown,
  schema: S,
  compose: (value: z.infer<S>) => OutgoingMail,
  mailer: Mailer,
  form: string,
): Promise<ForwardResult> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    return { status: 400, reply: { data: { sent: false }, errors: fieldErrorsOf(parsed.error) } };
  }
  try {
    const sent = await mailer.send(compose(parsed.data));
    const undelivered = sent.via === "refused";
    log(`Formulaire « ${form} » ${undelivered ? "non remis, refusé par le serveur SMTP" : "transmis"} (${sent.via})`, {
      ...(undelivered ? { level: "warn" as const } : {}),
      event: "form.forwarded",
      form,
      via: sent.via,
      messageId: sent.messageId,
    });
    if (undelivered) {
      return {
        status: 502,
        reply: {
          data: { sent: false, reason: FORM_UNDELIVERED },
          errors: { [FORM_ERROR_KEY]: [notDeliveredMessage()] },
        },
      };
    }
    return { status: 200, reply: { data: { sent: true } } };
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      return { status: 503, reply: { data: { sent: false }, errors: { [FORM_ERROR_KEY]: [messages.sendFailed] } } };
    }
    throw error;
  }
}
