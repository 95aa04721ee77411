import { TextField, type Meta } from "./Field";
import * as css from "./forms.css";

type Props = {
  fields: Record<"address" | "postalCode" | "city", Meta>;
  /** The street may be left out (the valuation asks for the place, the contact form for a postal address). */
  addressOptional?: boolean;
};

/**
 * A Swiss address in a form's two-column grid: the street across both columns, then postal code
 * (NPA) and locality, with the same labels and autofill hints in the contact form and the valuation.
 */
export function AddressFields({ fields, addressOptional }: Props) {
  return (
    <>
      <TextField
        meta={fields.address}
        label="Adresse"
        optional={addressOptional}
        autoComplete="address-line1"
        className={css.wide}
      />
      <TextField meta={fields.postalCode} label="NPA" inputMode="numeric" autoComplete="postal-code" />
      <TextField meta={fields.city} label="Localité" autoComplete="address-level2" />
    </>
  );
}
