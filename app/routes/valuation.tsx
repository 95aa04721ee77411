import { getFormProps, useForm, type Submission } from "@conform-to/react";
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatHalf } from "@rli/contract/agency/format";
import { sendValuation } from "~/api/client.server";
import { AddressFields } from "~/components/forms/AddressFields";
import { ConsentField } from "~/components/forms/Consent";
import {
  CheckboxField,
  FormAlert,
  RadioGroupField,
  RequiredNote,
  SelectField,
  SliderField,
  TextareaField,
  type SliderBounds,
} from "~/components/forms/Field";
import * as formCss from "~/components/forms/forms.css";
import { formPurposes, FormPrivacyNote } from "~/components/forms/FormPrivacyNote";
import { HoneypotFields, SubmissionTokenField } from "~/components/forms/HiddenFields";
import { PersonFields } from "~/components/forms/PersonFields";
import { PendingStatus, SubmitButton } from "~/components/forms/SubmitButton";
import { ReplyToast } from "~/components/toast/Toast";
import { StepIndicator } from "~/components/wizard/StepIndicator";
import { ValuationIntroduction, ValuationLead, ValuationReasons } from "~/components/wizard/ValuationMarketing";
import { stepPath, STEP_COUNT, VALUATION_SENT_PATH, type Step } from "~/agency/valuation-steps";
import * as css from "~/components/wizard/Wizard.css";
import { valuationDefaults, valuationStepTitles, type valuationBounds } from "@rli/contract/forms/valuation";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { alreadySent, invalidForm, messageKey, submitForm } from "~/forms/submit-form.server";
import { readForm } from "~/http/read-form.server";
import {
  clearWizard,
  commitWizard,
  fieldsOf,
  fullRequest,
  initialValues,
  readStep,
  readWizard,
  requireEarlierSteps,
  stepValuesOf,
  store,
  tooLongForCookie,
  wizardConstraints,
  wizardOptions,
  wizardStepSchemas,
  type Wizard,
} from "./valuation.server";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";

/**
 * The valuation wizard (product §2.9): an introduction and four steps at `?etape=1…4`. Each step is
 * a post that checks that step's fields, keeps them in the wizard cookie and moves on; the last
 * one sends the whole request and leads to the confirmation page.
 */

const FORM_ID = "estimation";

export async function loader({ request }: LoaderFunctionArgs) {
  const step = readStep(new URL(request.url));
  if (step === null) throw redirect(stepPath(0));
  const wizard = await readWizard(request);
  requireEarlierSteps(wizard, step);
  return formPageData({
    step,
    titles: valuationStepTitles,
    defaultValue: step === 0 ? {} : initialValues(wizard.answers, step, valuationDefaults),
    constraint: step === 0 ? {} : wizardConstraints[step - 1]!,
    token: step === STEP_COUNT ? newSubmissionToken() : undefined,
    options: wizardOptions,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const step = readStep(new URL(request.url));
  if (step === null || step === 0) throw redirect(stepPath(0));
  const formData = await readForm(request);
  const wizard = await readWizard(request);
  const values = stepValuesOf(formData, step);

  // A resent last step whose request already went out: the same confirmation, nothing sent again.
  if (step === STEP_COUNT && (await alreadySent(messageKey(formData, values)))) return sentRedirect(wizard);

  requireEarlierSteps(wizard, step);

  const back = formData.get("intent") === "back";
  return submitForm({
    request,
    context,
    formData,
    schema: wizardStepSchemas[step - 1]!,
    // Only the step that sends must take a person's time: choosing a type of property is quick.
    trap: step === STEP_COUNT && !back ? {} : { minFillMs: 0 },
    early: async (submission) => {
      if (!back) return undefined;
      store(wizard, step, values);
      return moveTo(step - 1, wizard, submission);
    },
    message: async (_, submission) => {
      store(wizard, step, values);
      if (step < STEP_COUNT) return moveTo(step + 1, wizard, submission);
      const whole = fullRequest(wizard.answers);
      if ("invalidStep" in whole) return moveTo(whole.invalidStep, wizard, submission);
      return {
        content: values,
        email: whole.request.email,
        send: () => sendValuation(whole.request),
        sent: () => sentRedirect(wizard),
        problem: (problem) => {
          const ownFields = new Set(fieldsOf(STEP_COUNT));
          if (Object.keys(problem.fieldErrors).some((name) => !ownFields.has(name))) {
            problem.formErrors.push(EARLIER_STEPS_REFUSED);
          }
          return problem;
        },
      };
    },
  });
}

/** The upstream refused an answer of an earlier step: its message cannot show on this one. */
const EARLIER_STEPS_REFUSED =
  "Certaines réponses des étapes précédentes n'ont pas été acceptées : revenez-y avec les étapes ci-dessus pour les corriger.";

async function sentRedirect(wizard: Wizard) {
  return redirect(VALUATION_SENT_PATH, { headers: { "Set-Cookie": await clearWizard(wizard) } });
}

/** Keeps the answers and shows another step; answers too long for the cookie come back to the visitor. */
async function moveTo(step: number, wizard: Wizard, submission: Submission<unknown>) {
  const cookie = await commitWizard(wizard);
  if (cookie === null) return invalidForm(submission, tooLongForCookie);
  return redirect(stepPath(step), { headers: { "Set-Cookie": cookie } });
}

export const headers: HeadersFunction = formPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const step = data?.step ?? 0;
  const title =
    step === 0
      ? "Estimation immobilière gratuite"
      : `Estimation immobilière – étape ${step} sur ${STEP_COUNT} : ${data?.titles[step] ?? ""}`;
  return pageMeta({
    title,
    description:
      "Demandez l'estimation gratuite et sans engagement de votre appartement ou de votre maison dans le Chablais et sur la Riviera vaudoise.",
    noindex: step !== 0,
  });
};

export default function Valuation() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <div className={css.page}>
        <header className={css.header}>
          <h1>Estimation immobilière gratuite</h1>
          <ValuationLead />
        </header>
        {data.step === 0 ? (
          <section className={formCss.card}>
            <ValuationIntroduction />
            <Form method="get" action={stepPath(0)} className={css.start}>
              <input type="hidden" name="etape" value="1" />
              <button type="submit" className={formCss.primaryButton}>
                C'est parti!
              </button>
            </Form>
          </section>
        ) : (
          <>
            <StepIndicator titles={data.titles} current={data.step} hrefOf={stepPath} />
            <StepForm key={data.step} step={data.step} />
          </>
        )}
        <ValuationReasons />
      </div>
    </div>
  );
}

function StepForm({ step }: { step: Step }) {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = reply && "result" in reply ? reply.result : undefined;
  const toast = reply && "toast" in reply ? reply.toast : undefined;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: result,
    constraint: data.constraint,
    defaultValue: data.defaultValue,
  });
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const pressed = navigation.formData?.get("intent") === "back" ? "back" : "next";
  const titleId = "titre-etape";
  const sends = step === STEP_COUNT;
  const noteId = `${FORM_ID}-confidentialite`;
  return (
    <section className={formCss.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.stepTitle}>
        <span className={css.stepNumber}>
          Étape {step} sur {STEP_COUNT}
          <span className={css.stepNumberSeparator}> : </span>
        </span>
        {data.titles[step]}
      </h2>
      <Form
        method="post"
        action={stepPath(step)}
        {...getFormProps(form)}
        aria-labelledby={titleId}
        aria-busy={submitting || undefined}
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <RequiredNote />
        <HoneypotFields formId={FORM_ID} />
        {step === STEP_COUNT ? <SubmissionTokenField token={data.token} /> : null}
        <div className={formCss.grid}>
          <StepFields step={step} fields={fields} />
        </div>
        {/* Only the last step sends: the earlier ones keep their answers in the wizard cookie. */}
        {sends ? <FormPrivacyNote id={noteId} purpose={formPurposes.valuation} /> : null}
        <div className={formCss.actionsReversed}>
          <SubmitButton
            name="intent"
            value="next"
            pending={submitting && pressed === "next"}
            describedBy={sends ? noteId : undefined}
          >
            {step === STEP_COUNT ? "Envoyer ma demande" : "Continuer"}
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="back"
            variant="secondary"
            formNoValidate
            pending={submitting && pressed === "back"}
          >
            Retour
          </SubmitButton>
          <PendingStatus pending={submitting} />
        </div>
      </Form>
      <ReplyToast toast={toast} />
    </section>
  );
}

/** The first step's sliders, in order, with the value each starts at (product §3) and how it is read out. */
const sliders: {
  name: keyof typeof valuationBounds;
  label: string;
  unit?: string;
  defaultValue: number;
  valueText?: (value: number) => string;
}[] = [
  { name: "livingArea", label: "Surface habitable (m²)", unit: "m²", defaultValue: 50 },
  { name: "terrainArea", label: "Surface du terrain (m²)", unit: "m²", defaultValue: 400 },
  {
    name: "rooms",
    label: "Nombre de pièces",
    defaultValue: 2,
    valueText: (value) => `${formatHalf(value)} ${value > 1 ? "pièces" : "pièce"}`,
  },
  {
    name: "bathrooms",
    label: "Salles de bain",
    defaultValue: 1,
    valueText: (value) => `${value} ${value > 1 ? "salles de bain" : "salle de bain"}`,
  },
  { name: "constructionYear", label: "Année de construction", defaultValue: 2000, valueText: String },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = ReturnType<typeof useForm<Record<string, any>>>[1];

function StepFields({ step, fields }: { step: Step; fields: Fields }) {
  const { options } = useLoaderData<typeof loader>();
  const bounds = options.bounds as Record<keyof typeof valuationBounds, SliderBounds>;
  switch (step) {
    case 1:
      return (
        <>
          <SelectField
            meta={fields.type!}
            label="Type de bien"
            groups={options.typeGroups}
            placeholder="Choisissez le type de bien"
            className={formCss.wide}
          />
          {sliders.map(({ name, ...slider }) => (
            <SliderField key={name} meta={fields[name]!} bounds={bounds[name]} {...slider} />
          ))}
          <RadioGroupField meta={fields.state!} legend="État du bien" options={options.states} />
        </>
      );
    case 2:
      return (
        <>
          <CheckboxField meta={fields.garage!} label="Garage" />
          <CheckboxField meta={fields.parkingSpot!} label="Place de parc" />
          <TextareaField
            meta={fields.additionalCharacteristics!}
            label="Autres caractéristiques"
            optional
            hint="Vue, balcon, jardin, cheminée, rénovations récentes… (1000 caractères au plus)"
            className={formCss.wide}
          />
        </>
      );
    case 3:
      return (
        <AddressFields
          fields={{ address: fields.address!, postalCode: fields.postalCode!, city: fields.city! }}
          addressOptional
        />
      );
    case 4:
      return (
        <>
          <PersonFields
            title={fields.title!}
            fields={{ name: fields.name!, lastName: fields.lastName!, email: fields.email!, phone: fields.phone! }}
          />
          <RadioGroupField
            meta={fields.motive!}
            legend="Motif de votre demande"
            options={options.motives}
            className={formCss.wide}
          />
          <ConsentField meta={fields.rgpd!} className={formCss.wide} />
        </>
      );
  }
}
