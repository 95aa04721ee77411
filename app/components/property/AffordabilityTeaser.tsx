import { CALCULATOR_PATH } from "~/components/layout/navigation";
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
        <div className={css.field}>
          <label htmlFor="capacite-fondsPropres" className={css.label}>
            Vos fonds propres (CHF)
          </label>
          <input
            id="capacite-fondsPropres"
            name="fondsPropres"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            className={css.input}
          />
        </div>
        <div className={css.field}>
          <label htmlFor="capacite-revenu" className={css.label}>
            Revenu brut annuel (CHF)
          </label>
          <input
            id="capacite-revenu"
            name="revenu"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            className={css.input}
          />
        </div>
        <button type="submit" className={css.button}>
          Calculer ma capacité
        </button>
      </form>
    </section>
  );
}
