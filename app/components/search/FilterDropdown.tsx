import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTexts } from "~/components/i18n/useLanguage";
import { matchesTypeAhead } from "~/listing/type-ahead";
import { ChevronDownIcon } from "../ui/icons";
import { Spinner } from "../ui/Spinner";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./FilterDropdown.css";
import { searchTexts } from "./search.texts";

export type FilterOption = { value: string; label: string };

type Props = {
  /** Prefix of the element ids. */
  id: string;
  /** Shown on the button: "Localité". */
  label: string;
  /** Name of the form field: "cities". */
  name: string;
  /** Checkboxes (several choices) or radios (one choice). */
  multiple: boolean;
  /** undefined while the list loads (a spinner shows instead), null when it could not be read. */
  options: FilterOption[] | null | undefined;
  /** Shown when the options could not be read. */
  unavailableText?: string;
  selected: string[];
  /** The radio meaning "any": choosing the selected radio again comes back to it. */
  emptyValue?: string;
  /** Shown on the button when nothing is chosen. */
  placeholder: string;
  onChange: (selected: string[]) => void;
  /** Dropdowns sharing a group open one at a time. */
  group: string;
};

/**
 * A search filter as a `<details>` dropdown of checkboxes or radios (product §2.3). Without
 * JavaScript it opens and closes with its button and its choices are sent by the form; with
 * JavaScript only one dropdown of the group is open at a time, a type-ahead box hides the
 * choices that do not match, a chosen radio is cleared by choosing it again, and Escape or a
 * click outside closes it.
 */
export function FilterDropdown(props: Props) {
  const { id, label, name, multiple, options, selected, emptyValue, placeholder, onChange, group } = props;
  const ref = useRef<HTMLDetailsElement>(null);
  const [typed, setTyped] = useState("");
  const texts = useTexts(searchTexts);
  useDismiss(ref);

  // Chosen values the list does not hold (the list failed, or the place has no listing any more) stay chosen.
  const known = options ?? [];
  const missing = selected
    .filter((value) => value !== emptyValue && !known.some((option) => option.value === value))
    .map((value) => ({ value, label: value }));
  const all = [...known, ...missing];
  const chosen = all.filter((option) => selected.includes(option.value) && option.value !== emptyValue);
  const summary = chosen.length === 0 ? placeholder : summarise(chosen.map((option) => option.label));

  if (options === undefined) {
    return (
      <div className={css.dropdown}>
        <div className={`${css.button} ${css.loading}`}>
          <span className={css.label}>{label}</span>
          <Spinner />
        </div>
        {selected.map((value) => (
          <input key={value} type="hidden" name={name} value={value} />
        ))}
      </div>
    );
  }

  // What the type-ahead box leaves shown; everything while it is empty.
  const visible = typed ? new Set(all.filter((option) => matchesTypeAhead(option.label, typed))) : null;
  const listId = `${id}-liste`;

  return (
    <details
      ref={ref}
      name={group}
      className={css.dropdown}
      data-filter={group}
      onToggle={(event) => {
        const details = event.currentTarget;
        if (!details.open) {
          setTyped("");
          return;
        }
        details
          .closest("form")
          ?.querySelectorAll<HTMLDetailsElement>(`details[data-filter="${group}"][open]`)
          .forEach((other) => {
            if (other !== details) other.open = false;
          });
      }}
    >
      <summary className={css.button}>
        <span className={css.label}>{label}</span>
        <span className={css.value} data-placeholder={chosen.length === 0 || undefined}>
          {summary}
        </span>
        <ChevronDownIcon size={18} className={css.chevron} />
      </summary>
      <div className={css.panel}>
        {options === null ? <p className={css.note}>{props.unavailableText}</p> : null}
        {all.length > 0 ? (
          <>
            <input
              type="search"
              className={css.typeAhead}
              placeholder={texts.filter}
              aria-label={texts.filterList(label)}
              aria-controls={listId}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                // Enter in the filter box chooses nothing and must not send the form.
                if (event.key === "Enter") event.preventDefault();
              }}
            />
            <fieldset className={css.fieldset}>
              <legend className={visuallyHidden}>{label}</legend>
              <ul id={listId} className={css.list}>
                {all.map((option) => {
                  const checked = selected.includes(option.value);
                  const inputId = `${id}-${option.value.replace(/[^\w-]/g, "_")}`;
                  return (
                    <li key={option.value} hidden={(visible && !visible.has(option)) || undefined}>
                      <label htmlFor={inputId} className={css.option}>
                        <input
                          id={inputId}
                          type={multiple ? "checkbox" : "radio"}
                          name={name}
                          value={option.value}
                          checked={checked}
                          className={css.input}
                          onChange={() => {
                            if (!multiple) onChange([option.value]);
                            else
                              onChange(
                                checked ? selected.filter((v) => v !== option.value) : [...selected, option.value],
                              );
                          }}
                          onClick={() => {
                            // A radio chosen again is cleared (no change event fires for it).
                            if (!multiple && checked && emptyValue !== undefined && option.value !== emptyValue) {
                              onChange([emptyValue]);
                            }
                          }}
                        />
                        <span>{option.label}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {visible?.size === 0 ? <p className={css.note}>{texts.noMatch(typed)}</p> : null}
          </>
        ) : null}
      </div>
    </details>
  );
}

/** "Monthey", "Monthey, Vevey", "Monthey, Vevey +2". */
function summarise(labels: string[]): string {
  if (labels.length <= 2) return labels.join(", ");
  return `${labels.slice(0, 2).join(", ")} +${labels.length - 2}`;
}

/**
 * Escape closes the dropdown and gives the focus back to its button; a click outside closes it
 * (on click rather than on press: closing moves what is below, and the click must land where it was aimed).
 */
function useDismiss(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}
