import { PageLink } from "~/components/links/PageLink";
import * as css from "./ChoiceLinks.css";

type ChoiceLink = { label: string; href: string; current: boolean };

/**
 * Choices of a result list as plain links (the order, list or map): they work without scripts and
 * keep every filter; the current one is marked for assistive technologies with aria-current.
 */
export function ChoiceLinks({ links, label, shownLabel }: { links: ChoiceLink[]; label: string; shownLabel?: string }) {
  return (
    <nav aria-label={label} className={css.nav}>
      {shownLabel ? (
        <span className={css.label} aria-hidden="true">
          {shownLabel}
        </span>
      ) : null}
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
