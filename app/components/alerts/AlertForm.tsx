import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { alertFrequencies } from "~/alerts/alert-rules";
import { ALERT_FIELDS } from "~/alerts/alert-schema";
import { alertTexts } from "~/alerts/alert-texts";
import { resultFields, type Constraint } from "~/forms/field-meta";
import type { FormActionData } from "~/forms/form-result";
import type { Toast as ToastData } from "~/http/toast";
import { FormAlert, RadioGroupField, TextField } from "../forms/Field";
import { FormPrivacyNote } from "../forms/FormPrivacyNote";
import { HoneypotFields, SubmissionTokenField } from "../forms/HiddenFields";
import { PendingStatus, SubmitButton, useFocusAfterReply } from "../forms/SubmitButton";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { ReplyToast } from "../toast/Toast";
import * as css from "./AlertForm.css";

/** What the server prepares for the alert's form of a list (results loader, /alertes). */
export type AlertFormView = {
  token: string;
  /** The list followed: its French address and canonical query. */
  search: string;
  /** That search in words, in the page's language. */
  summary: string;
  constraint: Record<string, Constraint>;
};

type Props = {
  view: AlertFormView;
  /** h2 under a list, h1 on the alerts' own page. */
  headingLevel?: "h1" | "h2";
  /** The reply of a post that landed on the alerts' page (scripts off). */
  pageResult?: SubmissionResult<string[]>;
  pageToast?: ToastData;
};

const FORM_ID = "alerte";

/**
 * "Tell me about new listings" for the search of a list: the address, how often, the search in words,
 * and what is kept, why and for how long. With scripts it is posted in the background; without, the
 * post opens the alerts' page, with the errors and the values typed when something is wrong.
 */
export function AlertForm({ view, headingLevel = "h2", pageResult, pageToast }: Props) {
  const texts = useTexts(alertTexts);
  const local = useLocalPath();
  const fetcher = useFetcher<FormActionData>();
  const result = fetcher.data?.result ?? pageResult;
  const toast = fetcher.data?.toast ?? (fetcher.data ? undefined : pageToast);
  const { form, fields } = resultFields(FORM_ID, ALERT_FIELDS, {
    result,
    constraint: view.constraint,
    defaultValue: { frequence: "daily", recherche: view.search },
  });
  useFocusAfterReply(form.id, fetcher.data);
  const pending = fetcher.state === "submitting";
  const Heading = headingLevel;
  const titleId = `${FORM_ID}-titre`;
  const noteId = `${FORM_ID}-confidentialite`;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={css.title}>
        {texts.form.title}
      </Heading>
      <p className={css.lead}>{texts.form.lead}</p>
      <p className={css.summary}>{view.summary}</p>
      <fetcher.Form
        method="post"
        action={local("/alertes")}
        id={form.id}
        noValidate
        preventScrollReset
        aria-labelledby={titleId}
        aria-describedby={form.errors?.length ? form.errorId : undefined}
        aria-busy={pending || undefined}
        className={css.form}
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="recherche" value={view.search} />
        <SubmissionTokenField token={view.token} />
        <HoneypotFields formId={FORM_ID} />
        <div className={css.fields}>
          <TextField meta={fields.email} label={texts.form.email} type="email" autoComplete="email" />
          <RadioGroupField
            meta={fields.frequence}
            legend={texts.form.frequency}
            options={alertFrequencies.map((value) => ({ value, label: texts.frequencies[value] }))}
          />
        </div>
        {fields.recherche.errors?.[0] ? <p className={css.error}>{fields.recherche.errors[0]}</p> : null}
        <FormPrivacyNote id={noteId} text={texts.form.consent} />
        <div className={css.actions}>
          <SubmitButton pending={pending} describedBy={noteId}>
            {texts.form.submit}
          </SubmitButton>
          <PendingStatus pending={pending} />
        </div>
      </fetcher.Form>
      <ReplyToast toast={toast} />
    </section>
  );
}
