import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { criteriaFromQuery, criteriaToQuery, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import {
  areaOptions,
  budgetOptions,
  defaultSortOrder,
  indifferentBudget,
  roomOptions,
} from "@rli/contract/agency/search-options";
import type { TypeGroupValue } from "@rli/contract/agency/type-groups";
import { ActionToggle } from "./ActionToggle";
import { FilterDropdown, type FilterOption } from "./FilterDropdown";
import * as css from "./SearchForm.css";

type SearchFormLists = {
  /** undefined while loading, null when unavailable. */
  cities: { name: string; postalCode: string }[] | null | undefined;
  types: { name: string; value: TypeGroupValue }[] | null | undefined;
};

type Props = SearchFormLists & {
  /** The search the page shows: the form starts from it. */
  criteria: SearchCriteria;
  variant?: "hero" | "bar";
};

const budgetChoices: FilterOption[] = budgetOptions.map((option) => ({ value: option.value, label: option.name }));
const roomChoices: FilterOption[] = roomOptions.map((option) => ({ value: String(option.value), label: option.name }));
const areaChoices: FilterOption[] = areaOptions.map((option) => ({ value: String(option.value), label: option.name }));

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

function SearchFormFields({ criteria, cities, types, variant = "bar" }: Props) {
  const id = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const action = criteria.sold ? "/vendus" : "/recherche";
  const [buy, setBuy] = useState(criteria.actionType === "Acheter");
  const [chosenCities, setCities] = useState<string[]>(criteria.cities);
  const [chosenTypes, setTypes] = useState<string[]>(criteria.types);
  const [budget, setBudget] = useState(criteria.budget);
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
      aria-label={criteria.sold ? "Rechercher parmi nos biens vendus" : "Rechercher un bien"}
      className={css.form}
      data-variant={variant}
      onSubmit={submit}
    >
      <div className={css.top}>
        <ActionToggle id={`${id}-achat`} buy={buy} onChange={setBuy} />
        {criteria.sold ? <p className={css.mode}>Recherche parmi nos biens vendus</p> : null}
      </div>
      <div className={css.fields}>
        <FilterDropdown
          id={`${id}-localites`}
          group={group}
          label="Localité"
          name="cities"
          multiple
          options={
            cities === undefined || cities === null
              ? cities
              : cities.map((city) => ({ value: city.postalCode, label: city.name }))
          }
          unavailableText="La liste des localités est momentanément indisponible ; vous pouvez chercher sans ce filtre."
          selected={chosenCities}
          placeholder="Toutes"
          onChange={setCities}
        />
        <FilterDropdown
          id={`${id}-types`}
          group={group}
          label="Type de bien"
          name="types"
          multiple
          options={
            types === undefined || types === null
              ? types
              : types.map((type) => ({ value: type.value, label: type.name }))
          }
          unavailableText="La liste des types de biens est momentanément indisponible ; vous pouvez chercher sans ce filtre."
          selected={chosenTypes}
          placeholder="Tous"
          onChange={setTypes}
        />
        <FilterDropdown
          id={`${id}-budget`}
          group={group}
          label="Budget"
          name="budget"
          multiple={false}
          options={budgetChoices}
          selected={[budget]}
          emptyValue={indifferentBudget}
          placeholder="Indifférent"
          onChange={(values) => setBudget(values[0] ?? indifferentBudget)}
        />
        <FilterDropdown
          id={`${id}-pieces`}
          group={group}
          label="Pièces"
          name="minRooms"
          multiple={false}
          options={roomChoices}
          selected={[rooms]}
          emptyValue="0"
          placeholder="Indifférent"
          onChange={(values) => setRooms(values[0] ?? "0")}
        />
        <FilterDropdown
          id={`${id}-surface`}
          group={group}
          label="Surface habitable"
          name="surfaceMin"
          multiple={false}
          options={areaChoices}
          selected={[area]}
          emptyValue="0"
          placeholder="Indifférente"
          onChange={(values) => setArea(values[0] ?? "0")}
        />
        {criteria.sort !== defaultSortOrder ? <input type="hidden" name="tri" value={criteria.sort} /> : null}
        <input type="hidden" name="page" value="1" />
        <button type="submit" className={css.submit} aria-busy={searching || undefined}>
          <SearchIcon />
          {searching ? "Recherche…" : "Rechercher"}
        </button>
      </div>
      {pathname === "/" ? (
        <p className={css.valuation}>
          Vous vendez ? <Link to="/estimation-bien-immobilier">Faites estimer votre bien gratuitement</Link>
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
