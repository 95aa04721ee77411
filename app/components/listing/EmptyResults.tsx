import { Link, useLocation } from "@remix-run/react";
import { contactHref } from "~/agency/contact-url";
import { primaryButton, secondaryButton } from "~/styles/buttons.css";
import * as css from "./EmptyResults.css";

type Props = {
  title?: string;
  /** Where to see everything instead; omitted on the page that already shows everything. */
  allHref?: string;
  allLabel?: string;
};

/** A list with nothing to show: a friendly message and ways to go on, not an error. */
export function EmptyResults({
  title = "Aucun bien ne correspond à votre recherche pour le moment.",
  allHref = "/annonces",
  allLabel = "Voir toutes nos annonces",
}: Props) {
  const location = useLocation();
  return (
    <section className={css.empty} aria-labelledby="titre-aucun-resultat">
      <h2 id="titre-aucun-resultat" className={css.title}>
        {title}
      </h2>
      <p>
        Essayez d'élargir vos critères : une autre localité, un budget plus large ou moins de pièces. De nouveaux biens
        arrivent chaque semaine.
      </p>
      <p className={css.actions}>
        {allHref ? (
          <Link to={allHref} className={primaryButton}>
            {allLabel}
          </Link>
        ) : null}
        <Link to={contactHref(location.pathname, location.search)} preventScrollReset className={secondaryButton}>
          Confiez-nous votre recherche
        </Link>
      </p>
    </section>
  );
}
