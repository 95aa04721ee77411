import { PageLink } from "~/components/links/PageLink";
import { useLocation } from "@remix-run/react";
import { contactHref } from "~/agency/contact-url";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { primaryButton, secondaryButton } from "~/styles/buttons.css";
import * as css from "./EmptyResults.css";
import { resultListTexts } from "./listing.texts";

type Props = {
  /** The heading; by default, that no property matches the search. */
  title?: string;
  /** Where to see everything instead (a French path); omitted on the page that already shows everything. */
  allHref?: string;
  allLabel?: string;
};

/** A list with nothing to show: a friendly message and ways to go on, not an error. */
export function EmptyResults({ title, allHref = "/annonces", allLabel }: Props) {
  const location = useLocation();
  const texts = useTexts(resultListTexts);
  const local = useLocalPath();
  return (
    <section className={css.empty} aria-labelledby="titre-aucun-resultat">
      <h2 id="titre-aucun-resultat" className={css.title}>
        {title ?? texts.emptyTitle}
      </h2>
      <p>{texts.emptyHint}</p>
      <p className={css.actions}>
        {allHref ? (
          <PageLink to={local(allHref)} className={primaryButton}>
            {allLabel ?? texts.seeAll}
          </PageLink>
        ) : null}
        <PageLink to={contactHref(location.pathname, location.search)} preventScrollReset className={secondaryButton}>
          {texts.entrust}
        </PageLink>
      </p>
    </section>
  );
}
