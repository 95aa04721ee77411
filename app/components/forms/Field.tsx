import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import type { FieldMeta } from "~/forms/field-meta";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

/**
 * Accessible form fields bound to a field's metadata (conform's, or `resultFields`): a visible label, the control,
 * and the first error message under it in an element whose id ends with `{name}-error`
 * (referenced by the control's aria-describedby). Values come back from the server's
 * reply, so a form shown again after an error keeps what the visitor typed.
 */

export type Meta = FieldMeta;

/** The value to draw in a text control: what the visitor typed, or the default. */
function textValue(meta: Meta): string | undefined {
  return typeof meta.initialValue === "string" ? meta.initialValue : undefined;
}

/** Attributes every control shares. */
function controlProps(meta: Meta) {
  return { id: meta.id, name: meta.name, form: meta.formId, required: meta.required || undefined };
}

type Common = {
  meta: Meta;
  label: ReactNode;
  /** Shown after the label as "(facultatif)", in the page's language. */
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
};

/** The first message of a field, or nothing. */
export function ErrorMessage({ meta }: { meta: Meta }) {
  const first = meta.errors?.[0];
  if (!first) return null;
  return (
    <p id={meta.errorId} className={css.error}>
      {first}
    </p>
  );
}

function describedBy(meta: Meta, hint: ReactNode): string | undefined {
  const ids = [hint ? meta.descriptionId : undefined, meta.errors?.length ? meta.errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** " (facultatif)" after a label or a legend. */
export function OptionalMark() {
  return <span className={css.optional}> ({useTexts(formTexts).optional})</span>;
}

function Label({ meta, label, optional }: Pick<Common, "meta" | "label" | "optional">) {
  return (
    <label htmlFor={meta.id} className={css.label}>
      {label}
      {optional ? <OptionalMark /> : null}
    </label>
  );
}

function Hint({ meta, hint }: { meta: Meta; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={meta.descriptionId} className={css.hint}>
      {hint}
    </p>
  );
}

type TextFieldProps = Common & {
  type?: "text" | "email" | "tel" | "number" | "date";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
};

export function TextField({
  meta,
  label,
  optional,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
}: TextFieldProps) {
  return (
    <div className={[css.field, className].filter(Boolean).join(" ")}>
      <Label meta={meta} label={label} optional={optional} />
      <Hint meta={meta} hint={hint} />
      <input
        key={meta.key}
        {...controlProps(meta)}
        type={type}
        defaultValue={textValue(meta)}
        maxLength={meta.maxLength}
        className={css.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
      />
      <ErrorMessage meta={meta} />
    </div>
  );
}

export function TextareaField({ meta, label, optional, hint, className, rows = 5 }: Common & { rows?: number }) {
  return (
    <div className={[css.field, className].filter(Boolean).join(" ")}>
      <Label meta={meta} label={label} optional={optional} />
      <Hint meta={meta} hint={hint} />
      <textarea
        key={meta.key}
        {...controlProps(meta)}
        defaultValue={textValue(meta)}
        maxLength={meta.maxLength}
        rows={rows}
        className={css.textarea}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
      />
      <ErrorMessage meta={meta} />
    </div>
  );
}

type SelectOption = string | { value: string; label: string };
type SelectGroup = { label: string; options: readonly SelectOption[] };

function optionOf(option: SelectOption) {
  return typeof option === "string" ? { value: option, label: option } : option;
}

type SelectFieldProps = Common & {
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  /** Text of the empty first option; none when the field has a default. */
  placeholder?: string;
  autoComplete?: string;
};

export function SelectField({
  meta,
  label,
  optional,
  hint,
  className,
  options = [],
  groups = [],
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  return (
    <div className={[css.field, className].filter(Boolean).join(" ")}>
      <Label meta={meta} label={label} optional={optional} />
      <Hint meta={meta} hint={hint} />
      <select
        key={meta.key}
        {...controlProps(meta)}
        // Without an empty first option the list always has a value: HTML allows `required` only
        // with such an option, so the requirement is announced with aria-required instead.
        {...(placeholder === undefined && meta.required ? { required: undefined, "aria-required": true } : {})}
        defaultValue={textValue(meta) ?? ""}
        className={css.select}
        autoComplete={autoComplete}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(optionOf).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ErrorMessage meta={meta} />
    </div>
  );
}

/** One checkbox whose label may hold links (the consent). Ticked sends "on". */
export function CheckboxField({ meta, label, className }: Omit<Common, "optional" | "hint">) {
  return (
    <div className={[css.field, className].filter(Boolean).join(" ")}>
      <div className={css.checkRow}>
        <input
          key={meta.key}
          {...controlProps(meta)}
          type="checkbox"
          value="on"
          defaultChecked={meta.initialValue === "on" || meta.initialValue === true}
          className={css.checkbox}
          aria-invalid={meta.errors?.length ? true : undefined}
          aria-describedby={describedBy(meta, undefined)}
        />
        <label htmlFor={meta.id} className={css.checkLabel}>
          {label}
        </label>
      </div>
      <ErrorMessage meta={meta} />
    </div>
  );
}

type RadioGroupProps = Omit<Common, "label"> & {
  legend: ReactNode;
  options: readonly SelectOption[];
};

/**
 * Radio buttons in a fieldset whose legend asks the question; the error follows the group. The fieldset
 * is the radio group itself (`role="radiogroup"`, named by its legend): ARIA has no invalid state for one
 * radio button, the group carries it (`aria-invalid`) with the error as its description.
 */
export function RadioGroupField({ meta, legend, optional, hint, className, options }: RadioGroupProps) {
  const current = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  const invalid = meta.errors?.length ? true : undefined;
  return (
    <fieldset
      className={[css.fieldset, className].filter(Boolean).join(" ")}
      role="radiogroup"
      aria-invalid={invalid}
      aria-describedby={describedBy(meta, hint)}
      // The key changes when conform resets the form, so the default selection is drawn again.
      key={meta.key}
    >
      <legend className={css.legend}>
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      <Hint meta={meta} hint={hint} />
      <div className={css.choices}>
        {options.map(optionOf).map((option, index) => {
          const id = `${meta.id}-${index}`;
          return (
            <span key={option.value} className={css.choice}>
              <input
                type="radio"
                id={id}
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={current === option.value}
                className={css.choiceInput}
              />
              <label htmlFor={id} className={css.choiceLabel}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
      <ErrorMessage meta={meta} />
    </fieldset>
  );
}

export type SliderBounds = { min: number; max: number; step: number };

type SliderFieldProps = Common & {
  bounds: SliderBounds;
  /** Shown after the value ("m²"); also read by screen readers. */
  unit?: string;
  /** The value when the form has none yet (product §3 defaults). */
  defaultValue: number;
  /** How the slider's position is read out, e.g. "3½ pièces". */
  valueText?: (value: number) => string;
};

/**
 * A range slider paired with a number field. The number field carries the name and works
 * without JavaScript (the slider is then hidden); with it, the two follow each other.
 */
export function SliderField({ meta, label, hint, className, bounds, unit, defaultValue, valueText }: SliderFieldProps) {
  const initial =
    typeof meta.initialValue === "string" && meta.initialValue !== "" ? meta.initialValue : String(defaultValue);
  const [value, setValue] = useState(initial);
  const numeric = Number(value.replace(",", "."));
  const position = Number.isFinite(numeric) ? Math.min(bounds.max, Math.max(bounds.min, numeric)) : defaultValue;
  const labelId = `${meta.id}-label`;
  const invalid = meta.errors?.length ? true : undefined;
  return (
    <div className={[css.field, className].filter(Boolean).join(" ")}>
      <label id={labelId} htmlFor={meta.id} className={css.label}>
        {label}
      </label>
      <Hint meta={meta} hint={hint} />
      <div className={css.slider}>
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={position}
          onChange={(event) => setValue(event.currentTarget.value)}
          className={css.range}
          aria-labelledby={labelId}
          aria-valuetext={valueText ? valueText(position) : unit ? `${position} ${unit}` : undefined}
        />
        <span className={css.sliderValue}>
          <input
            type="number"
            id={meta.id}
            name={meta.name}
            form={meta.formId}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            required
            inputMode={bounds.step < 1 ? "decimal" : "numeric"}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            className={css.numberInput}
            aria-invalid={invalid}
            aria-describedby={describedBy(meta, hint)}
          />
          {unit ? (
            <span className={css.unit} aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </span>
      </div>
      <p className={css.bounds} aria-hidden="true">
        <span>
          {bounds.min} {unit}
        </span>
        <span>
          {bounds.max} {unit}
        </span>
      </p>
      <ErrorMessage meta={meta} />
    </div>
  );
}

/** A message about the whole form (send failed, too many messages), announced at once. */
export function FormAlert({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    // Focusable from a script only: focus is brought there after a refused reply (useFocusAfterReply).
    <div id={id} role="alert" tabIndex={-1} className={css.alert}>
      {errors.map((message) => (
        <p key={message} className={css.alertText}>
          {message}
        </p>
      ))}
    </div>
  );
}

export function RequiredNote() {
  return <p className={css.requiredNote}>{useTexts(formTexts).requiredNote}</p>;
}
