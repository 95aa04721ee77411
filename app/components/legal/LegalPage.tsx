import type { ReactNode } from "react";
import { container } from "~/styles/global.css";
import * as css from "./LegalPage.css";

export type LegalSection = {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
};

type Props = {
  title: string;
  /** Date of the last update, ISO (2025-05-15). */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/** "2025-05-15" → "15.05.2025". */
function swissDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * A legal text: title, date of the last update, numbered table of contents with anchor links,
 * then the numbered sections, in a column of readable width.
 */
export function LegalPage({ title, updated, intro, sections }: Props) {
  return (
    <article className={`${container} ${css.page}`} aria-labelledby="titre-page">
      <header className={css.header}>
        <h1 id="titre-page">{title}</h1>
        <p className={css.updated}>
          Dernière mise à jour : <time dateTime={updated}>{swissDate(updated)}</time>
        </p>
        <div className={css.intro}>{intro}</div>
      </header>

      <nav className={css.toc} aria-labelledby="titre-sommaire">
        <h2 id="titre-sommaire" className={css.tocTitle}>
          Sommaire
        </h2>
        <ol className={css.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={css.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={css.body}>
        {sections.map((section, index) => (
          <section key={section.id} className={css.section} aria-labelledby={section.id}>
            <h2 id={section.id} className={css.sectionTitle}>
              <span className={css.number}>{`${index + 1}.`}</span> {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </article>
  );
}
