import { messages, notDeliveredMessage } from "@rli/contract/forms/messages";
import { tooManyMessages } from "~/http/send-limit.server";

/**
 * Why a posted form is not sent, in French: the status of the page, the messages for the whole form
 * and beside each field, the headers of the answer. Every step of the form pipeline says it so; the
 * pipeline draws it once, in the page's language (forms/submit-form.server.ts).
 */
export type FormRefusal = {
  status: 400 | 413 | 429 | 502 | 503;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
  headers: Record<string, string>;
};

type Errors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

const noStore = { "Cache-Control": "private, no-store" };

/** What was sent is wrong (400), or larger than the form takes (413). */
export function refused({ formErrors = [], fieldErrors = {} }: Errors, status: 400 | 413 = 400): FormRefusal {
  return { status, formErrors, fieldErrors, headers: noStore };
}

/** Too many messages from this visitor or e-mail address, or another of its uploads under way: 429. */
export function tooMany(retryAfterSeconds: number): FormRefusal {
  return {
    status: 429,
    formErrors: [tooManyMessages(retryAfterSeconds)],
    fieldErrors: {},
    headers: { ...noStore, "Retry-After": String(retryAfterSeconds) },
  };
}

/** The message cannot go out for now (the API or its mail server is down): 503. */
export function unavailable(): FormRefusal {
  return { status: 503, formErrors: [messages.sendFailed], fieldErrors: {}, headers: noStore };
}

/**
 * The mail server refused the message for good (502): kept for the agency, but the visitor is told it
 * did not reach it, with the agency's phone number and e-mail (decision 150).
 */
export function undelivered(): FormRefusal {
  return { status: 502, formErrors: [notDeliveredMessage()], fieldErrors: {}, headers: noStore };
}

/**
 * The server is busy with other visitors' documents (cleaned and sent a few at a time): 503 with
 * the seconds to wait. Nothing was sent, nor counted against the visitor.
 */
export function busy(retryAfterSeconds: number): FormRefusal {
  return {
    status: 503,
    formErrors: [messages.documentsBusy],
    fieldErrors: {},
    headers: { ...noStore, "Retry-After": String(retryAfterSeconds) },
  };
}

export function isRefusal(value: unknown): value is FormRefusal {
  return typeof value === "object" && value !== null && "status" in value && "formErrors" in value;
}
