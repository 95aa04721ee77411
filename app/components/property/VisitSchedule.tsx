import { Link } from "@remix-run/react";
import type { VisitView } from "~/detail/feed-details";
import { primaryButton, secondaryButton } from "~/styles/buttons.css";
import * as css from "./VisitSchedule.css";

type Props = {
  visitInformation: string | null;
  visits: VisitView[];
  /** Language of the feed's texts when not French (visit names and instructions come from the same text). */
  lang: string | undefined;
  className?: string;
};

/**
 * How to visit the property and its upcoming visits, each with its calendar file and a link that
 * opens the contact window as a request for that visit. Nothing when the feed says nothing.
 */
export function VisitSchedule({ visitInformation, visits, lang, className }: Props) {
  if (!visitInformation && visits.length === 0) return null;
  return (
    <section className={className} aria-labelledby="titre-visites">
      <h2 id="titre-visites">Visites</h2>
      {visitInformation ? (
        <p className={css.information} lang={lang}>
          {visitInformation}
        </p>
      ) : null}
      {visits.length > 0 ? (
        <ul className={css.list}>
          {visits.map((visit) => (
            <li key={visit.id} className={css.visit}>
              <h3 className={css.name} lang={lang}>
                {visit.name}
              </h3>
              <p className={css.when}>
                <time dateTime={visit.start}>{visit.when}</time>
              </p>
              {visit.location ? (
                <p className={css.detail}>
                  Lieu : <span lang={lang}>{visit.location}</span>
                </p>
              ) : null}
              {visit.summary ? (
                <p className={css.detail} lang={lang}>
                  {visit.summary}
                </p>
              ) : null}
              <p className={css.actions}>
                <Link
                  to={visit.requestHref}
                  preventScrollReset
                  className={primaryButton}
                  aria-label={`S'inscrire à la visite du ${visit.when}`}
                >
                  S&apos;inscrire à la visite
                </Link>
                <a
                  href={visit.calendarHref}
                  download
                  className={secondaryButton}
                  aria-label={`Ajouter à mon agenda la visite du ${visit.when} (fichier .ics)`}
                >
                  Ajouter à mon agenda
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
