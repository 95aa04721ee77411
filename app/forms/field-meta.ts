import type { SubmissionResult } from "@conform-to/react";

/**
 * What a field component needs to draw one field: its names and ids, its initial value, its
 * first errors and the browser hints. conform's field metadata has this shape; `resultFields`
 * builds it from a server reply for forms that do not need conform in the browser.
 */
export type FieldMeta = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors?: string[] | undefined;
  initialValue?: unknown;
  key?: string | undefined;
  required?: boolean | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  min?: string | number | undefined;
  max?: string | number | undefined;
  step?: string | number | undefined;
};

type FormMeta = { id: string; errorId: string; errors?: string[] | undefined };

export type Constraint = Partial<Pick<FieldMeta, "required" | "minLength" | "maxLength" | "min" | "max" | "step">>;

/**
 * The fields of a form drawn from conform's reply of the last post (values as typed, errors)
 * or from the defaults; the same ids as conform gives (`{form}-{name}`, `…-error`).
 */
export function resultFields<Name extends string>(
  formId: string,
  names: readonly Name[],
  {
    result,
    defaultValue = {},
    constraint = {},
  }: {
    result?: SubmissionResult<string[]> | undefined;
    defaultValue?: Partial<Record<Name, string>>;
    constraint?: Partial<Record<string, Constraint>>;
  },
): { form: FormMeta; fields: Record<Name, FieldMeta> } {
  const values: Record<string, unknown> = result?.initialValue ?? defaultValue;
  const errors = result?.error ?? {};
  const fields = {} as Record<Name, FieldMeta>;
  for (const name of names) {
    const id = `${formId}-${name}`;
    fields[name] = {
      ...constraint[name],
      id,
      name,
      formId,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: errors[name] ?? undefined,
      initialValue: values[name],
    };
  }
  return { form: { id: formId, errorId: `${formId}-error`, errors: errors[""] ?? undefined }, fields };
}
