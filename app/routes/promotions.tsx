import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ChoiceLinks } from "~/components/listing/ChoiceLinks";
import { RegionMap } from "~/components/map/RegionMap";
import { promotionsMap } from "~/listing/list-map.server";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { useLoaderData } from "@remix-run/react";
import { frenchPath, languageOfPath, localPath } from "@rli/contract/i18n/language";
import { breadcrumbTrail } from "~/agency/breadcrumb";
import { getPromotions } from "~/api/client.server";
import { useTexts } from "~/components/i18n/useLanguage";
import { Breadcrumb } from "~/components/layout/Breadcrumb";
import { ListJsonLd } from "~/components/listing/ListJsonLd";
import { EmptyResults } from "~/components/listing/EmptyResults";
import { ListingGrid } from "~/components/listing/ListingGrid";
import { resultListTexts } from "~/components/listing/listing.texts";
import { promotionsListTexts } from "~/components/listing/promotions.texts";
import { orErrorPage } from "~/http/upstream-response.server";
import { promotionCard } from "~/listing/card-view";
import { withNews } from "~/listing/listing-news.server";
import { notFound } from "~/listing/list-http";
import { notFoundMessage } from "~/listing/list-address";
import { absoluteImage } from "~/listing/list-seo";
import {
  promotionsAt,
  promotionsCountText,
  promotionsHeading,
  promotionsTexts,
  resolvePromotionsAddress,
} from "~/listing/promotions-address";
import { loadSearchLists } from "~/listing/search-lists.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./promotions.css";

/**
 * The new-build promotions (product §2.7): all of them at /promotions, those for sale at
 * /vente/promotions, and those of one city at /vente/promotions/{city} or /location/promotions/{city}.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const texts = promotionsTexts[language];
  const [promotions, lists] = await Promise.all([orErrorPage(getPromotions()), loadSearchLists()]);
  const places = [
    ...(lists.cities ?? []),
    ...promotions.map((promotion) => ({ name: promotion.locality, postalCode: promotion.postalCode })),
  ];
  const resolved = resolvePromotionsAddress(frenchPath(url.pathname), params, places);
  if (resolved.kind === "not-found") throw notFound(notFoundMessage(resolved.reason, language));
  if (resolved.kind === "redirect") throw redirect(`${localPath(resolved.path, language)}${url.search}`, 301);
  const { address } = resolved;

  const origin = siteOrigin(request);
  const shown = promotionsAt(address, promotions);
  const cards = await withNews(
    shown.map((promotion) => promotionCard(promotion, language)),
    language,
  );
  // `?vue=carte` shows the same promotions on a map (decision 145); the list stays the page to index.
  const isMap = url.searchParams.get("vue") === "carte";
  const listPath = localPath(address.path, language);
  const heading = promotionsHeading(address, language);
  const breadcrumb = address.section
    ? breadcrumbTrail(
        address.path,
        { city: address.city ? `${address.city.name} (${address.city.postalCode})` : undefined },
        language,
      )
    : [];
  const count = promotionsCountText(cards.length, language);
  return {
    heading,
    count,
    cards,
    breadcrumb,
    isAll: !address.section && !address.city,
    map: isMap && shown.length > 0 ? promotionsMap(shown, language) : null,
    views: { list: listPath, map: `${listPath}?vue=carte` },
    seo: {
      title: heading,
      description: cards.length > 0 ? texts.description(heading, count) : texts.emptyDescription(heading),
      canonical: `${origin}${localPath(address.path, language)}`,
      noindex: isMap || cards.length === 0,
      image: absoluteImage(origin, cards[0]?.image?.src),
    },
    // The ItemList is made in the page from the cards: their addresses travel once.
    itemList: { name: heading, origin, offset: 0, total: cards.length },
  };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function Promotions() {
  const data = useLoaderData<typeof loader>();
  const texts = useTexts(promotionsListTexts);
  const listTexts = useTexts(resultListTexts);
  return (
    <div className={`${container} ${css.page}`}>
      <Breadcrumb items={data.breadcrumb} />
      <header className={css.header}>
        <h1 className={css.title}>{data.heading}</h1>
        <p className={css.lead}>{texts.lead}</p>
      </header>
      <p className={css.count}>{data.count}</p>
      {data.cards.length > 0 ? (
        <ChoiceLinks
          label={listTexts.views}
          links={[
            { label: listTexts.listView, href: data.views.list, current: !data.map },
            { label: listTexts.mapView, href: data.views.map, current: Boolean(data.map) },
          ]}
        />
      ) : null}
      {data.map ? (
        <RegionMap map={data.map} />
      ) : data.cards.length > 0 ? (
        <ListingGrid cards={data.cards} label={data.heading} />
      ) : (
        <EmptyResults
          title={texts.empty}
          allHref={data.isAll ? "/annonces" : "/promotions"}
          allLabel={data.isAll ? listTexts.seeAll : texts.seeAll}
        />
      )}
      <ListJsonLd list={data.itemList} cards={data.cards} breadcrumb={data.breadcrumb} />
    </div>
  );
}
