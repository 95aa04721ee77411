import { data } from "@remix-run/node";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import type { Property } from "@rli/contract/api/contract";
import { applicationDocuments, APPLICATION_MAX_FILES } from "@rli/contract/forms/application-choices";
import { applicationSchema } from "@rli/contract/forms/application";
import {
  documentsTooLargeMessage,
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
import { propertyPath } from "~/detail/property-view";
import { env } from "~/env.server";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { unavailable } from "~/forms/form-refusal.server";
import { applicationDocumentLimits } from "~/api/application-limits.server";
import { announcedMegabytes } from "@rli/contract/forms/document-limits";
import { submitForm } from "~/forms/submit-form.server";
import { translateMessage } from "~/forms/form-messages.server";
import { privacyNote } from "~/forms/privacy-note.server";
import { applicationDocumentsIn, permitOptions, salutationOptions } from "~/forms/form-choices.server";
import type { ApplicationFormView } from "~/components/application/ApplicationForm";
import { sendLimiter } from "~/http/send-limit.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";
import { applicationPageTexts } from "./application.texts.server";

/**
 * The rental application (`/candidature?ref=REF`, product §3): the form of a rent listing on offer,
 * received through the forms' pipeline (forms/submit-form.server.ts) as it streams in within its
 * bounds: its fields checked against the spam trap and the visitor's allowance before its documents
 * are even read, its documents told by their bytes, and only then cleaned and sent once as one
 * e-mail to the brokers through the API. Nothing is kept: the documents live in memory for the
 * time of the request.
 */

export const APPLICATION_SENT_PATH = "/candidature-envoyee";

const today = () => zurichDay(new Date());
const schema = applicationSchema(today);
const constraint = fieldConstraint(schema);

export type ApplicationView = ApplicationFormView & {
  /** The listing's summary; none while the API cannot be reached. */
  property?: PropertySummaryData;
  /** The listing's page (the rent list while the API cannot be reached), in the page's language. */
  path: string;
  constraint: typeof constraint;
  /** The page's title and description, in its language. */
  meta: { title: string; description: string };
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
  const bounds = await applicationDocumentLimits();
  const limits = { fileMb: announcedMegabytes(bounds.fileBytes), totalMb: announcedMegabytes(bounds.totalBytes) };
  const say = (message: string) => translateMessage(message, language);
  const summary = property ? propertySummary(property, language) : undefined;
  const page = applicationPageTexts[language];
  return {
    token: newSubmissionToken(),
    property: summary,
    meta: { title: summary ? page.titleOf(summary.name) : page.title, description: page.description },
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

/** Stricter than the other forms' allowance: a dossier costs the server its documents cleaned. */
const applicationLimiter = sendLimiter.and(
  createVisitorLimit({ name: "candidatures", points: env.APPLICATION_LIMIT_PER_HOUR, windowSeconds: 3600 }),
);

export async function receiveApplication(request: Request, context: unknown) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const listing = await rentListing(url.searchParams.get("ref"), language);
  const bounds = await applicationDocumentLimits();
  return submitForm({
    request,
    context,
    schema,
    documents: {
      limits: {
        maxFileBytes: bounds.fileBytes,
        maxTotalBytes: bounds.totalBytes,
        maxFiles: APPLICATION_MAX_FILES,
        maxFieldBytes: 16 * 1024,
        maxFields: 60,
      },
      expected: applicationDocuments,
    },
    fixed: { ref: listing.ref },
    emailField: "email",
    limiter: applicationLimiter,
    message: (value) => {
      // The API could not tell whether the listing is still to let: the dossier cannot go now.
      if (!listing.property) return unavailable();
      return {
        content: value,
        email: value.email,
        send: (documents) => sendApplication({ ...value, documents, language }),
        sent: async () =>
          new Response(null, {
            status: 303,
            headers: { Location: localPath(`${APPLICATION_SENT_PATH}?formulaire=envoye`, language) },
          }),
      };
    },
  });
}
