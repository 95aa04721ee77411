import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { sendSatisfaction } from "~/api/client.server";
import { ConsentField } from "~/components/forms/Consent";
import { FormAlert, RadioGroupField, RequiredNote, TextareaField, TextField } from "~/components/forms/Field";
import * as formCss from "~/components/forms/forms.css";
import { FormPrivacyNote } from "~/components/forms/FormPrivacyNote";
import { formTexts } from "~/components/forms/forms.texts";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { fieldConstraint } from "~/forms/field-constraint.server";
import { satisfactionOptions } from "~/forms/form-choices.server";
import { privacyNote } from "~/forms/privacy-note.server";
import { satisfactionTexts } from "./satisfaction.texts";
import { HoneypotFields, SubmissionTokenField } from "~/components/forms/HiddenFields";
import { SendActions, useFocusAfterReply } from "~/components/forms/SubmitButton";
import { ReplyToast } from "~/components/toast/Toast";
import * as css from "~/components/wizard/Wizard.css";
import { messages } from "@rli/contract/forms/messages";
import { satisfactionSchema, type SatisfactionInput } from "@rli/contract/forms/satisfaction";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { sentToast, submitForm } from "~/forms/submit-form.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";

/** The satisfaction survey (product §2.11): one form, 'Envoyer'; on success it starts again empty. */

const PATH = "/formulaire-satisfaction";
const FORM_ID = "satisfaction";
const NOTE_ID = `${FORM_ID}-confidentialite`;

const constraint = fieldConstraint(satisfactionSchema);

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const options = satisfactionOptions(language);
  return formPageData({
    token: newSubmissionToken(),
    constraint,
    options,
    privacyNote: privacyNote(language, "satisfaction"),
    canonical: `${siteOrigin(request)}${localPath(PATH, language)}`,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    schema: satisfactionSchema,
    emailField: "emailAdress",
    message: (survey) => ({
      content: survey,
      email: survey.emailAdress,
      send: () => sendSatisfaction({ ...survey, language: languageOfRequest(request) }),
      sent: sentToast(PATH, messages.satisfactionSent),
    }),
  });
}

export const headers: HeadersFunction = formPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const texts = satisfactionTexts[languageOfPath(location.pathname)];
  return pageMeta({
    title: texts.metaTitle,
    description: texts.metaDescription,
    canonical: data?.canonical,
    noindex: true,
  });
};

export default function Satisfaction() {
  const { token } = useLoaderData<typeof loader>();
  const texts = useTexts(satisfactionTexts);
  return (
    <div className={container}>
      <div className={css.page}>
        <header className={css.header}>
          <h1>{texts.title}</h1>
          <p className={css.lead}>{texts.lead}</p>
        </header>
        {/* A new token after each send: the form starts again empty. */}
        <SurveyForm key={token} />
      </div>
    </div>
  );
}

/** The survey's questions, in order: each names its field (its legend in satisfactionTexts) and the answers it offers. */
const questions = [
  { name: "type", choices: "types" },
  { name: "globalSatisfaction", choices: "satisfaction" },
  { name: "communicationWithAgent", choices: "quality" },
  { name: "agentSkills", choices: "skills" },
  { name: "marketingSupportsSatisfaction", choices: "quality" },
  { name: "wouldYouRecommend", choices: "yesNo" },
] as const satisfies readonly {
  name: keyof SatisfactionInput & keyof (typeof satisfactionTexts)["fr"]["questions"];
  choices: keyof ReturnType<typeof satisfactionOptions>;
}[];

function SurveyForm() {
  const { token, constraint, options, privacyNote: note } = useLoaderData<typeof loader>();
  const texts = useTexts(satisfactionTexts);
  const words = useTexts(formTexts);
  const local = useLocalPath();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = reply && "result" in reply ? reply.result : undefined;
  const toast = reply && "toast" in reply ? reply.toast : undefined;
  const [form, fields] = useForm<SatisfactionInput>({
    id: FORM_ID,
    lastResult: result,
    constraint,
    defaultValue: { wouldYouRecommend: "true" },
  });
  useFocusAfterReply(form.id, reply);
  const pending = navigation.state === "submitting" && navigation.formAction === local(PATH);
  return (
    <section className={formCss.card} aria-labelledby="titre-questionnaire">
      <h2 id="titre-questionnaire" className={css.stepTitle}>
        {texts.survey}
      </h2>
      <Form
        method="post"
        action={local(PATH)}
        {...getFormProps(form)}
        aria-labelledby="titre-questionnaire"
        aria-busy={pending || undefined}
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <RequiredNote />
        <SubmissionTokenField token={token} />
        <HoneypotFields formId={FORM_ID} />
        <div className={css.questions}>
          {questions.map((question) => (
            <RadioGroupField
              key={question.name}
              meta={fields[question.name]}
              legend={texts.questions[question.name]}
              options={options[question.choices]}
            />
          ))}
          <TextareaField meta={fields.description} label={texts.comment} rows={5} />
        </div>
        <h3 className={css.subheading}>{texts.details}</h3>
        <div className={formCss.grid}>
          <TextField meta={fields.name} label={words.firstName} optional autoComplete="given-name" />
          <TextField meta={fields.lastName} label={words.lastName} optional autoComplete="family-name" />
          <TextField meta={fields.emailAdress} label={words.email} type="email" optional autoComplete="email" />
          <TextField meta={fields.phoneNumber} label={words.phone} type="tel" optional autoComplete="tel" />
          <ConsentField meta={fields.rgpd} className={formCss.wide} />
        </div>
        <FormPrivacyNote id={NOTE_ID} text={note} />
        <SendActions pending={pending} describedBy={NOTE_ID} />
      </Form>
      <ReplyToast toast={toast} />
    </section>
  );
}
