import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { resultFields } from "~/forms/field-meta";
import { AddressFields } from "../forms/AddressFields";
import { ConsentField } from "../forms/Consent";
import { FormAlert, RequiredNote, SelectField, TextareaField } from "../forms/Field";
import { FormPrivacyNote } from "../forms/FormPrivacyNote";
import { formTexts } from "../forms/forms.texts";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { useCountryOptions } from "../forms/useCountryOptions";
import type { ContactFormView } from "~/forms/contact-form.server";
import type { FormActionData } from "~/forms/form-result";
import { HoneypotFields, SubmissionTokenField } from "../forms/HiddenFields";
import * as formCss from "../forms/forms.css";
import { PersonFields } from "../forms/PersonFields";
import { SendActions, useFocusAfterReply } from "../forms/SubmitButton";
import { ReplyToast } from "../toast/Toast";
import type { Toast as ToastData } from "~/http/toast";
import { CONTACT_PAGE, VISIT_PARAM } from "~/agency/contact-url";
import { PropertySummary } from "./PropertySummary";
import * as css from "./Contact.css";
import { contactTexts } from "./Contact.texts";

const CONTACT_FORM_ID = "contact";

const FIELDS = [
  "preferredTitle",
  "lastName",
  "name",
  "email",
  "phone",
  "address",
  "postalCode",
  "city",
  "country",
  "message",
  "rgpd",
  "link",
  "ref",
  "visit",
] as const;

type Props = {
  view: ContactFormView;
  titleId: string;
  /** h2 in the window, h1 on the standalone page. */
  headingLevel?: "h1" | "h2";
  /** The reply of a post that landed on the standalone page (scripts off). */
  pageResult?: SubmissionResult<string[]>;
  pageToast?: ToastData;
};

/**
 * The contact request of product §3 and §5. It is sent without checks in the browser; the server
 * answers with the first error of each field. With scripts, it is posted in the background and
 * the window stays open on errors; without, the post opens the standalone page with the errors.
 */
export function ContactForm({ view, titleId, headingLevel = "h2", pageResult, pageToast }: Props) {
  const texts = useTexts(contactTexts);
  const words = useTexts(formTexts);
  const countries = useCountryOptions();
  const local = useLocalPath();
  const fetcher = useFetcher<FormActionData>();
  const result = fetcher.data?.result ?? pageResult;
  const toast = fetcher.data?.toast ?? (fetcher.data ? undefined : pageToast);
  const ref = view.property?.ref;
  // No checks in the browser (product §5): the fields only show the server's reply.
  const { form, fields } = resultFields(CONTACT_FORM_ID, FIELDS, {
    result,
    constraint: view.constraint,
    defaultValue: {
      country: "CH",
      link: view.link,
      ref: ref ?? "",
      visit: view.visit?.id ?? "",
      ...(view.visit ? { message: view.visit.message } : {}),
    },
  });
  useFocusAfterReply(form.id, fetcher.data);
  const pending = fetcher.state === "submitting";
  const Heading = headingLevel;
  const kind = view.visit ? "visit" : view.property ? "listing" : "general";
  // One contact form per page (window or page): its note's id follows the form's.
  const noteId = `${form.id}-confidentialite`;
  const hidden = (value: unknown) => (typeof value === "string" ? value : "");
  return (
    <>
      <Heading id={titleId} className={css.title}>
        {texts.title[kind]}
      </Heading>
      <p className={css.lead}>{texts.lead[kind]}</p>
      {view.visit ? (
        <p className={css.lead}>
          {texts.visit}{" "}
          <strong>
            {view.visit.nameLang ? <span lang={view.visit.nameLang}>{view.visit.name}</span> : view.visit.name} –{" "}
            {view.visit.when}
          </strong>
        </p>
      ) : null}
      {view.property ? <PropertySummary property={view.property} /> : null}
      <fetcher.Form
        method="post"
        action={local(
          ref
            ? `${CONTACT_PAGE}?ref=${encodeURIComponent(ref)}${view.visit ? `&${VISIT_PARAM}=${view.visit.id}` : ""}`
            : CONTACT_PAGE,
        )}
        id={form.id}
        noValidate
        preventScrollReset
        aria-labelledby={titleId}
        aria-describedby={form.errors?.length ? form.errorId : undefined}
        aria-busy={pending || undefined}
        className={css.form}
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <RequiredNote />
        <input type="hidden" name="link" value={hidden(fields.link.initialValue)} />
        <input type="hidden" name="ref" value={hidden(fields.ref.initialValue)} />
        {hidden(fields.visit.initialValue) ? (
          <input type="hidden" name="visit" value={hidden(fields.visit.initialValue)} />
        ) : null}
        <SubmissionTokenField token={view.token} />
        <HoneypotFields formId={CONTACT_FORM_ID} />
        <div className={formCss.grid}>
          <PersonFields title={fields.preferredTitle} salutations={view.choices.salutations} fields={fields} />
          <AddressFields fields={fields} />
          <SelectField meta={fields.country} label={words.country} options={countries} autoComplete="country" />
          <span aria-hidden="true" className={formCss.spacer} />
          <TextareaField meta={fields.message} label={texts.message} rows={5} className={formCss.wide} />
          <ConsentField meta={fields.rgpd} className={formCss.wide} />
        </div>
        <FormPrivacyNote id={noteId} text={view.privacyNote} />
        <SendActions pending={pending} describedBy={noteId} />
      </fetcher.Form>
      <ReplyToast toast={toast} />
    </>
  );
}
