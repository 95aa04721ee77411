import { randomUUID } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { FormReply } from "@rli/contract/api/contract";
import type { FormActionData } from "./form-result";
import { redirectWithToast } from "~/http/toast.server";
import { readForm } from "~/http/read-form.server";
import { visitorAddress } from "~/http/send-limit.server";
import { deliver, deliveryProblem, type DeliveryProblem } from "./delivery.server";
import { honeypotProblem, type HoneypotRules } from "./honeypot.server";
import { messages } from "@rli/contract/forms/messages";
import { type Language, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { translateMessage, translateReply } from "./form-messages.server";
import { submissionLedger } from "./submission-ledger.server";
import { readSubmissionToken, submissionKey } from "./submission-token.server";

/**
 * The one way a form is received (contact, satisfaction, the valuation's steps): read the body,
 * check the spam trap, check the fields, then send the message once within the visitor's
 * allowance and redirect. Anything that goes wrong shows the form again with the visitor's
 * values, the messages under the fields and the status that says what went wrong, in the page's
 * language (its address: /de/…, /en/…, else French).
 */

/** What an action answers when it does not redirect. */
type FormAnswer = ReturnType<typeof data<FormActionData>>;

/** The message a valid form sends. */
type Outgoing = {
  /** What tells this message from another one posted with the same form (with its token). */
  content: unknown;
  /** The sender's e-mail address, counted by the limit as well as the visitor's address. */
  email: string | undefined;
  send: () => Promise<FormReply>;
  /** The answer once the message went out (a redirect, usually with a toast), to the form's request. */
  sent: (request: Request) => Promise<Response>;
  /** Changes what the form shows when the message did not go out. */
  problem?: (problem: DeliveryProblem) => DeliveryProblem;
};

type FormPipeline<Schema extends z.ZodTypeAny> = {
  request: Request;
  /** Remix's load context: the visitor's address. */
  context: unknown;
  /** The fields, when the route had to read them first; else the request's body is read. */
  formData?: FormData;
  schema: Schema;
  /** The spam trap's rules when they are not the configured ones. */
  trap?: Partial<HoneypotRules>;
  /** After the trap, before the fields are checked: an answer that does not need valid fields. */
  early?: (submission: Submission<z.input<Schema>>) => Promise<Response | FormAnswer | undefined>;
  /** The message of the checked values, or an answer when there is nothing to send yet. */
  message: (
    value: z.output<Schema>,
    submission: Submission<z.input<Schema>>,
  ) => Outgoing | Promise<Outgoing | Response | FormAnswer>;
};

export async function submitForm<Schema extends z.ZodTypeAny>(form: FormPipeline<Schema>) {
  const language = languageOfRequest(form.request);
  const formData = form.formData ?? (await readForm(form.request, (message) => translateMessage(message, language)));
  const submission = parseWithZod(formData, { schema: form.schema }) as Submission<
    z.input<Schema>,
    string[],
    z.output<Schema>
  >;
  const trap = honeypotProblem(formData, form.trap);
  if (trap) return invalidForm(language, submission, { formErrors: [trap] });
  const early = await form.early?.(submission);
  if (early) return early;
  if (submission.status !== "success") return invalidForm(language, submission);

  const outgoing = await form.message(submission.value, submission);
  if (outgoing instanceof Response || !("send" in outgoing)) return outgoing;
  const delivery = await deliver({
    key: messageKey(formData, outgoing.content),
    sender: { address: visitorAddress(form.context), email: outgoing.email },
    send: outgoing.send,
  });
  if (delivery.status === "sent") return outgoing.sent(form.request);
  const problem = deliveryProblem(delivery);
  return unsentForm(language, submission, outgoing.problem ? outgoing.problem(problem) : problem);
}

/** The key under which a message is sent once: the form's token and what it sends. */
export function messageKey(formData: FormData, content: unknown): string | undefined {
  return submissionKey(readSubmissionToken(formData), content);
}

/** True when the message under this key already went out (a resent form). */
export async function alreadySent(key: string | undefined): Promise<boolean> {
  const earlier = (await submissionLedger.recall(key)) as { status?: unknown } | undefined;
  return earlier?.status === "sent";
}

/** The answer once sent: back to `path` (a French path, or one already in a language), with the confirmation toast. */
export function sentToast(path: string, message: string): (request: Request) => Promise<Response> {
  return (request) => {
    const language = languageOfRequest(request);
    return redirectWithToast(
      localPath(path, language),
      { type: "sent", message: translateMessage(message, language) },
      {},
      request,
    );
  };
}

const noStore = { "Cache-Control": "private, no-store" };

function errorToast(language: Language) {
  return { type: "error" as const, message: translateMessage(messages.formHasErrors, language), id: randomUUID() };
}

/** Failed validation: 400, the first message under each field and the error toast of product §8. */
export function invalidForm<T>(
  language: Language,
  submission: Submission<T>,
  errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
): FormAnswer {
  return data<FormActionData>(
    { result: translateReply(submission.reply(errors), language), toast: errorToast(language) },
    { status: 400, headers: noStore },
  );
}

/** Refused, limited or failed send: the form again, with a message for the whole form. */
export function unsentForm<T>(language: Language, submission: Submission<T>, problem: DeliveryProblem): FormAnswer {
  return data<FormActionData>(
    {
      result: translateReply(
        submission.reply({ formErrors: problem.formErrors, fieldErrors: problem.fieldErrors }),
        language,
      ),
      toast: problem.status === 400 ? errorToast(language) : undefined,
    },
    { status: problem.status, headers: problem.headers },
  );
}
