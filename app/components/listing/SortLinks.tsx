import { Link } from "@remix-run/react";
import * as css from "./SortLinks.css";

type SortLink = { label: string; href: string; current: boolean };

/**
 * The orders of a result list as plain links (they work without scripts and keep every filter);
 * the current one is marked for assistive technologies with aria-current.
 */
export function SortLinks({ links }: { links: SortLink[] }) {
  return (
    <nav aria-label="Trier les résultats" className={css.nav}>
      <span className={css.label} aria-hidden="true">
        Trier :
      </span>
      <ul className={css.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={css.link}
              aria-current={link.current ? "true" : undefined}
              preventScrollReset
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
