import { fieldConstraint } from "~/forms/field-constraint.server";
import { redirect, type Session } from "@remix-run/node";
import { z } from "zod";
import { TEXT_MAX } from "@rli/contract/forms/fields";
import { messages, tooLongMessage } from "@rli/contract/forms/messages";
import { localPath, type Language } from "@rli/contract/i18n/language";
import {
  valuationBounds,
  valuationSchema,
  valuationStepSchemas,
  type ValuationRequest,
} from "@rli/contract/forms/valuation";
import { stepPath, STEP_COUNT, type Step } from "~/agency/valuation-steps";
import { cookieSecurity, wizardStorage } from "~/http/cookies.server";
import { valuationOptions } from "~/forms/form-choices.server";

/**
 * The valuation wizard's memory (product §2.9): what the visitor typed at each step, kept in the
 * signed, http-only wizard cookie (a few hours), keyed by step number. Values are stored as
 * typed, so 'Retour' keeps even unfinished answers; a step counts as complete when its schema
 * accepts them.
 */

/**
 * The wizard's free text is shorter than the schema's 5'000 characters: everything it stores
 * must fit in one cookie (4 KB, signed and encoded).
 */
const WIZARD_LONG_TEXT_MAX = 1000;

const stepFields = valuationStepSchemas.map((schema) => Object.keys(schema.shape)) as readonly (readonly string[])[];

export function fieldsOf(step: Step): readonly string[] {
  return stepFields[step - 1] ?? [];
}

function storedLength(name: string): number {
  return name === "additionalCharacteristics" ? WIZARD_LONG_TEXT_MAX : TEXT_MAX;
}

type StepValues = Record<string, string>;
export type WizardAnswers = Partial<Record<`${Step}`, StepValues>>;

const KEY = "etapes";

const answersSchema = z
  .record(z.enum(["1", "2", "3", "4"]), z.record(z.string(), z.string().max(WIZARD_LONG_TEXT_MAX)))
  // A fresh object each time: the answers are changed in place as the visitor goes on.
  .catch(() => ({}));

/** `?etape=N`: 0 (the introduction) when absent, 1–4, or null when it is anything else. */
export function readStep(url: URL): 0 | Step | null {
  const values = url.searchParams.getAll("etape");
  if (values.length === 0) return 0;
  if (values.length > 1) return null;
  const value = values[0];
  return value === "1" || value === "2" || value === "3" || value === "4" ? (Number(value) as Step) : null;
}

/** `secure`: the Secure attribute of its cookie, from the request's scheme (cookieSecurity). */
export type Wizard = { session: Session; answers: WizardAnswers; secure: boolean };

/** The wizard of this visitor. A missing, expired, forged or malformed cookie is a fresh start. */
export async function readWizard(request: Request): Promise<Wizard> {
  let session: Session;
  try {
    session = await wizardStorage.getSession(request.headers.get("Cookie"));
  } catch {
    session = await wizardStorage.getSession();
  }
  const answers = { ...answersSchema.parse(session.get(KEY)) } as WizardAnswers;
  return { session, answers, ...cookieSecurity(request) };
}

/** A step is complete once the visitor has been through it and its schema accepts the answers. */
function isComplete(answers: WizardAnswers, step: Step): boolean {
  const values = answers[`${step}`];
  return values !== undefined && valuationStepSchemas[step - 1]!.safeParse(values).success;
}

/** The first step before `step` that is not complete, or null when the visitor may be at `step`. */
export function firstIncompleteBefore(answers: WizardAnswers, step: number): Step | null {
  for (let earlier = 1; earlier < step && earlier <= STEP_COUNT; earlier++) {
    if (!isComplete(answers, earlier as Step)) return earlier as Step;
  }
  return null;
}

/** The address of a step in the page's language. */
export function localStepPath(step: number, language: Language): string {
  return localPath(stepPath(step), language);
}

/**
 * The steps are taken in order: a step shown or posted before the earlier ones are complete sends
 * back to the first incomplete one.
 */
export function requireEarlierSteps(wizard: Wizard, step: number, language: Language): void {
  const missing = firstIncompleteBefore(wizard.answers, step);
  if (missing !== null) throw redirect(localStepPath(missing, language));
}

/** The step's own fields of a post, as typed (cut to what a cookie can hold). */
export function stepValuesOf(formData: FormData, step: Step): StepValues {
  const values: StepValues = {};
  for (const name of fieldsOf(step)) {
    const value = formData.get(name);
    if (typeof value === "string" && value !== "") values[name] = value.slice(0, storedLength(name));
  }
  return values;
}

export function store(wizard: Wizard, step: Step, values: StepValues): void {
  wizard.answers[`${step}`] = values;
  wizard.session.set(KEY, wizard.answers);
}

/** The Set-Cookie header, or null when the answers no longer fit in a cookie. */
export async function commitWizard(wizard: Wizard): Promise<string | null> {
  try {
    return await wizardStorage.commitSession(wizard.session, { secure: wizard.secure });
  } catch {
    return null;
  }
}

export function clearWizard(wizard: Wizard): Promise<string> {
  return wizardStorage.destroySession(wizard.session, { secure: wizard.secure });
}

/** The whole request from the stored steps; or the first step whose answers are not valid. */
export function fullRequest(answers: WizardAnswers): { request: ValuationRequest } | { invalidStep: Step } {
  const merged = Object.assign({}, answers["1"], answers["2"], answers["3"], answers["4"]);
  const parsed = valuationSchema.safeParse(merged);
  if (parsed.success) return { request: parsed.data };
  for (let step = 1 as Step; step <= STEP_COUNT; step = (step + 1) as Step) {
    if (!isComplete(answers, step)) return { invalidStep: step };
  }
  return { invalidStep: 1 };
}

/** The form's initial values for a step: what was stored, else the defaults of product §3. */
export function initialValues(answers: WizardAnswers, step: Step, defaults: Record<string, unknown>): StepValues {
  const values: StepValues = {};
  for (const name of fieldsOf(step)) {
    const fallback = defaults[name];
    if (typeof fallback === "number") values[name] = String(fallback);
    else if (typeof fallback === "string" && fallback !== "") values[name] = fallback;
  }
  return { ...values, ...answers[`${step}`] };
}

/** The schema of each step as the wizard checks it: its free text kept short enough for the cookie. */
export const wizardStepSchemas = [
  valuationStepSchemas[0],
  valuationStepSchemas[1].superRefine((value, context) => {
    if ((value.additionalCharacteristics?.length ?? 0) > WIZARD_LONG_TEXT_MAX) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["additionalCharacteristics"],
        message: tooLongMessage(WIZARD_LONG_TEXT_MAX),
      });
    }
  }),
  valuationStepSchemas[2],
  valuationStepSchemas[3],
] as const;

/** The browser's hints for each step; a checkbox is never required (unticked means no). */
export const wizardConstraints = valuationStepSchemas.map((schema) => {
  const constraint = fieldConstraint(schema);
  for (const name of ["garage", "parkingSpot"]) delete constraint[name];
  if (constraint.additionalCharacteristics) constraint.additionalCharacteristics.maxLength = WIZARD_LONG_TEXT_MAX;
  return constraint;
});

/**
 * The option lists (labelled in the page's language) and slider bounds of product §3 and §5 that a
 * step shows: the first step's property types, states and sliders, the last one's civilities and
 * motives. The other steps' lists stay out of its data.
 */
export function wizardOptions(language: Language, step: number) {
  const lists = valuationOptions(language);
  const first = step === 1;
  const last = step === STEP_COUNT;
  return {
    typeGroups: first ? lists.typeGroups : [],
    states: first ? lists.states : [],
    bounds: first ? valuationBounds : null,
    motives: last ? lists.motives : [],
    salutations: last ? lists.salutations : [],
  };
}

/** Shown when the answers, however valid, no longer fit in the wizard's cookie. */
export const tooLongForCookie = { formErrors: [messages.wizardTooLong] };
