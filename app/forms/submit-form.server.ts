import { randomUUID } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { FormReply } from "@rli/contract/api/contract";
import type { ApplicationDocument } from "@rli/contract/forms/application";
import { messages } from "@rli/contract/forms/messages";
import { type Language, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { formFields, unreadableFormResponse, type UnreadableForm } from "~/http/read-form.server";
import { sendLimiter, visitorAddress, type Sender, type SendLimiter } from "~/http/send-limit.server";
import { redirectWithToast } from "~/http/toast.server";
import { collectGarbage } from "@rli/contract/limits/collect-garbage";
import { createProcessTurns } from "~/http/process-turns.server";
import { createVisitorTurns } from "~/http/visitor-limit.server";
import { deliver, deliveryProblem } from "./delivery.server";
import { translateAnswer, translateMessage } from "./form-messages.server";
import { isRefusal, refused, tooMany, type FormRefusal } from "./form-refusal.server";
import type { FormActionData } from "./form-result";
import { honeypotProblem, type HoneypotRules } from "./honeypot.server";
import { documentsLedger, submissionLedger } from "./submission-ledger.server";
import { readSubmissionToken, submissionKey } from "./submission-token.server";
import { checkDocuments, cleanDocuments, documentDigests, type ExpectedDocument } from "./uploads/documents.server";
import { MultipartRefused, openMultipart, type MultipartLimits, type ReceivedFile } from "./uploads/multipart.server";

/**
 * The one way a form is received (contact, satisfaction, the valuation's steps, the rental
 * application), the cheap checks first and the costly work last:
 *
 * 1. the text fields, read within their bounds (the server's guard checked the post's origin and
 *    declared length before: server/app.ts);
 * 2. the spam trap (forms/honeypot.server.ts), and for a form with documents its one-time token;
 * 3. the visitor's allowance, by address and by e-mail, looked at without counting;
 * 4. for a form with documents, only then its files, within their bounds;
 * 5. the fields, and the documents' counts and kinds by their first bytes;
 * 6. once per post (the ledger), in the visitor's turn for a form with documents (one post's
 *    documents at a time per address, and one in the whole process), the allowance counted, then
 *    the costly work: the documents cleaned (their pictures decoded and encoded again), the message
 *    composed and sent.
 *
 * A post refused at one step costs nothing of the steps after it. Every step says what is wrong in
 * French (a FormRefusal); the answer is drawn once, at the end, in the page's language (its
 * address: /de/…, /en/…, else French), with the visitor's values.
 */

/** What an action answers when it does not redirect. */
type FormAnswer = ReturnType<typeof data<FormActionData>>;

/** The message a valid form sends. */
type Outgoing = {
  /** What tells this message from another one posted with the same form (with its token and files). */
  content: unknown;
  /** The sender's e-mail address, counted by the limits as well as the visitor's address. */
  email: string | undefined;
  /** Sends the message, with the form's documents once cleaned (none for a form without files). */
  send: (documents: ApplicationDocument[]) => Promise<FormReply>;
  /** The answer once the message went out (a redirect, usually with a toast), to the form's request. */
  sent: (request: Request) => Promise<Response>;
  /** Changes what the form shows when the message did not go out. */
  problem?: (problem: FormRefusal) => FormRefusal;
};

/** The files a form takes (multipart/form-data): their bounds while they stream in, and the fields they go to. */
export type DocumentRules = { limits: MultipartLimits; expected: readonly ExpectedDocument[] };

type FormPipeline<Schema extends z.ZodTypeAny> = {
  request: Request;
  /** Remix's load context: the visitor's address. */
  context: unknown;
  schema: Schema;
  /** The fields, when the route had to read them first (a wizard step); else the request's body is read. */
  formData?: FormData;
  /** The form's documents: read after the cheap checks, one upload at a time per visitor, cleaned last. */
  documents?: DocumentRules;
  /** Values the address decides, set over what was posted (the listing of a rental application). */
  fixed?: Record<string, string>;
  /**
   * The field holding the sender's e-mail address, whose allowance is counted with the visitor's
   * address; null for a post that sends nothing (a wizard step that only keeps its answers).
   */
  emailField: string | null;
  /** The allowance of messages, when the form has a stricter one than the others (sendLimiter). */
  limiter?: SendLimiter;
  /** The spam trap's rules when they are not the configured ones. */
  trap?: Partial<HoneypotRules>;
  /** After the trap, before the fields are checked: an answer that does not need valid fields. */
  early?: () => Promise<Response | FormRefusal | undefined>;
  /** The message of the checked values, or an answer when there is nothing to send yet. */
  message: (value: z.output<Schema>) => Outgoing | FormRefusal | Promise<Outgoing | Response | FormRefusal>;
};

/** How a post ended before its answer is drawn: a redirect, a body that is no form, or a refusal with the values. */
type Received =
  | Response
  | { unreadable: UnreadableForm }
  | { formData: FormData; refusal: FormRefusal; checked?: Submission<unknown> };

/**
 * The documents of one post at a time per visitor address are cleaned and sent; another post waits
 * a little for its turn, then is refused (429). Uploads themselves are not held back: a slow one
 * does not keep a neighbour on the same address (an office, a mobile operator) from sending.
 */
const documentTurns = createVisitorTurns({
  name: "depots",
  // Longer than cleaning and sending can take (six pictures, each bounded to 20 s): a lease left by a process that died lapses then.
  leaseSeconds: 180,
  waitMs: 10_000,
});

/**
 * Whatever their addresses, the documents of one post at a time are cleaned and sent in this
 * process (decision 153): their pictures decoded, their bytes in base64, the JSON to the API and
 * the mail composed are the server's costliest work, in processor and in memory (a 20 MB dossier
 * leaves some 300 MB behind it). Another post waits its turn a little, then is answered 503 with
 * Retry-After, before anything is counted against its visitor. When a post's turn ends, what it
 * left is collected before the next one starts, so that two dossiers' leftovers never add up.
 */
const documentWork = createProcessTurns({
  name: "documents",
  atOnce: 1,
  waitMs: 15_000,
  retryAfterSeconds: 60,
  afterEach: collectGarbage,
});

export async function submitForm<Schema extends z.ZodTypeAny>(form: FormPipeline<Schema>) {
  const received = await receive(form);
  return drawn(received, languageOfRequest(form.request));
}

async function receive<Schema extends z.ZodTypeAny>(form: FormPipeline<Schema>): Promise<Received> {
  if (form.documents) return receiveWithDocuments(form, form.documents);
  const formData = form.formData ?? (await formFields(form.request));
  if (!(formData instanceof FormData)) return { unreadable: formData };
  const sender = senderOf(form, formData);
  const cheap = checkTrap(form, formData) ?? (await checkAllowance(form, sender));
  if (cheap) return { formData, refusal: cheap };
  return checkAndSend(form, formData, sender, []);
}

/** A multipart post: its text fields and the cheap checks, then its files. */
async function receiveWithDocuments<Schema extends z.ZodTypeAny>(
  form: FormPipeline<Schema>,
  documents: DocumentRules,
): Promise<Received> {
  const multipart = await openMultipart(form.request, documents.limits).catch(unreadBody);
  if (isRefusal(multipart)) return { formData: new FormData(), refusal: multipart };
  try {
    // The fields sent before the first file: all a person types, and the spam trap's.
    const typed = fieldsOf(multipart.fields);
    const sender = senderOf(form, typed);
    const cheap = checkTrap(form, typed) ?? (await checkAllowance(form, sender));
    if (cheap) return { formData: typed, refusal: cheap };
    const files = await multipart.files().catch(unreadBody);
    if (isRefusal(files)) return { formData: typed, refusal: files };
    return await checkAndSend(form, fieldsOf(multipart.fields), sender, files);
  } finally {
    multipart.close();
  }
}

/** The fields checked, then the message sent once within the allowance, its documents cleaned first. */
async function checkAndSend<Schema extends z.ZodTypeAny>(
  form: FormPipeline<Schema>,
  formData: FormData,
  sender: Sender,
  files: readonly ReceivedFile[],
): Promise<Received> {
  const early = await form.early?.();
  if (early) return early instanceof Response ? early : { formData, refusal: early };

  for (const [name, value] of Object.entries(form.fixed ?? {})) formData.set(name, value);
  const checked = parseWithZod(formData, { schema: form.schema }) as Submission<
    z.input<Schema>,
    string[],
    z.output<Schema>
  >;
  const documentErrors = form.documents && checkDocuments(files, form.documents.expected);
  if (checked.status !== "success" || documentErrors) {
    return { formData, checked, refusal: refused({ fieldErrors: documentErrors }) };
  }

  const outgoing = await form.message(checked.value);
  if (outgoing instanceof Response) return outgoing;
  if (isRefusal(outgoing)) return { formData, checked, refusal: outgoing };
  const expected = form.documents?.expected;
  const delivery = await deliver(
    {
      key: submissionKey(
        readSubmissionToken(formData),
        expected ? { content: outgoing.content, documents: documentDigests(files) } : outgoing.content,
      ),
      sender: { ...sender, email: outgoing.email },
      send: async () => {
        if (!expected) return outgoing.send([]);
        const cleaned = await cleanDocuments(files, expected);
        if ("errors" in cleaned) return { data: { sent: false }, errors: cleaned.errors };
        return outgoing.send(cleaned.documents);
      },
    },
    expected
      ? { ledger: documentsLedger, limiter: limiterOf(form), turns: documentTurns, work: documentWork }
      : { ledger: submissionLedger, limiter: limiterOf(form) },
  );
  if (delivery.status === "sent") return outgoing.sent(form.request);
  const problem = deliveryProblem(delivery);
  return { formData, checked, refusal: outgoing.problem ? outgoing.problem(problem) : problem };
}

/**
 * The spam trap: a robot, a form posted too fast or too late. A form with documents also needs the
 * token its page carries, which keys its ledger: without it a replay could not be told.
 */
function checkTrap<Schema extends z.ZodTypeAny>(
  form: FormPipeline<Schema>,
  formData: FormData,
): FormRefusal | undefined {
  const trap = honeypotProblem(formData, form.trap);
  if (trap) return refused({ formErrors: [trap] });
  if (form.documents && !readSubmissionToken(formData)) return refused({ formErrors: [messages.formHasErrors] });
  return undefined;
}

/** The visitor's allowance looked at, not counted: a sender with no message left is answered at once. */
async function checkAllowance<Schema extends z.ZodTypeAny>(
  form: FormPipeline<Schema>,
  sender: Sender,
): Promise<FormRefusal | undefined> {
  if (form.emailField === null) return undefined;
  const allowance = await limiterOf(form).check(sender);
  return allowance.allowed ? undefined : tooMany(allowance.retryAfterSeconds);
}

function limiterOf<Schema extends z.ZodTypeAny>(form: FormPipeline<Schema>): SendLimiter {
  return form.limiter ?? sendLimiter;
}

function senderOf<Schema extends z.ZodTypeAny>(form: FormPipeline<Schema>, formData: FormData): Sender {
  const email = form.emailField === null ? null : formData.get(form.emailField);
  return { address: visitorAddress(form.context), email: typeof email === "string" ? email : undefined };
}

function fieldsOf(fields: Map<string, string[]>): FormData {
  const formData = new FormData();
  for (const [name, values] of fields) for (const value of values) formData.append(name, value);
  return formData;
}

/** A multipart body refused while it streamed in: 413 past a bound (beside the field when it is a file's), else 400. */
function unreadBody(error: unknown): FormRefusal {
  if (!(error instanceof MultipartRefused)) throw error;
  const errors = error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] };
  return refused(errors, error.kind === "too-large" ? 413 : 400);
}

/** The answer, drawn once in the page's language: the redirect as it is, the body refused, or the form again with its values. */
function drawn(received: Received, language: Language): Response | FormAnswer {
  if (received instanceof Response) return received;
  if ("unreadable" in received)
    throw unreadableFormResponse(received.unreadable, (text) => translateMessage(text, language));
  const { formData, refusal, checked } = received;
  // A refusal before the fields were checked says only why: the values come back as they were typed.
  const submission = checked ?? parseWithZod(formData, { schema: z.any() });
  const french: FormActionData = {
    result: submission.reply({ formErrors: refusal.formErrors, fieldErrors: refusal.fieldErrors }),
    toast: refusal.status === 400 || refusal.status === 413 ? errorToast() : undefined,
  };
  return data<FormActionData>(translateAnswer(french, language), { status: refusal.status, headers: refusal.headers });
}

function errorToast() {
  return { type: "error" as const, message: messages.formHasErrors, id: randomUUID() };
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
