import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import type { PropertySummaryData } from "~/forms/contact-form.server";
import { PropertySummary } from "../contact/PropertySummary";
import { AddressFields } from "../forms/AddressFields";
import { ConsentField } from "../forms/Consent";
import { FormAlert, RequiredNote, SelectField, TextareaField, TextField } from "../forms/Field";
import { resultFields, type Constraint } from "~/forms/field-meta";
import { FormPrivacyNote } from "../forms/FormPrivacyNote";
import { formTexts } from "../forms/forms.texts";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { useCountryOptions } from "../forms/useCountryOptions";
import { applicationTexts } from "./ApplicationForm.texts";
import { NameFields } from "../forms/PersonFields";
import { HoneypotFields, SubmissionTokenField } from "../forms/HiddenFields";
import * as formCss from "../forms/forms.css";
import { SendActions, useFocusAfterReply } from "../forms/SubmitButton";
import { ReplyToast } from "../toast/Toast";
import type { Toast } from "~/http/toast";
import { FileField } from "./FileField";
import { UploadProgress } from "./UploadProgress";
import { checkChosenDocuments, type DocumentMessages } from "~/forms/uploads/check-chosen-documents";
import { sendWithProgress, UploadFailed, type Progress } from "~/forms/uploads/send-with-progress";
import type { FormActionData } from "~/forms/form-result";

type Options = readonly { value: string; label: string }[];

export type ApplicationFormView = {
  token: string;
  ref: string;
  path: string;
  property?: PropertySummaryData;
  constraint: Record<string, Constraint>;
  limits: { fileMb: number; totalMb: number };
  /** The documents, labelled in the page's language, each with what is said when too many files are chosen. */
  documents: readonly { field: string; label: string; required: boolean; max: number; tooMany: string }[];
  /** The lists of the form, labelled in the page's language. */
  choices: { salutations: Options; permits: Options };
  /** The note beside the send button, in the page's language. */
  privacyNote: string;
  /** What the page's script may say, in the page's language. */
  messages: DocumentMessages & { sendFailed: string; interrupted: string };
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
  const texts = useTexts(applicationTexts);
  const words = useTexts(formTexts);
  const countries = useCountryOptions();
  const local = useLocalPath();
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
    const problems = await checkChosenDocuments(element, view.documents, view.limits, view.messages, texts.fileProblem);
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
        local(`/candidature/envoi${query}`),
        new FormData(element),
        setProgress,
      )) as UploadAnswer | null;
      if (body?.location) navigate(body.location);
      else if (body?.result) setReply({ result: body.result, toast: body.toast });
      else setFailure(view.messages.sendFailed);
    } catch (error) {
      setFailure(error instanceof UploadFailed ? view.messages.interrupted : view.messages.sendFailed);
    } finally {
      setProgress(undefined);
    }
  }

  const { form, fields } = resultFields(FORM_ID, FIELDS, {
    result: reply?.result ?? result,
    constraint: view.constraint,
    defaultValue: { nationality: "CH", country: "CH", adults: "1", children: "0" },
  });
  useFocusAfterReply(form.id, reply);
  const formats = texts.formats(view.limits.fileMb);
  return (
    <>
      {view.property ? <PropertySummary property={view.property} /> : null}
      <Form
        method="post"
        action={local(`/candidature${query}`)}
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
          <legend className={formCss.legend}>{texts.you}</legend>
          <div className={formCss.grid}>
            <NameFields title={fields.preferredTitle} salutations={view.choices.salutations} fields={fields} />
            <TextField meta={fields.birthDate} label={texts.birthDate} type="date" autoComplete="bday" />
            <SelectField meta={fields.nationality} label={texts.nationality} options={countries} />
            <SelectField
              meta={fields.permit}
              label={texts.permit}
              options={view.choices.permits}
              placeholder={words.choose}
            />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{texts.addressAndContact}</legend>
          <div className={formCss.grid}>
            <AddressFields fields={fields} />
            <SelectField meta={fields.country} label={words.country} options={countries} autoComplete="country" />
            <span aria-hidden="true" className={formCss.spacer} />
            <TextField meta={fields.phone} label={words.phone} type="tel" autoComplete="tel" />
            <TextField meta={fields.email} label={words.email} type="email" autoComplete="email" />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{texts.household}</legend>
          <div className={formCss.grid}>
            <TextField meta={fields.profession} label={texts.profession} autoComplete="organization-title" />
            <TextField
              meta={fields.employer}
              label={texts.employer}
              hint={texts.employerHint}
              autoComplete="organization"
            />
            <TextField meta={fields.income} label={texts.income} inputMode="numeric" hint={texts.incomeHint} />
            <TextField meta={fields.moveIn} label={texts.moveIn} type="date" />
            <TextField meta={fields.adults} label={texts.adults} inputMode="numeric" />
            <TextField meta={fields.children} label={texts.children} inputMode="numeric" />
            <TextField meta={fields.pets} label={texts.pets} optional hint={texts.petsHint} />
            <TextField meta={fields.instrument} label={texts.instrument} optional />
            <TextField meta={fields.landlord} label={texts.landlord} optional />
            <TextField meta={fields.landlordPhone} label={texts.landlordPhone} type="tel" optional />
            <TextareaField meta={fields.message} label={texts.message} optional className={formCss.wide} rows={4} />
            <ConsentField meta={fields.rgpd} className={formCss.wide} />
          </div>
        </fieldset>

        <fieldset className={formCss.fieldset}>
          <legend className={formCss.legend}>{texts.documents}</legend>
          {result && !reply ? (
            <p className={formCss.hint} role="status">
              {texts.chooseAgain}
            </p>
          ) : null}
          <div className={formCss.grid}>
            {view.documents.map((document) => (
              <FileField
                key={document.field}
                meta={fields[document.field as (typeof FIELDS)[number]]}
                label={document.label}
                hint={`${formats}${document.max > 1 ? ` ${texts.upTo(document.max)}` : ""}`}
                multiple={document.max > 1}
                required={document.required}
                problem={fileProblems[document.field]}
              />
            ))}
          </div>
          <p className={formCss.hint}>{texts.total(view.limits.totalMb)}</p>
        </fieldset>

        <FormPrivacyNote id={NOTE_ID} text={view.privacyNote} />
        <UploadProgress progress={progress} failure={failure} />
        <SendActions pending={pending} describedBy={NOTE_ID} />
      </Form>
      <ReplyToast toast={reply?.toast ?? toast} />
    </>
  );
}
