import { Link } from "@remix-run/react";
import type { Crumb } from "~/agency/breadcrumb";
import * as css from "./Breadcrumb.css";

/** Accueil > Vente/Location > type > city > REFERENCE (product §2.8); the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label="Fil d'Ariane" className={css.breadcrumb}>
      <ol className={css.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className={css.item}>
              {current ? <span aria-current="page">{item.label}</span> : <Link to={item.href}>{item.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for search engines; `origin` makes the addresses absolute. */
export function breadcrumbJsonLd(items: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: new URL(item.href, origin).toString(),
    })),
  };
}
