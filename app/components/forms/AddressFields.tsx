import { TextField, type Meta } from "./Field";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

type Props = {
  fields: Record<"address" | "postalCode" | "city", Meta>;
  /** The street may be left out (the valuation asks for the place, the contact form for a postal address). */
  addressOptional?: boolean;
  /**
   * The address is in Switzerland (the valuation's property): the postcode is four digits, typed on a
   * phone's number pad. Elsewhere it may hold letters and spaces ("SW1A 2AA", decision 141), so the
   * field asks for nothing but text.
   */
  swiss?: boolean;
};

/**
 * An address in a form's two-column grid: the street across both columns, then postal code
 * (NPA) and locality, with the same labels and autofill hints in the contact form and the valuation.
 */
export function AddressFields({ fields, addressOptional, swiss }: Props) {
  const texts = useTexts(formTexts);
  return (
    <>
      <TextField
        meta={fields.address}
        label={texts.address}
        optional={addressOptional}
        autoComplete="address-line1"
        className={css.wide}
      />
      <TextField
        meta={fields.postalCode}
        label={texts.postalCode}
        inputMode={swiss ? "numeric" : undefined}
        autoComplete="postal-code"
      />
      <TextField meta={fields.city} label={texts.city} autoComplete="address-level2" />
    </>
  );
}
