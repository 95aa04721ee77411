import { CALCULATOR_PATH } from "~/agency/navigation";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import * as css from "./AffordabilityTeaser.css";
import { affordabilityTeaserTexts } from "./AffordabilityTeaser.texts";

/**
 * A compact affordability form on a property for sale with a price: the visitor gives equity and
 * income, and the calculator opens with the listing's price filled in (a plain GET form).
 */
export function AffordabilityTeaser({ price }: { price: number }) {
  const texts = useTexts(affordabilityTeaserTexts);
  const local = useLocalPath();
  return (
    <section className={css.teaser} aria-labelledby="titre-capacite">
      <h2 id="titre-capacite" className={css.heading}>
        {texts.canYouAfford}
      </h2>
      <form method="get" action={local(CALCULATOR_PATH)} className={css.form}>
        <input type="hidden" name="prix" value={price} />
        <p className={css.price}>{texts.affordIntro}</p>
        <AmountField name="fondsPropres" label={texts.equity} />
        <AmountField name="revenu" label={texts.income} />
        <button type="submit" className={css.button}>
          {texts.calculate}
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
