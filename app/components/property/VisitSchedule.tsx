import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import type { VisitView } from "~/detail/feed-details";
import { primaryButton, secondaryButton } from "~/styles/buttons.css";
import * as css from "./VisitSchedule.css";
import { propertyTexts } from "./property.texts";

type Props = {
  visitInformation: string | null;
  visits: VisitView[];
  /** Language of the feed's texts when not the page's (the instructions, places and summaries of the visits). */
  lang: string | undefined;
  className?: string;
};

/**
 * How to visit the property and its upcoming visits, each with its calendar file and a link that
 * opens the contact window as a request for that visit. Nothing when the feed says nothing.
 */
export function VisitSchedule({ visitInformation, visits, lang, className }: Props) {
  const texts = useTexts(propertyTexts);
  if (!visitInformation && visits.length === 0) return null;
  return (
    <section className={className} aria-labelledby="titre-visites">
      <h2 id="titre-visites">{texts.visits}</h2>
      {visitInformation ? (
        <p className={css.information} lang={lang}>
          {visitInformation}
        </p>
      ) : null}
      {visits.length > 0 ? (
        <ul className={css.list}>
          {visits.map((visit) => (
            <li key={visit.id} className={css.visit}>
              <h3 className={css.name} lang={visit.nameLang ?? undefined}>
                {visit.name}
              </h3>
              <p className={css.when}>
                <time dateTime={visit.start}>{visit.when}</time>
              </p>
              {visit.location ? (
                <p className={css.detail}>
                  {texts.place} <span lang={lang}>{visit.location}</span>
                </p>
              ) : null}
              {visit.summary ? (
                <p className={css.detail} lang={lang}>
                  {visit.summary}
                </p>
              ) : null}
              <p className={css.actions}>
                <PageLink
                  to={visit.requestHref}
                  preventScrollReset
                  className={primaryButton}
                  aria-label={texts.registerFor(visit.when)}
                >
                  {texts.register}
                </PageLink>
                <a
                  href={visit.calendarHref}
                  download
                  className={secondaryButton}
                  aria-label={texts.calendarFor(visit.when)}
                >
                  {texts.calendar}
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
