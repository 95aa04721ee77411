import { z } from "zod";
import { base64Bytes, base64Head, isBase64 } from "../api/base64";
import { countryCode } from "./country";
import { documentKind } from "./documents";
import {
  boundedNumber,
  choice,
  consent,
  optionalLongText,
  optionalText,
  postalCode,
  requiredEmail,
  requiredText,
  toSingleLine,
  visitorLanguage,
} from "./fields";
import { messages } from "./messages";
import { readInCountry } from "./in-country";
import { optionalPhoneInCountry, requiredPhoneInCountry } from "./phone";
import { optionalReference } from "./reference";
import { applicationDocuments, APPLICATION_MAX_FILES, residencePermits } from "./application-choices";
import { salutations } from "./salutations";

/**
 * A rental application (product §3, « Déposer un dossier de candidature »): what a régie may ask at
 * this stage according to the Federal Data Protection and Information Commissioner's guidance on
 * rental application forms, and nothing more (no marital status, religion, health, origin beyond the
 * permit, no previous landlord without the applicant's wish). Each field and why: product §3.
 * The documents (identity, debt-register extract, pay slips) are files, checked apart.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD` (not 30 February). */
function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar day `YYYY-MM-DD` (what a date input sends) between `min` and `max`, inclusive. */
function day(min: () => string, max: () => string, outside: string) {
  return z.preprocess(
    toSingleLine,
    z
      .string({ required_error: messages.required, invalid_type_error: messages.date })
      .min(1, messages.required)
      .superRefine((value, context) => {
        if (!isCalendarDay(value)) context.addIssue({ code: "custom", message: messages.date });
        else if (value < min() || value > max()) context.addIssue({ code: "custom", message: outside });
      }),
  );
}

function shiftYears(today: string, years: number): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return `${String(year + years).padStart(4, "0")}${rest}`;
}

/** The application's fields as of `today` (`YYYY-MM-DD`, Swiss time): ages and dates are counted from it. */
export function applicationFields(today: () => string) {
  return z.object({
    ref: optionalReference().refine((value) => value !== undefined, messages.reference),
    preferredTitle: choice(salutations),
    lastName: requiredText(),
    name: requiredText(),
    birthDate: day(
      () => shiftYears(today(), -110),
      () => shiftYears(today(), -18),
      messages.adultBirthDate,
    ),
    nationality: countryCode(),
    permit: choice(residencePermits),
    address: requiredText(),
    postalCode: postalCode(),
    city: requiredText(),
    country: countryCode(),
    phone: requiredPhoneInCountry(),
    email: requiredEmail(),
    profession: requiredText(),
    employer: requiredText(),
    income: boundedNumber({ min: 0, max: 10_000_000, step: 1 }),
    adults: boundedNumber({ min: 1, max: 10, step: 1 }),
    children: boundedNumber({ min: 0, max: 10, step: 1 }),
    pets: optionalText(),
    instrument: optionalText(),
    moveIn: day(today, () => shiftYears(today(), 2), messages.moveInDate),
    landlord: optionalText(),
    /** The landlord of the current address: read in its country too. */
    landlordPhone: optionalPhoneInCountry(),
    message: optionalLongText(),
    rgpd: consent(),
    language: visitorLanguage(),
  });
}

/** Where the postcode and the phone numbers of an application are read in its country (decision 141). */
const inCountry = { postalCode: "postalCode", phones: ["phone", "landlordPhone"] } as const;

/** The application's schema as of `today` (`YYYY-MM-DD`, Swiss time): ages and dates are counted from it. */
export function applicationSchema(today: () => string) {
  return readInCountry(applicationFields(today), inCountry);
}

export type RentalApplication = z.infer<ReturnType<typeof applicationSchema>>;

/** Bounds the API holds any application to, whatever the site's own (APPLICATION_*_MB) are. */
export const API_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const API_DOCUMENTS_MAX_BYTES = 30 * 1024 * 1024;

const documentFields = applicationDocuments.map((document) => document.field) as [string, ...string[]];

/**
 * A document as the site sends it to the API: its field, a safe name, its bytes in base64. The text
 * is read in one pass and measured without being decoded (api/base64.ts): a phone's photo is
 * megabytes of it.
 */
export const applicationDocumentSchema = z
  .object({
    field: z.enum(documentFields),
    name: z.string().min(1).max(120),
    content: z.string(),
  })
  .superRefine(({ content }, context) => {
    const bytes = isBase64(content) ? base64Bytes(content) : undefined;
    if (bytes === undefined) {
      context.addIssue({ code: "custom", path: ["content"], message: messages.documentEncoding });
    } else if (bytes === 0 || bytes > API_DOCUMENT_MAX_BYTES) {
      context.addIssue({ code: "custom", path: ["content"], message: messages.documentSize });
    } else if (!documentKind(base64Head(content, 16))) {
      context.addIssue({ code: "custom", path: ["content"], message: messages.documentKind });
    }
  });

export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** What the site posts to the API (`POST /contact/application`): the application and its documents. */
export function applicationRequestSchema(today: () => string) {
  const fields = applicationFields(today).extend({
    documents: z.array(applicationDocumentSchema).max(APPLICATION_MAX_FILES, messages.documentCount),
  });
  return readInCountry(fields, inCountry).superRefine((request, context) => {
    const total = request.documents.reduce((sum, document) => sum + base64Bytes(document.content), 0);
    if (total > API_DOCUMENTS_MAX_BYTES) {
      context.addIssue({ code: "custom", path: ["documents"], message: messages.documentsSize });
    }
    for (const expected of applicationDocuments) {
      const count = request.documents.filter((document) => document.field === expected.field).length;
      if (expected.required && count === 0) {
        context.addIssue({ code: "custom", path: [expected.field], message: messages.documentMissing });
      }
      if (count > expected.max) {
        context.addIssue({ code: "custom", path: [expected.field], message: messages.documentCount });
      }
    }
  });
}

export type ApplicationRequest = z.infer<ReturnType<typeof applicationRequestSchema>>;
