import { salutations } from "@rli/contract/forms/salutations";
import { SelectField, TextField, type Meta } from "./Field";
import * as css from "./forms.css";

type Props = {
  /** The civility, under the name the form's schema gives it. */
  title: Meta;
  fields: Record<"name" | "lastName" | "email" | "phone", Meta>;
};

/**
 * Who the request comes from (product §3), in a form's two-column grid: the civility alone on its
 * row, then first and last name, e-mail and an optional phone. The contact form and the valuation's
 * last step ask for the same person with the same labels and autofill hints.
 */
export function PersonFields({ title, fields }: Props) {
  return (
    <>
      <NameFields title={title} fields={fields} />
      <TextField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
      <TextField meta={fields.phone} label="Téléphone" type="tel" optional autoComplete="tel" />
    </>
  );
}

/** The civility alone on its row, then first and last name (every form that names a person). */
export function NameFields({ title, fields }: { title: Meta; fields: Record<"name" | "lastName", Meta> }) {
  return (
    <>
      <SelectField
        meta={title}
        label="Civilité"
        options={salutations}
        placeholder="Choisissez…"
        autoComplete="honorific-prefix"
      />
      <span aria-hidden="true" className={css.spacer} />
      <TextField meta={fields.name} label="Prénom" autoComplete="given-name" />
      <TextField meta={fields.lastName} label="Nom" autoComplete="family-name" />
    </>
  );
}
