import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import type { Property } from "@rli/contract/api/contract";
import { applicationDocuments, APPLICATION_MAX_FILES } from "@rli/contract/forms/application-choices";
import { applicationSchema } from "@rli/contract/forms/application";
import {
  documentsTooLargeMessage,
  fileMessage,
  fileTooLargeMessage,
  messages,
  tooManyDocumentsMessage,
} from "@rli/contract/forms/messages";
import { type Language, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { normalizeReference, REFERENCE_PATTERN } from "@rli/contract/forms/reference";
import { getProperty, sendApplication } from "~/api/client.server";
import { isUpstreamError } from "~/api/errors";
import { fieldConstraint } from "~/forms/field-constraint.server";
import { propertySummary, type PropertySummaryData } from "~/forms/contact-form.server";
import type { FormActionData } from "~/forms/form-result";
import { propertyPath } from "~/detail/property-view";
import { env } from "~/env.server";
import { cleanDocument, DocumentRefused } from "~/forms/uploads/clean-document.server";
import { MultipartRefused, readMultipart, type ReceivedFile } from "~/forms/uploads/multipart.server";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { deliveryProblem } from "~/forms/delivery.server";
import { invalidForm, submitForm, unsentForm } from "~/forms/submit-form.server";
import { translateMessage } from "~/forms/form-messages.server";
import { privacyNote } from "~/forms/privacy-note.server";
import { applicationDocumentsIn, permitOptions, salutationOptions } from "~/forms/form-choices.server";
import type { ApplicationFormView } from "~/components/application/ApplicationForm";
import { tooManyMessages, visitorAddress } from "~/http/send-limit.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";

/**
 * The rental application (`/candidature?ref=REF`, product §3): the form of a rent listing on offer,
 * received as it streams in within its bounds, its documents told by their bytes and cleaned, sent
 * once as one e-mail to the brokers through the API. Nothing is kept: the documents live in memory
 * for the time of the request.
 */

export const APPLICATION_SENT_PATH = "/candidature-envoyee";

const MB = 1024 * 1024;
const today = () => zurichDay(new Date());
const schema = applicationSchema(today);
const constraint = fieldConstraint(schema);

export type ApplicationView = ApplicationFormView & {
  /** The listing's summary; none while the API cannot be reached. */
  property?: PropertySummaryData;
  /** The listing's page (the rent list while the API cannot be reached), in the page's language. */
  path: string;
  constraint: typeof constraint;
};

function notFound(language: Language): never {
  throw data({ message: translateMessage(messages.notToLet, language) }, { status: 404 });
}

/**
 * The rent listing on offer `ref` names; the French 404 otherwise (a sale, taken, unknown, garbage).
 * An API that does not answer gives the reference alone: the form is shown, and a post answers 503
 * with what the visitor typed, as the other forms do.
 */
async function rentListing(refParam: string | null, language: Language): Promise<{ ref: string; property?: Property }> {
  const ref = normalizeReference(refParam ?? "");
  if (!REFERENCE_PATTERN.test(ref)) notFound(language);
  try {
    const property = await getProperty(ref);
    if (property.type !== "rent" || property.status !== "active") notFound(language);
    return { ref: property.ref, property };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.kind === "not-found") notFound(language);
    return { ref };
  }
}

export async function applicationView(refParam: string | null, language: Language): Promise<ApplicationView> {
  const { ref, property } = await rentListing(refParam, language);
  const limits = { fileMb: env.APPLICATION_FILE_MB, totalMb: env.APPLICATION_TOTAL_MB };
  const say = (message: string) => translateMessage(message, language);
  return {
    token: newSubmissionToken(),
    property: property ? propertySummary(property, language) : undefined,
    ref,
    path: localPath(property ? propertyPath(property) : "/location", language),
    constraint,
    limits,
    documents: applicationDocumentsIn(language).map((document) => ({
      ...document,
      tooMany: say(tooManyDocumentsMessage(document.max)),
    })),
    choices: {
      salutations: salutationOptions(language),
      permits: permitOptions(language),
    },
    privacyNote: privacyNote(language, "application"),
    messages: {
      sendFailed: say(messages.sendFailed),
      interrupted: say(messages.uploadInterrupted),
      notADocument: say(messages.documentKind),
      fileTooLarge: say(fileTooLargeMessage(limits.fileMb)),
      documentsTooLarge: say(documentsTooLargeMessage(limits.totalMb)),
    },
  };
}

const applicationLimit = createVisitorLimit({
  name: "candidatures",
  points: env.APPLICATION_LIMIT_PER_HOUR,
  windowSeconds: 3600,
});

/** The form's text fields as FormData (what the form pipeline reads); the files apart. */
function fieldsOf(fields: Map<string, string[]>): FormData {
  const formData = new FormData();
  for (const [name, values] of fields) for (const value of values) formData.append(name, value);
  return formData;
}

/** The documents cleaned, or the French reason beside each field that is wrong. */
async function documentsOf(files: readonly ReceivedFile[]) {
  const errors: Record<string, string[]> = {};
  const documents = [];
  for (const expected of applicationDocuments) {
    const chosen = files.filter((file) => file.field === expected.field);
    if (expected.required && chosen.length === 0) errors[expected.field] = [messages.documentMissing];
    if (chosen.length > expected.max) errors[expected.field] = [tooManyDocumentsMessage(expected.max)];
    for (const file of chosen) {
      try {
        const clean = await cleanDocument(file.name, file.bytes);
        documents.push({
          field: expected.field,
          name: clean.name,
          content: Buffer.from(clean.bytes).toString("base64"),
        });
      } catch (error) {
        if (!(error instanceof DocumentRefused)) throw error;
        errors[expected.field] = [fileMessage(file.name.slice(0, 80), error.message)];
      }
    }
  }
  return { documents, errors: Object.keys(errors).length > 0 ? errors : undefined };
}

export async function receiveApplication(request: Request, context: unknown) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const listing = await rentListing(url.searchParams.get("ref"), language);
  let received;
  try {
    received = await readMultipart(request, {
      maxFileBytes: env.APPLICATION_FILE_MB * MB,
      maxTotalBytes: env.APPLICATION_TOTAL_MB * MB,
      maxFiles: APPLICATION_MAX_FILES,
      maxFieldBytes: 16 * 1024,
      maxFields: 60,
    });
  } catch (error) {
    if (!(error instanceof MultipartRefused)) throw error;
    const submission = parseWithZod(new FormData(), { schema });
    const answer = invalidForm(
      language,
      submission,
      error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] },
    );
    return data<FormActionData>(answer.data, {
      status: error.kind === "too-large" ? 413 : 400,
      headers: answer.init?.headers,
    });
  }
  const formData = fieldsOf(received.fields);
  formData.set("ref", listing.ref);
  if (!listing.property) {
    return unsentForm(language, parseWithZod(formData, { schema }), deliveryProblem({ status: "failed" }));
  }
  let documents: Awaited<ReturnType<typeof documentsOf>>["documents"] = [];
  return submitForm({
    request,
    context,
    formData,
    schema,
    // The documents are checked with the fields: every message of the form comes in one answer.
    early: async (submission) => {
      const checked = await documentsOf(received.files);
      if (checked.errors) return invalidForm(language, submission, { fieldErrors: checked.errors });
      documents = checked.documents;
      return undefined;
    },
    message: async (value, submission) => {
      const address = visitorAddress(context);
      for (const key of [address, value.email]) {
        const allowance = await applicationLimit.take(key);
        if (!allowance.allowed) {
          const answer = invalidForm(language, submission, {
            formErrors: [tooManyMessages(allowance.retryAfterSeconds)],
          });
          return data<FormActionData>(answer.data, {
            status: 429,
            headers: { ...answer.init?.headers, "Retry-After": String(allowance.retryAfterSeconds) },
          });
        }
      }
      const payload = { ...value, documents, language };
      return {
        content: { ...value, documents: documents.map((document) => [document.field, document.content.length]) },
        email: value.email,
        send: () => sendApplication(payload),
        sent: async () =>
          new Response(null, {
            status: 303,
            headers: { Location: localPath(`${APPLICATION_SENT_PATH}?formulaire=envoye`, language) },
          }),
      };
    },
  });
}
