import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { calculatorFields, parseCalculator, type CalculatorField } from "~/agency/affordability";
import { TextField } from "~/components/forms/Field";
import type { FieldMeta } from "~/forms/field-meta";
import * as formCss from "~/components/forms/forms.css";
import { CALCULATOR_PATH } from "~/agency/navigation";
import { calculatorResultView, purchaseCostsView } from "~/agency/calculator-view";
import { CalculatorResult } from "./CalculatorResult";
import { PurchaseCosts } from "./PurchaseCosts";
import * as css from "./calculator.css";
import { calculatorTexts } from "./calculator.texts";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";

const FORM_ID = "calculateur";

type Props = {
  values: Record<CalculatorField, string>;
  /** The server's messages for the values it received. */
  errors: Partial<Record<CalculatorField, string>>;
};

/**
 * The affordability calculator: a GET form that works without JavaScript (the server computes the
 * result); with JavaScript the result follows what the visitor types, and the server's messages
 * leave the fields the visitor has changed since.
 */
export function Calculator({ values: initial, errors: serverErrors }: Props) {
  const [values, setValues] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // A new answer from the server (a submission) replaces what the browser computed.
  if (seen !== initial) {
    setSeen(initial);
    setValues(initial);
  }
  const language = useLanguage();
  const texts = calculatorTexts[language];
  const local = useLocalPath();
  const hints: Partial<Record<CalculatorField, string>> = texts.hints;
  const parsed = parseCalculator((name) => values[name], language);
  const result = parsed.input ? calculatorResultView(parsed.input, language) : null;
  const costs = parsed.input ? purchaseCostsView(parsed.input.price, language) : [];

  function onInput(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    setValues(
      Object.fromEntries(calculatorFields.map((name) => [name, String(data.get(name) ?? "")])) as Record<
        CalculatorField,
        string
      >,
    );
  }

  const meta = (name: CalculatorField): FieldMeta => {
    const id = `${FORM_ID}-${name}`;
    const error = values[name] === initial[name] ? serverErrors[name] : undefined;
    return {
      id,
      name,
      formId: FORM_ID,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: error ? [error] : undefined,
      initialValue: initial[name],
      key: `${name}:${initial[name]}`,
      required: name !== "deuxiemePilier",
      maxLength: 40,
    };
  };

  return (
    <div className={css.layout}>
      <Form
        method="get"
        action={local(CALCULATOR_PATH)}
        id={FORM_ID}
        noValidate
        preventScrollReset
        className={css.form}
        onInput={onInput}
        aria-label={texts.form}
      >
        <div className={formCss.grid}>
          {calculatorFields.map((name) => (
            <TextField
              key={name}
              meta={meta(name)}
              label={texts.labels[name]}
              hint={hints[name]}
              optional={name === "deuxiemePilier"}
              inputMode="numeric"
              autoComplete="off"
            />
          ))}
        </div>
        <p className={css.actions}>
          <button type="submit" className={formCss.primaryButton}>
            {texts.submit}
          </button>
        </p>
      </Form>

      <div className={css.results}>
        {result ? (
          <CalculatorResult result={result} />
        ) : (
          <p className={css.placeholder} aria-live="polite">
            {texts.placeholder}
          </p>
        )}
        {costs.length > 0 ? <PurchaseCosts costs={costs} /> : null}
      </div>
    </div>
  );
}
