import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { sendSatisfaction } from "~/api/client.server";
import { ConsentField } from "~/components/forms/Consent";
import { FormAlert, RadioGroupField, RequiredNote, TextareaField, TextField } from "~/components/forms/Field";
import * as formCss from "~/components/forms/forms.css";
import { formPurposes, FormPrivacyNote } from "~/components/forms/FormPrivacyNote";
import { HoneypotFields, SubmissionTokenField } from "~/components/forms/HiddenFields";
import { SendActions } from "~/components/forms/SubmitButton";
import { ReplyToast } from "~/components/toast/Toast";
import * as css from "~/components/wizard/Wizard.css";
import { messages } from "@rli/contract/forms/messages";
import {
  qualityScale,
  satisfactionPropertyTypes,
  satisfactionScale,
  satisfactionSchema,
  skillsScale,
  type SatisfactionInput,
} from "@rli/contract/forms/satisfaction";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { sentToast, submitForm } from "~/forms/submit-form.server";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";

/** The satisfaction survey (product §2.11): one form, 'Envoyer'; on success it starts again empty. */

const PATH = "/formulaire-satisfaction";
const FORM_ID = "satisfaction";
const NOTE_ID = `${FORM_ID}-confidentialite`;

const constraint = getZodConstraint(satisfactionSchema);

const options = {
  types: satisfactionPropertyTypes,
  satisfaction: satisfactionScale,
  quality: qualityScale,
  skills: skillsScale,
};

export function loader(_: LoaderFunctionArgs) {
  return formPageData({ token: newSubmissionToken(), constraint, options });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    schema: satisfactionSchema,
    message: (survey) => ({
      content: survey,
      email: survey.emailAdress,
      send: () => sendSatisfaction(survey),
      sent: sentToast(PATH, messages.satisfactionSent),
    }),
  });
}

export const headers: HeadersFunction = formPageHeaders();

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Votre avis nous intéresse – formulaire de satisfaction",
    description:
      "Vous avez vendu, acheté ou loué avec Rhône-Léman Immobilier ? Dites-nous comment s'est passée notre collaboration.",
    noindex: true,
  });

export default function Satisfaction() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <div className={css.page}>
        <header className={css.header}>
          <h1>Votre avis nous intéresse</h1>
          <p className={css.lead}>
            Vous avez vendu, acheté ou loué un bien avec nous ? Quelques minutes suffisent pour nous dire comment s'est
            passée notre collaboration. Vos réponses nous aident à mieux vous servir.
          </p>
        </header>
        {/* A new token after each send: the form starts again empty. */}
        <SurveyForm key={token} />
      </div>
    </div>
  );
}

const yesNo = [
  { value: "true", label: "Oui" },
  { value: "false", label: "Non" },
];

/** The survey's questions, in order: each names its field and the set of answers it offers. */
const questions = [
  { name: "type", legend: "Quel type de bien nous avez-vous confié ?", choices: "types" },
  {
    name: "globalSatisfaction",
    legend: "Dans l'ensemble, êtes-vous satisfait de nos services ?",
    choices: "satisfaction",
  },
  {
    name: "communicationWithAgent",
    legend: "Comment jugez-vous la communication avec votre courtier ?",
    choices: "quality",
  },
  { name: "agentSkills", legend: "Votre courtier vous a-t-il semblé compétent ?", choices: "skills" },
  {
    name: "marketingSupportsSatisfaction",
    legend: "Comment jugez-vous nos supports de vente (annonces, photos, visites) ?",
    choices: "quality",
  },
  { name: "wouldYouRecommend", legend: "Recommanderiez-vous notre agence à vos proches ?", choices: "yesNo" },
] as const satisfies readonly {
  name: keyof SatisfactionInput;
  legend: string;
  choices: keyof typeof options | "yesNo";
}[];

function SurveyForm() {
  const { token, constraint, options } = useLoaderData<typeof loader>();
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
  const pending = navigation.state === "submitting" && navigation.formAction === PATH;
  const choices = { ...options, yesNo };
  return (
    <section className={formCss.card} aria-labelledby="titre-questionnaire">
      <h2 id="titre-questionnaire" className={css.stepTitle}>
        Questionnaire de satisfaction
      </h2>
      <Form
        method="post"
        action={PATH}
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
              legend={question.legend}
              options={choices[question.choices]}
            />
          ))}
          <TextareaField meta={fields.description} label="Votre commentaire" rows={5} />
        </div>
        <h3 className={css.subheading}>Vos coordonnées</h3>
        <div className={formCss.grid}>
          <TextField meta={fields.name} label="Prénom" optional autoComplete="given-name" />
          <TextField meta={fields.lastName} label="Nom" optional autoComplete="family-name" />
          <TextField meta={fields.emailAdress} label="E-mail" type="email" optional autoComplete="email" />
          <TextField meta={fields.phoneNumber} label="Téléphone" type="tel" optional autoComplete="tel" />
          <ConsentField meta={fields.rgpd} className={formCss.wide} />
        </div>
        <FormPrivacyNote id={NOTE_ID} purpose={formPurposes.satisfaction} />
        <SendActions pending={pending} describedBy={NOTE_ID} />
      </Form>
      <ReplyToast toast={toast} />
    </section>
  );
}
