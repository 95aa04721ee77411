import { PageLink } from "~/components/links/PageLink";
import type { Crumb } from "~/agency/breadcrumb";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import * as css from "./Breadcrumb.css";
import { breadcrumbTexts } from "./Breadcrumb.texts";

/**
 * Accueil > Vente/Location > type > city > REFERENCE (product §2.8); the last crumb is the current page.
 * The crumbs' addresses are French paths, shown in the page's language.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const texts = useTexts(breadcrumbTexts);
  const local = useLocalPath();
  if (items.length < 2) return null;
  return (
    <nav aria-label={texts.label} className={css.breadcrumb}>
      <ol className={css.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className={css.item}>
              {current ? (
                <span aria-current="page" lang={item.lang}>
                  {item.label}
                </span>
              ) : (
                <PageLink to={local(item.href)} lang={item.lang}>
                  {item.label}
                </PageLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for search engines; `origin` makes the addresses absolute, in the page's language. */
export function breadcrumbJsonLd(items: Crumb[], origin: string, language: Language = "fr") {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: new URL(localPath(item.href, language), origin).toString(),
    })),
  };
}
