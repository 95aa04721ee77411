import { CALCULATOR_PATH } from "~/agency/navigation";
import * as css from "./AffordabilityTeaser.css";

/**
 * A compact affordability form on a property for sale with a price: the visitor gives equity and
 * income, and the calculator opens with the listing's price filled in (a plain GET form).
 */
export function AffordabilityTeaser({ price }: { price: number }) {
  return (
    <section className={css.teaser} aria-labelledby="titre-capacite">
      <h2 id="titre-capacite" className={css.heading}>
        Pouvez-vous financer ce bien ?
      </h2>
      <form method="get" action={CALCULATOR_PATH} className={css.form}>
        <input type="hidden" name="prix" value={price} />
        <p className={css.price}>Charges et revenu nécessaire calculés avec le prix de vente de ce bien.</p>
        <AmountField name="fondsPropres" label="Vos fonds propres (CHF)" />
        <AmountField name="revenu" label="Revenu brut annuel (CHF)" />
        <button type="submit" className={css.button}>
          Calculer ma capacité
        </button>
      </form>
    </section>
  );
}

/** An amount in francs, sent under `name` to the calculator. */
function AmountField({ name, label }: { name: string; label: string }) {
  const id = `capacite-${name}`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input id={id} name={name} inputMode="numeric" autoComplete="off" maxLength={40} className={css.input} />
    </div>
  );
}
