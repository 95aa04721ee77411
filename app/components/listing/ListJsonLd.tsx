import { useLanguage } from "~/components/i18n/useLanguage";
import { JsonLd } from "~/components/JsonLd";
import type { Crumb } from "~/agency/breadcrumb";
import { breadcrumbJsonLd } from "~/components/layout/Breadcrumb";
import type { CardView } from "~/listing/card-view";
import { itemListJsonLd } from "~/listing/list-seo";

/** What a list's data says of its ItemList: the rest (the addresses) comes from its cards. */
export type ItemListInfo = { name: string; origin: string; offset: number; total: number };

/**
 * A list page's structured data, made in the page from the cards and the breadcrumb it shows, so that
 * the page's data carries each address once: the ItemList, and the BreadcrumbList below a section.
 */
export function ListJsonLd({
  list,
  cards,
  breadcrumb,
}: {
  list: ItemListInfo;
  cards: CardView[];
  breadcrumb: Crumb[];
}) {
  const language = useLanguage();
  return (
    <>
      <JsonLd data={itemListJsonLd(list.name, list.origin, cards, list.offset, list.total)} />
      {breadcrumb.length > 1 ? <JsonLd data={breadcrumbJsonLd(breadcrumb, list.origin, language)} /> : null}
    </>
  );
}
