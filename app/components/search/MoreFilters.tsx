import { amenityValues } from "@rli/contract/agency/amenities";
import { FREE_NOW, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { MoreFiltersView } from "~/listing/more-filters";
import { more as moreStyle } from "./SearchForm.css";

type Props = { id: string; more: MoreFiltersView; criteria: SearchCriteria };

/**
 * The search form's "more criteria" group: what the listing has (`avec`) and when it is free at
 * the latest (`libreDes`, a day or "immediately"; not in sold lists). Plain check boxes and a date
 * field in a `<details>`, open when one of them is in use: the browser sends them without scripts,
 * and the results page reads them as the form's script does.
 */
export function MoreFilters({ id, more, criteria }: Props) {
  const freeNow = criteria.freeBy === FREE_NOW;
  const inUse = criteria.amenities.length + (criteria.freeBy ? 1 : 0);
  return (
    <details className={moreStyle} open={inUse > 0 || undefined}>
      <summary>
        {more.summary}
        {inUse > 0 ? ` (${inUse})` : null}
      </summary>
      <div>
        <fieldset>
          <legend>{more.amenities}</legend>
          {amenityValues.map((value, index) => (
            <label key={value}>
              <input type="checkbox" name="avec" value={value} defaultChecked={criteria.amenities.includes(value)} />
              {more.labels[index]}
            </label>
          ))}
        </fieldset>
        {criteria.sold ? null : (
          <fieldset aria-describedby={`${id}-libre-aide`}>
            <legend>{more.availability}</legend>
            <label>
              <input type="checkbox" name="libreDes" value={FREE_NOW} defaultChecked={freeNow} />
              {more.freeNow}
            </label>
            <div>
              <label htmlFor={`${id}-libre`}>{more.freeBy}</label>
              <input
                id={`${id}-libre`}
                type="date"
                name="libreDes"
                min={more.today}
                defaultValue={freeNow ? "" : criteria.freeBy}
              />
            </div>
            <p id={`${id}-libre-aide`}>{more.freeHint}</p>
          </fieldset>
        )}
      </div>
    </details>
  );
}
