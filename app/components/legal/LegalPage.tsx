import { PageLink } from "~/components/links/PageLink";
import type { ReactNode } from "react";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { container } from "~/styles/global.css";
import { AgencyAddress } from "./AgencyAddress";
import * as css from "./LegalPage.css";
import { legalPageTexts } from "./LegalPage.texts";

/**
 * A block of a legal text: a paragraph, a subheading, a list, or the agency's address. Paragraphs
 * and list items may hold links `[text](address)` (a site address is a French path, shown in the
 * page's language), `**strong**`, `` `code` `` and `^superscript^`. The texts live on the server and
 * come with the page's data in its language only.
 */
export type LegalBlock = string | { h3: string } | { list: readonly string[] } | { address: true };

export type LegalSection = { title: string; blocks: readonly LegalBlock[] };

/** A legal text; its sections are named by their anchors, in order. */
export type LegalDocument = {
  title: string;
  description: string;
  intro: readonly LegalBlock[];
  sections: Readonly<Record<string, LegalSection>>;
};

type Props = {
  document: LegalDocument;
  /** Date of the last update: ISO (2025-05-15) and as the page's language writes it (15.05.2025, 15 May 2025). */
  updated: { iso: string; text: string };
};

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`|\^([^^]+)\^/g;

/** The text of a paragraph with its links and marks. */
function Inline({ text }: { text: string }) {
  const local = useLocalPath();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, label, href, strong, code, sup] = match;
    parts.push(text.slice(last, match.index));
    const key = match.index;
    if (label !== undefined && href !== undefined) {
      if (href.startsWith("/")) {
        parts.push(
          <PageLink key={key} to={local(href)}>
            {label}
          </PageLink>,
        );
      } else {
        const external = /^https?:/.test(href);
        parts.push(
          <a key={key} href={href} rel={external ? "noopener noreferrer" : undefined}>
            {label}
          </a>,
        );
      }
    } else if (strong !== undefined) parts.push(<strong key={key}>{strong}</strong>);
    else if (code !== undefined) parts.push(<code key={key}>{code}</code>);
    else if (sup !== undefined) parts.push(<sup key={key}>{sup}</sup>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  }
  if ("h3" in block) return <h3>{block.h3}</h3>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <AgencyAddress />;
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

/**
 * A legal text: title, date of the last update, numbered table of contents with anchor links,
 * then the numbered sections, in a column of readable width.
 */
export function LegalPage({ document, updated }: Props) {
  const texts = useTexts(legalPageTexts);
  const sections = Object.entries(document.sections);
  return (
    <article className={`${container} ${css.page}`} aria-labelledby="titre-page">
      <header className={css.header}>
        <h1 id="titre-page">{document.title}</h1>
        <p className={css.updated}>
          {texts.updated} <time dateTime={updated.iso}>{updated.text}</time>
        </p>
        <div className={css.intro}>
          <Blocks blocks={document.intro} />
        </div>
      </header>

      <nav className={css.toc} aria-labelledby="titre-sommaire">
        <h2 id="titre-sommaire" className={css.tocTitle}>
          {texts.contents}
        </h2>
        <ol className={css.tocList}>
          {sections.map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className={css.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={css.body}>
        {sections.map(([id, section], index) => (
          <section key={id} className={css.section} aria-labelledby={id}>
            <h2 id={id} className={css.sectionTitle}>
              <span className={css.number}>{`${index + 1}.`}</span> {section.title}
            </h2>
            <Blocks blocks={section.blocks} />
          </section>
        ))}
      </div>
    </article>
  );
}
