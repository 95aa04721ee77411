import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { countries } from "@rli/contract/agency/countries";
import { residencePermits } from "@rli/contract/forms/application-choices";
import { messages } from "@rli/contract/forms/messages";
import type { PropertySummaryData } from "~/forms/contact-form.server";
import { PropertySummary } from "../contact/PropertySummary";
import { AddressFields } from "../forms/AddressFields";
import { ConsentField } from "../forms/Consent";
import { FormAlert, RequiredNote, SelectField, TextareaField, TextField } from "../forms/Field";
import { resultFields, type Constraint } from "~/forms/field-meta";
import { formPurposes, FormPrivacyNote } from "../forms/FormPrivacyNote";
import { NameFields } from "../forms/PersonFields";
import { HoneypotFields, SubmissionTokenField } from "../forms/HiddenFields";
import * as formCss from "../forms/forms.css";
import { SendActions } from "../forms/SubmitButton";
import { ReplyToast } from "../toast/Toast";
import type { Toast } from "~/http/toast";
import { FileField } from "./FileField";
import { UploadProgress } from "./UploadProgress";
import { checkChosenDocuments } from "~/forms/uploads/check-chosen-documents";
import { sendWithProgress, UploadFailed, type Progress } from "~/forms/uploads/send-with-progress";
import type { FormActionData } from "~/forms/form-result";

export type ApplicationFormView = {
  token: string;
  ref: string;
  path: string;
  property?: PropertySummaryData;
  constraint: Record<string, Constraint>;
  limits: { fileMb: number; totalMb: number };
  documents: readonly { field: string; label: string; required: boolean; max: number }[];
};

const FORM_ID = "candidature";
const NOTE_ID = `${FORM_ID}-confidentialite`;

const FIELDS = [
  "preferredTitle",
  "name",
  "lastName",
  "birthDate",
  "nationality",
  "permit",
  "address",
  "postalCode",
  "city",
  "country",
  "phone",
  "email",
  "profession",
  "employer",
  "income",
  "adults",
  "children",
  "pets",
  "instrument",
  "moveIn",
  "landlord",
  "landlordPhone",
  "message",
  "rgpd",
  "identite",
  "poursuites",
  "salaires",
  "autre",
] as const;

const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));

type Props = { view: ApplicationFormView; result?: SubmissionResult<string[]>; toast?: Toast };

/** What the upload address answered: where to go once sent, or the form's messages. */
type UploadAnswer = { location?: string | null } & Partial<FormActionData>;

/**
 * The rental application (product §3): one multipart form that works without scripts, posted to
 * `/candidature?ref=REF`. The documents come last, so that a file over its bound cuts the post
 * after every typed field was read; after any refusal the page says the files must be chosen again.
 * With scripts, the documents are checked before anything is sent, and the form goes to
 * `/candidature/envoi` with a progress bar; the chosen files then stay chosen after a refusal.
 */
export function ApplicationForm({ view, result, toast }: Props) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [reply, setReply] = useState<FormActionData>();
  const [fileProblems, setFileProblems] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Progress>();
  const [failure, setFailure] = useState<string>();
  const query = `?ref=${encodeURIComponent(view.ref)}`;
  const pending = navigation.state !== "idle" || progress !== undefined;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const problems = await checkChosenDocuments(element, view.documents, view.limits);
    setFileProblems(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      (element.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setFailure(undefined);
    setProgress({ sent: 0, total: 1 });
    try {
      const body = (await sendWithProgress(
        `/candidature/envoi${query}`,
        new FormData(element),
        setProgress,
      )) as UploadAnswer | null;
      if (body?.location) navigate(body.location);
      else if (body?.result) setReply({ result: body.result, toast: body.toast });
      else setFailure(messages.sendFailed);
    } catch (error) {
      setFailure(error instanceof UploadFailed ? error.message : messages.sendFailed);
    } finally {
      setProgress(undefined);
    }
  }

  const { form, fields } = resultFields(FORM_ID, FIELDS, {
    result: reply?.result ?? result,
    constraint: view.constraint,
    defaultValue: { nationality: "CH", country: "CH", adults: "1", children: "0" },
  });
  const formats = `PDF, JPEG ou PNG, ${view.limits.fileMb} Mo au plus par fichier.`;
  return (
    <>
      {view.property ? <PropertySummary property={view.property} /> : null}
      <Form
        method="post"
        action={`/candidature${query}`}
        encType="multipart/form-data"
        onSubmit={send}
        id={form.id}
        noValidate
        aria-labelledby="titre-page"
        aria-busy={pending || undefined}
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <RequiredNote />
        <SubmissionTokenField token={view.token} />
        <HoneypotFields formId={FORM_ID} />

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>Vous</legend>
          <div className={formCss.grid}>
            <NameFields title={fields.preferredTitle} fields={fields} />
            <TextField meta={fields.birthDate} label="Date de naissance" type="date" autoComplete="bday" />
            <SelectField meta={fields.nationality} label="Nationalité" options={countryOptions} />
            <SelectField
              meta={fields.permit}
              label="Séjour en Suisse"
              options={residencePermits}
              placeholder="Choisissez…"
            />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>Adresse actuelle et contact</legend>
          <div className={formCss.grid}>
            <AddressFields fields={fields} />
            <SelectField meta={fields.country} label="Pays" options={countryOptions} autoComplete="country" />
            <span aria-hidden="true" className={formCss.spacer} />
            <TextField meta={fields.phone} label="Téléphone" type="tel" autoComplete="tel" />
            <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>Situation et ménage</legend>
          <div className={formCss.grid}>
            <TextField meta={fields.profession} label="Profession" autoComplete="organization-title" />
            <TextField
              meta={fields.employer}
              label="Employeur"
              hint="Ou « indépendant »."
              autoComplete="organization"
            />
            <TextField
              meta={fields.income}
              label="Revenu annuel brut (CHF)"
              inputMode="numeric"
              hint="Du ménage, en francs par an."
            />
            <TextField meta={fields.moveIn} label="Date d'entrée souhaitée" type="date" />
            <TextField meta={fields.adults} label="Adultes" inputMode="numeric" />
            <TextField meta={fields.children} label="Enfants" inputMode="numeric" />
            <TextField meta={fields.pets} label="Animaux" optional hint="Par exemple « un chat »." />
            <TextField meta={fields.instrument} label="Instrument de musique" optional />
            <TextField meta={fields.landlord} label="Bailleur actuel (nom)" optional />
            <TextField meta={fields.landlordPhone} label="Téléphone du bailleur actuel" type="tel" optional />
            <TextareaField meta={fields.message} label="Message" optional className={formCss.wide} rows={4} />
            <ConsentField meta={fields.rgpd} className={formCss.wide} />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>Documents</legend>
          {result && !reply ? (
            <p className={formCss.hint} role="status">
              Par sécurité, les fichiers ne sont gardés d'aucun envoi à l'autre : choisissez à nouveau vos documents.
            </p>
          ) : null}
          <div className={formCss.grid}>
            {view.documents.map((document) => (
              <FileField
                key={document.field}
                meta={fields[document.field as (typeof FIELDS)[number]]}
                label={document.label}
                hint={`${formats}${document.max > 1 ? ` Jusqu'à ${document.max} fichiers.` : ""}`}
                multiple={document.max > 1}
                required={document.required}
                problem={fileProblems[document.field]}
              />
            ))}
          </div>
          <p className={formCss.hint}>{view.limits.totalMb} Mo au plus pour tous les documents ensemble.</p>
        </fieldset>

        <FormPrivacyNote id={NOTE_ID} purpose={formPurposes.application} />
        <UploadProgress progress={progress} failure={failure} />
        <SendActions pending={pending} describedBy={NOTE_ID} />
      </Form>
      <ReplyToast toast={reply?.toast ?? toast} />
    </>
  );
}
