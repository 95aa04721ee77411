import { useTexts } from "~/components/i18n/useLanguage";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./ActionToggle.css";
import { searchTexts } from "./search.texts";

type Props = { id: string; buy: boolean; onChange: (buy: boolean) => void };

/**
 * The Acheter/Louer choice of the search form (product §2.3): two radio buttons drawn as one switch, so
 * that each side has its own name (a voice user says "Louer"), the form sends the one checked with or
 * without scripts, and arrows move between them. The checked side is drawn in the system's highlight
 * colours in a forced-colours theme, where the coloured pill would vanish.
 */
export function ActionToggle({ id, buy, onChange }: Props) {
  const texts = useTexts(searchTexts);
  const sides = [
    { value: "Acheter", label: texts.buy, toBuy: true },
    { value: "Louer", label: texts.rent, toBuy: false },
  ] as const;
  return (
    <fieldset className={css.toggle}>
      <legend className={visuallyHidden}>{texts.action}</legend>
      {sides.map((side) => (
        <span key={side.value} className={css.side}>
          <input
            id={`${id}-${side.toBuy ? "achat" : "location"}`}
            type="radio"
            name="actionType"
            value={side.value}
            className={css.input}
            checked={buy === side.toBuy}
            onChange={() => onChange(side.toBuy)}
          />
          <label htmlFor={`${id}-${side.toBuy ? "achat" : "location"}`} className={css.option}>
            {side.label}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
