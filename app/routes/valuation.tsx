import { getFormProps, useForm } from "@conform-to/react";
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatHalf } from "@rli/contract/agency/format";
import { type Language, languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { useLanguage, useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { wizardTexts } from "~/components/wizard/Wizard.texts";
import { translateMessage } from "~/forms/form-messages.server";
import { privacyNote } from "~/forms/privacy-note.server";
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
import { FormPrivacyNote } from "~/components/forms/FormPrivacyNote";
import { HoneypotFields, SubmissionTokenField } from "~/components/forms/HiddenFields";
import { PersonFields } from "~/components/forms/PersonFields";
import { DefaultSubmit } from "~/components/forms/DefaultSubmit";
import { PendingStatus, SubmitButton } from "~/components/forms/SubmitButton";
import { ReplyToast } from "~/components/toast/Toast";
import { StepIndicator } from "~/components/wizard/StepIndicator";
import { ValuationIntroduction, ValuationLead, ValuationReasons } from "~/components/wizard/ValuationMarketing";
import { valuationPageTexts } from "~/components/wizard/ValuationMarketing.texts";
import { stepPath, STEP_COUNT, VALUATION_SENT_PATH, type Step } from "~/agency/valuation-steps";
import * as css from "~/components/wizard/Wizard.css";
import { messages } from "@rli/contract/forms/messages";
import { valuationDefaults, type valuationBounds } from "@rli/contract/forms/valuation";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { alreadySent, messageKey, submitForm } from "~/forms/submit-form.server";
import { refused } from "~/forms/form-refusal.server";
import { readForm } from "~/http/read-form.server";
import {
  clearWizard,
  commitWizard,
  fieldsOf,
  fullRequest,
  initialValues,
  localStepPath,
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
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";

/**
 * The valuation wizard (product §2.9): an introduction and four steps at `?etape=1…4`. Each step is
 * a post that checks that step's fields, keeps them in the wizard cookie and moves on; the last
 * one sends the whole request and leads to the confirmation page.
 */

const FORM_ID = "estimation";

export async function loader({ request }: LoaderFunctionArgs) {
  const step = readStep(new URL(request.url));
  const language = languageOfRequest(request);
  if (step === null) throw redirect(localStepPath(0, language));
  const wizard = await readWizard(request);
  requireEarlierSteps(wizard, step, language);
  return formPageData({
    step,
    defaultValue: step === 0 ? {} : initialValues(wizard.answers, step, valuationDefaults),
    constraint: step === 0 ? {} : wizardConstraints[step - 1]!,
    token: step === STEP_COUNT ? newSubmissionToken() : undefined,
    options: wizardOptions(language, step),
    privacyNote: step === STEP_COUNT ? privacyNote(language, "valuation") : "",
    canonical: `${siteOrigin(request)}${localStepPath(0, language)}`,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const step = readStep(new URL(request.url));
  const language = languageOfRequest(request);
  if (step === null || step === 0) throw redirect(localStepPath(0, language));
  const formData = await readForm(request, (message) => translateMessage(message, language));
  const wizard = await readWizard(request);
  const values = stepValuesOf(formData, step);

  // A resent last step whose request already went out: the same confirmation, nothing sent again.
  if (step === STEP_COUNT && (await alreadySent(messageKey(formData, values)))) return sentRedirect(wizard, language);

  requireEarlierSteps(wizard, step, language);

  const back = formData.get("intent") === "back";
  const sends = step === STEP_COUNT && !back;
  return submitForm({
    request,
    context,
    formData,
    schema: wizardStepSchemas[step - 1]!,
    // Only the step that sends must take a person's time, and count against the visitor's allowance.
    trap: sends ? {} : { minFillMs: 0 },
    emailField: sends ? "email" : null,
    early: async () => {
      if (!back) return undefined;
      store(wizard, step, values);
      return moveTo(step - 1, wizard, language);
    },
    message: async () => {
      store(wizard, step, values);
      if (step < STEP_COUNT) return moveTo(step + 1, wizard, language);
      const whole = fullRequest(wizard.answers);
      if ("invalidStep" in whole) return moveTo(whole.invalidStep, wizard, language);
      return {
        content: values,
        email: whole.request.email,
        send: () => sendValuation({ ...whole.request, language }),
        sent: () => sentRedirect(wizard, language),
        problem: (problem) => {
          const ownFields = new Set(fieldsOf(STEP_COUNT));
          // The upstream refused an answer of an earlier step: its message cannot show on this one.
          if (Object.keys(problem.fieldErrors).some((name) => !ownFields.has(name))) {
            problem.formErrors.push(messages.earlierStepsRefused);
          }
          return problem;
        },
      };
    },
  });
}

async function sentRedirect(wizard: Wizard, language: Language) {
  return redirect(localPath(VALUATION_SENT_PATH, language), {
    headers: { "Set-Cookie": await clearWizard(wizard) },
  });
}

/** Keeps the answers and shows another step; answers too long for the cookie come back to the visitor. */
async function moveTo(step: number, wizard: Wizard, language: Language) {
  const cookie = await commitWizard(wizard);
  if (cookie === null) return refused(tooLongForCookie);
  return redirect(localStepPath(step, language), { headers: { "Set-Cookie": cookie } });
}

export const headers: HeadersFunction = formPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const texts = valuationPageTexts[languageOfPath(location.pathname)];
  const step = data?.step ?? 0;
  return pageMeta({
    title: step === 0 ? texts.metaTitle : texts.metaStep(step, STEP_COUNT, texts.steps[step] ?? ""),
    description: texts.metaDescription,
    canonical: data?.canonical,
    noindex: step !== 0,
  });
};

export default function Valuation() {
  const data = useLoaderData<typeof loader>();
  const texts = useTexts(wizardTexts);
  const pageTexts = useTexts(valuationPageTexts);
  const local = useLocalPath();
  return (
    <div className={container}>
      <div className={css.page}>
        <header className={css.header}>
          <h1>{pageTexts.title}</h1>
          <ValuationLead />
        </header>
        {data.step === 0 ? (
          <section className={formCss.card}>
            <ValuationIntroduction />
            <Form method="get" action={local(stepPath(0))} className={css.start}>
              <input type="hidden" name="etape" value="1" />
              <button type="submit" className={formCss.primaryButton}>
                {texts.start}
              </button>
            </Form>
          </section>
        ) : (
          <>
            <StepIndicator titles={pageTexts.steps} current={data.step} hrefOf={(step) => local(stepPath(step))} />
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
  const texts = useTexts(wizardTexts);
  const pageTexts = useTexts(valuationPageTexts);
  const language = useLanguage();
  const local = useLocalPath();
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
      <h2 id={titleId} className={css.stepTitle} data-page-start>
        <span className={css.stepNumber}>
          {texts.stepOf(step, STEP_COUNT)}
          <span className={css.stepNumberSeparator}>{language === "fr" ? " : " : ": "}</span>
        </span>
        {pageTexts.steps[step]}
      </h2>
      <Form
        method="post"
        action={local(stepPath(step))}
        {...getFormProps(form)}
        aria-labelledby={titleId}
        aria-busy={submitting || undefined}
      >
        {/* Enter in a field goes on, as "Continuer" does: the first submit button of the form. */}
        <DefaultSubmit name="intent" value="next" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <RequiredNote />
        <HoneypotFields formId={FORM_ID} />
        {step === STEP_COUNT ? <SubmissionTokenField token={data.token} /> : null}
        <div className={formCss.grid}>
          <StepFields step={step} fields={fields} />
        </div>
        {/* Only the last step sends: the earlier ones keep their answers in the wizard cookie. */}
        {sends ? <FormPrivacyNote id={noteId} text={data.privacyNote} /> : null}
        <div className={formCss.actionsSpread}>
          <SubmitButton
            name="intent"
            value="back"
            variant="secondary"
            formNoValidate
            pending={submitting && pressed === "back"}
          >
            {texts.back}
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="next"
            pending={submitting && pressed === "next"}
            describedBy={sends ? noteId : undefined}
          >
            {step === STEP_COUNT ? texts.sendRequest : texts.next}
          </SubmitButton>
          <PendingStatus pending={submitting} />
        </div>
      </Form>
      <ReplyToast toast={toast} />
    </section>
  );
}

type WizardFieldTexts = (typeof wizardTexts)[Language]["fields"];

/** The first step's sliders, in order, with the value each starts at (product §3) and how it is read out. */
function sliders(texts: WizardFieldTexts): {
  name: keyof typeof valuationBounds;
  label: string;
  unit?: string;
  defaultValue: number;
  valueText?: (value: number) => string;
}[] {
  return [
    { name: "livingArea", label: texts.livingArea, unit: "m²", defaultValue: 50 },
    { name: "terrainArea", label: texts.terrainArea, unit: "m²", defaultValue: 400 },
    {
      name: "rooms",
      label: texts.rooms,
      defaultValue: 2,
      valueText: (value) => texts.roomsValue(formatHalf(value), value > 1),
    },
    { name: "bathrooms", label: texts.bathrooms, defaultValue: 1, valueText: texts.bathroomsValue },
    { name: "constructionYear", label: texts.constructionYear, defaultValue: 2000, valueText: String },
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = ReturnType<typeof useForm<Record<string, any>>>[1];

function StepFields({ step, fields }: { step: Step; fields: Fields }) {
  const { options } = useLoaderData<typeof loader>();
  const texts = useTexts(wizardTexts).fields;
  const bounds = options.bounds as Record<keyof typeof valuationBounds, SliderBounds>;
  switch (step) {
    case 1:
      return (
        <>
          <SelectField
            meta={fields.type!}
            label={texts.type}
            groups={options.typeGroups}
            placeholder={texts.chooseType}
            className={formCss.wide}
          />
          {sliders(texts).map(({ name, ...slider }) => (
            <SliderField key={name} meta={fields[name]!} bounds={bounds[name]} {...slider} />
          ))}
          <RadioGroupField meta={fields.state!} legend={texts.state} options={options.states} />
        </>
      );
    case 2:
      return (
        <>
          <CheckboxField meta={fields.garage!} label={texts.garage} />
          <CheckboxField meta={fields.parkingSpot!} label={texts.parkingSpot} />
          <TextareaField
            meta={fields.additionalCharacteristics!}
            label={texts.otherFeatures}
            optional
            hint={texts.otherFeaturesHint}
            className={formCss.wide}
          />
        </>
      );
    case 3:
      return (
        <AddressFields
          fields={{ address: fields.address!, postalCode: fields.postalCode!, city: fields.city! }}
          addressOptional
          swiss
        />
      );
    case 4:
      return (
        <>
          <PersonFields
            title={fields.title!}
            salutations={options.salutations}
            fields={{ name: fields.name!, lastName: fields.lastName!, email: fields.email!, phone: fields.phone! }}
          />
          <RadioGroupField
            meta={fields.motive!}
            legend={texts.motive}
            options={options.motives}
            className={formCss.wide}
          />
          <ConsentField meta={fields.rgpd!} className={formCss.wide} />
        </>
      );
  }
}
