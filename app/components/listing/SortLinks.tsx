import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import * as css from "./SortLinks.css";
import { resultListTexts } from "./listing.texts";

type SortLink = { label: string; href: string; current: boolean };

/**
 * The orders of a result list as plain links (they work without scripts and keep every filter);
 * the current one is marked for assistive technologies with aria-current.
 */
export function SortLinks({ links }: { links: SortLink[] }) {
  const texts = useTexts(resultListTexts);
  return (
    <nav aria-label={texts.sortResults} className={css.nav}>
      <span className={css.label} aria-hidden="true">
        {texts.sort}
      </span>
      <ul className={css.list}>
        {links.map((link) => (
          <li key={link.href}>
            <PageLink
              to={link.href}
              className={css.link}
              aria-current={link.current ? "true" : undefined}
              preventScrollReset
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
