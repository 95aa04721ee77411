import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { alertFrequencies } from "~/alerts/alert-rules";
import { alertTexts } from "~/alerts/alert-texts";
import { resultFields, type Constraint } from "~/forms/field-meta";
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
  /** That search in words, in the page's language, for the alerts' own page (a list's heading says it already). */
  summary?: string;
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
/** The fields of the form (app/alerts/alert-schema.ts, which checks them on the server only). */
const FIELDS = ["email", "frequence", "recherche"] as const;

/**
 * "Tell me about new listings" for the search of a list: the address, how often, the search in words,
 * and what is kept, why and for how long. Posted as a page, with scripts or without: a success comes
 * back to the list with its message (the root's data drawn again after a post), a refusal opens the
 * alerts' page of that search with the errors and the values typed.
 */
export function AlertForm({ view, headingLevel = "h2", pageResult, pageToast }: Props) {
  const texts = useTexts(alertTexts);
  const local = useLocalPath();
  const navigation = useNavigation();
  const action = local(`/alertes?recherche=${encodeURIComponent(view.search)}`);
  const { form, fields } = resultFields(FORM_ID, FIELDS, {
    result: pageResult,
    constraint: view.constraint,
    defaultValue: { frequence: "daily", recherche: view.search },
  });
  useFocusAfterReply(form.id, pageResult);
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const Heading = headingLevel;
  const titleId = `${FORM_ID}-titre`;
  const noteId = `${FORM_ID}-confidentialite`;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={css.title}>
        {texts.form.title}
      </Heading>
      <p className={css.lead}>{texts.form.lead}</p>
      {view.summary ? <p className={css.summary}>{view.summary}</p> : null}
      <Form
        method="post"
        action={action}
        id={form.id}
        noValidate
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
      </Form>
      <ReplyToast toast={pageToast} />
    </section>
  );
}
