import { randomUUID } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { FormActionData } from "~/components/forms/form-result";
import { messages } from "@rli/contract/forms/messages";
import type { DeliveryProblem } from "./form-delivery.server";

/**
 * The answers of a form's action when it does not redirect: the form is shown again with the
 * visitor's values, the messages under the fields, and the status that says what went wrong.
 */

const noStore = { "Cache-Control": "private, no-store" };

function errorToast() {
  return { type: "error" as const, message: messages.formHasErrors, id: randomUUID() };
}

/** Failed validation: 400, the first message under each field and the error toast of SPEC §8. */
export function invalidForm<T>(
  submission: Submission<T>,
  errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
) {
  return json<FormActionData>(
    { result: submission.reply(errors), toast: errorToast() },
    { status: 400, headers: noStore },
  );
}

/** Refused, limited or failed send: the form again, with a message for the whole form. */
export function undeliveredForm<T>(submission: Submission<T>, problem: DeliveryProblem) {
  return json<FormActionData>(
    {
      result: submission.reply({ formErrors: problem.formErrors, fieldErrors: problem.fieldErrors }),
      toast: problem.status === 400 ? errorToast() : undefined,
    },
    { status: problem.status, headers: problem.headers },
  );
}
