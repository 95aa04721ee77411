import { z } from "zod";
import { countryCode } from "./country";
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
} from "./fields";
import { messages } from "./messages";
import { optionalPhone, requiredPhone } from "./phone";
import { optionalReference } from "./reference";
import { salutations } from "./salutations";

/**
 * A rental application (product §3, « Déposer un dossier de candidature »): what a régie may ask at
 * this stage according to the Federal Data Protection and Information Commissioner's guidance on
 * rental application forms, and nothing more (no marital status, religion, health, origin beyond the
 * permit, no previous landlord without the applicant's wish). Each field and why: product §3.
 * The documents (identity, debt-register extract, pay slips) are files, checked apart.
 */

/** Residence in Switzerland: a Swiss citizen, or the permit held. */
export const residencePermits = ["Suisse", "Permis C", "Permis B", "Permis L", "Permis G", "Autre"] as const;

/** The documents of a dossier: the form's file fields, with how many of each. */
export const applicationDocuments = [
  { field: "identite", label: "Pièce d'identité ou permis de séjour", required: true, max: 1 },
  { field: "poursuites", label: "Extrait de l'Office des poursuites (moins de trois mois)", required: true, max: 1 },
  { field: "salaires", label: "Fiches de salaire (les trois dernières)", required: false, max: 3 },
  { field: "autre", label: "Autre document", required: false, max: 1 },
] as const;

export const APPLICATION_MAX_FILES = applicationDocuments.reduce((sum, document) => sum + document.max, 0);

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

/** The application's schema as of `today` (`YYYY-MM-DD`, Swiss time): ages and dates are counted from it. */
export function applicationSchema(today: () => string) {
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
    phone: requiredPhone(),
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
    landlordPhone: optionalPhone(),
    message: optionalLongText(),
    rgpd: consent(),
  });
}

export type RentalApplication = z.infer<ReturnType<typeof applicationSchema>>;

export { salutations };
