import { useTexts } from "../i18n/useLanguage";
import { SelectField, TextField, type Meta } from "./Field";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

/** The civilities as the page's loader gives them: the French value sent, the label in the page's language. */
export type SalutationOptions = readonly { value: string; label: string }[];

type Props = {
  /** The civility, under the name the form's schema gives it. */
  title: Meta;
  salutations: SalutationOptions;
  fields: Record<"name" | "lastName" | "email" | "phone", Meta>;
};

/**
 * Who the request comes from (product §3), in a form's two-column grid: the civility alone on its
 * row, then first and last name, e-mail and an optional phone. The contact form and the valuation's
 * last step ask for the same person with the same labels and autofill hints.
 */
export function PersonFields({ title, salutations, fields }: Props) {
  const texts = useTexts(formTexts);
  return (
    <>
      <NameFields title={title} salutations={salutations} fields={fields} />
      <TextField meta={fields.email} label={texts.email} type="email" autoComplete="email" />
      <TextField meta={fields.phone} label={texts.phone} type="tel" optional autoComplete="tel" />
    </>
  );
}

/** The civility alone on its row, then first and last name (every form that names a person). */
export function NameFields({
  title,
  salutations,
  fields,
}: {
  title: Meta;
  salutations: SalutationOptions;
  fields: Record<"name" | "lastName", Meta>;
}) {
  const texts = useTexts(formTexts);
  return (
    <>
      <SelectField
        meta={title}
        label={texts.title}
        options={salutations}
        placeholder={texts.choose}
        autoComplete="honorific-prefix"
      />
      <span aria-hidden="true" className={css.spacer} />
      <TextField meta={fields.name} label={texts.firstName} autoComplete="given-name" />
      <TextField meta={fields.lastName} label={texts.lastName} autoComplete="family-name" />
    </>
  );
}
