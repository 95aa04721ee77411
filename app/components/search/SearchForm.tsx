import { PageLink } from "~/components/links/PageLink";
import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import {
  criteriaFromQuery,
  criteriaToQuery,
  MAX_WORDS_LENGTH,
  type SearchCriteria,
} from "@rli/contract/agency/search-criteria";
import {
  areaOptionsIn,
  budgetOptionsIn,
  defaultSortOrder,
  indifferentBudget,
  isBudgetOption,
  roomOptionsIn,
  searchOptionTexts,
} from "@rli/contract/agency/search-options";
import { frenchPath, type Language } from "@rli/contract/i18n/language";
import type { TypeGroupValue } from "@rli/contract/agency/type-groups";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";
import { ActionToggle } from "./ActionToggle";
import { FilterDropdown, type FilterOption } from "./FilterDropdown";
import { MoreFilters } from "./MoreFilters";
import type { MoreFiltersView } from "~/listing/more-filters";
import { label as labelStyle } from "./FilterDropdown.css";
import * as css from "./SearchForm.css";
import { searchTexts } from "./search.texts";

type SearchFormLists = {
  /** undefined while loading, null when unavailable. */
  cities: { name: string; postalCode: string }[] | null | undefined;
  types: { name: string; value: TypeGroupValue }[] | null | undefined;
  /** The "more criteria" group's words, from the page's data; without them the group is left out. */
  more?: MoreFiltersView;
};

type Props = SearchFormLists & {
  /** The search the page shows: the form starts from it. */
  criteria: SearchCriteria;
  variant?: "hero" | "bar";
};

type Choices = { budget: FilterOption[]; rentBudget: FilterOption[]; rooms: FilterOption[]; area: FilterOption[] };

/**
 * The budget (prices to buy, monthly rents to rent), rooms and area choices named in a language:
 * "Jusqu'à CHF 100'000.–", "Jusqu'à CHF 1'000.– par mois", "3½+ pièces", "50 m² et plus".
 */
function choicesIn(language: Language): Choices {
  const choice = (option: { name: string; value: string | number }) => ({
    value: String(option.value),
    label: option.name,
  });
  return {
    budget: budgetOptionsIn(language).map(choice),
    rentBudget: budgetOptionsIn(language, "Louer").map(choice),
    rooms: roomOptionsIn(language).map(choice),
    area: areaOptionsIn(language).map(choice),
  };
}

const choices = new Map<Language, Choices>();

function choicesOf(language: Language): Choices {
  let known = choices.get(language);
  if (!known) choices.set(language, (known = choicesIn(language)));
  return known;
}

/**
 * The search form of the home and results pages (product §2.3). It is a GET form to /recherche
 * (/vendus in sold mode): without scripts the browser sends every field and the results page
 * redirects to the canonical query; with scripts the form builds that query itself and
 * navigates once.
 */
export function SearchForm(props: Props) {
  // A new search shown by the page starts a new form.
  return <SearchFormFields key={criteriaToQuery(props.criteria) + String(props.criteria.sold)} {...props} />;
}

function SearchFormFields({ criteria, cities, types, more, variant = "bar" }: Props) {
  const id = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const language = useLanguage();
  const local = useLocalPath();
  const texts = searchTexts[language];
  const options = searchOptionTexts[language];
  const { budget: saleBudgets, rentBudget: rentBudgets, rooms: roomChoices, area: areaChoices } = choicesOf(language);
  const action = local(criteria.sold ? "/vendus" : "/recherche");
  const [buy, setBuy] = useState(criteria.actionType === "Acheter");
  const [chosenCities, setCities] = useState<string[]>(criteria.cities);
  const [chosenTypes, setTypes] = useState<string[]>(criteria.types);
  const [budget, setBudget] = useState(criteria.budget);
  const budgetChoices = buy ? saleBudgets : rentBudgets;
  // Buying and renting have their own budgets: one of the other kind goes back to "any".
  const chooseAction = (toBuy: boolean) => {
    setBuy(toBuy);
    if (!isBudgetOption(budget, toBuy ? "Acheter" : "Louer")) setBudget(indifferentBudget);
  };
  const [rooms, setRooms] = useState(String(criteria.minRooms));
  const [area, setArea] = useState(String(criteria.minArea));
  const searching = navigation.state !== "idle" && navigation.location?.pathname === action;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") params.append(name, value);
    }
    const next = { ...criteriaFromQuery(params, { sold: criteria.sold }), page: 1 };
    navigate(`${action}?${criteriaToQuery(next)}`);
  }

  const group = `${id}-filtres`;
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={criteria.sold ? texts.searchSold : texts.search}
      className={css.form}
      data-variant={variant}
      onSubmit={submit}
    >
      <div className={css.top}>
        <ActionToggle id={`${id}-achat`} buy={buy} onChange={chooseAction} />
        {criteria.sold ? <p className={css.mode}>{texts.soldMode}</p> : null}
        <div className={css.words}>
          <label htmlFor={`${id}-mots`} className={labelStyle}>
            {texts.words}
          </label>
          <input id={`${id}-mots`} type="search" name="q" defaultValue={criteria.q} maxLength={MAX_WORDS_LENGTH} />
        </div>
      </div>
      <div className={css.fields}>
        <FilterDropdown
          id={`${id}-localites`}
          group={group}
          label={texts.city}
          name="cities"
          multiple
          options={
            cities === undefined || cities === null
              ? cities
              : cities.map((city) => ({ value: city.postalCode, label: city.name }))
          }
          unavailableText={texts.citiesUnavailable}
          selected={chosenCities}
          placeholder={texts.allCities}
          onChange={setCities}
        />
        <FilterDropdown
          id={`${id}-types`}
          group={group}
          label={texts.type}
          name="types"
          multiple
          options={
            types === undefined || types === null
              ? types
              : types.map((type) => ({ value: type.value, label: type.name }))
          }
          unavailableText={texts.typesUnavailable}
          selected={chosenTypes}
          placeholder={texts.allTypes}
          onChange={setTypes}
        />
        <FilterDropdown
          id={`${id}-budget`}
          group={group}
          label={texts.budget}
          name="budget"
          multiple={false}
          options={budgetChoices}
          selected={[budget]}
          emptyValue={indifferentBudget}
          placeholder={options.anyBudget}
          onChange={(values) => setBudget(values[0] ?? indifferentBudget)}
        />
        <FilterDropdown
          id={`${id}-pieces`}
          group={group}
          label={texts.rooms}
          name="minRooms"
          multiple={false}
          options={roomChoices}
          selected={[rooms]}
          emptyValue="0"
          placeholder={options.anyRooms}
          onChange={(values) => setRooms(values[0] ?? "0")}
        />
        <FilterDropdown
          id={`${id}-surface`}
          group={group}
          label={texts.area}
          name="surfaceMin"
          multiple={false}
          options={areaChoices}
          selected={[area]}
          emptyValue="0"
          placeholder={options.anyArea}
          onChange={(values) => setArea(values[0] ?? "0")}
        />
        {more ? <MoreFilters id={id} more={more} criteria={criteria} /> : null}
        {criteria.sort !== defaultSortOrder ? <input type="hidden" name="tri" value={criteria.sort} /> : null}
        <input type="hidden" name="page" value="1" />
        <button type="submit" className={css.submit} aria-busy={searching || undefined}>
          <SearchIcon />
          {searching ? texts.searching : texts.submit}
        </button>
      </div>
      {frenchPath(pathname) === "/" ? (
        <p className={css.valuation}>
          {texts.selling} <PageLink to={local("/estimation-bien-immobilier")}>{texts.valuation}</PageLink>
        </p>
      ) : null}
    </form>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
