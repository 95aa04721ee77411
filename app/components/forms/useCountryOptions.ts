import { countriesIn } from "@rli/contract/agency/countries";
import type { Language } from "@rli/contract/i18n/language";
import { useLanguage } from "../i18n/useLanguage";

type CountryOption = { value: string; label: string };

const lists = new Map<Language, readonly CountryOption[]>();

/**
 * The countries of a form's list (sent as their code) in the page's language. Built from the
 * contract's table in the browser as on the server, so the page's data does not carry some 250
 * names that its HTML already shows.
 */
export function useCountryOptions(): readonly CountryOption[] {
  const language = useLanguage();
  let list = lists.get(language);
  if (!list) {
    list = countriesIn(language).map((country) => ({ value: country.code, label: country.name }));
    lists.set(language, list);
  }
  return list;
}
