import { useTexts } from "~/components/i18n/useLanguage";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./ActionToggle.css";
import { searchTexts } from "./search.texts";

type Props = { id: string; buy: boolean; onChange: (buy: boolean) => void };

/**
 * The Acheter/Louer switch of the search form (product §2.3): a checkbox, checked for Acheter.
 * A hidden "Louer" before it is what the form sends when it is unchecked (the last value wins).
 */
export function ActionToggle({ id, buy, onChange }: Props) {
  const hintId = `${id}-aide`;
  const texts = useTexts(searchTexts);
  return (
    <div className={css.toggle}>
      <input type="hidden" name="actionType" value="Louer" />
      <input
        id={id}
        type="checkbox"
        role="switch"
        name="actionType"
        value="Acheter"
        className={css.input}
        checked={buy}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={css.track}>
        <span className={css.option} data-side="buy">
          {texts.buy}
        </span>
        <span className={css.option} data-side="rent" aria-hidden="true">
          {texts.rent}
        </span>
      </label>
      <span id={hintId} className={visuallyHidden}>
        {texts.toggleHint}
      </span>
    </div>
  );
}
