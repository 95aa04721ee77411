import { PageLink } from "~/components/links/PageLink";
import { moreFiltersView } from "~/listing/more-filters";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import {
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { logger } from "@rli/contract/logging/logger";
import { breadcrumbTrail } from "~/agency/breadcrumb";
import { criteriaToQuery, withPage, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { sortLabel, sortOrders } from "@rli/contract/agency/search-options";
import { frenchPath, languageOfPath, localPath } from "@rli/contract/i18n/language";
import { searchProperties } from "~/api/client.server";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { Breadcrumb } from "~/components/layout/Breadcrumb";
import { ListJsonLd } from "~/components/listing/ListJsonLd";
import { EmptyResults } from "~/components/listing/EmptyResults";
import { FeedLink } from "~/components/listing/FeedLink";
import { ListingGrid } from "~/components/listing/ListingGrid";
import { resultListTexts } from "~/components/listing/listing.texts";
import { ChoiceLinks } from "~/components/listing/ChoiceLinks";
import { RegionMap } from "~/components/map/RegionMap";
import { Pagination } from "~/components/pagination/Pagination";
import { SearchForm } from "~/components/search/SearchForm";
import { Spinner } from "~/components/ui/Spinner";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { pageOfReference } from "~/listing/reference-page.server";
import { searchItemCard } from "~/listing/card-view";
import { withNews } from "~/listing/listing-news.server";
import { feedHref } from "~/listing/list-feed";
import { alertSchema } from "~/alerts/alert-schema";
import { savedSearchOf } from "~/alerts/saved-search.server";
import { AlertSection } from "~/components/alerts/AlertSection";
import { fieldConstraint } from "~/forms/field-constraint.server";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { notFound } from "~/listing/list-http";
import { absoluteImage } from "~/listing/list-seo";
import { notFoundMessage, resolveListAddress } from "~/listing/list-address";
import {
  canonicalListHref,
  listHref,
  mapViewQuery,
  pageCount,
  readListQuery,
  spellListQuery,
  withKept,
  withQuery,
} from "~/listing/list-query";
import {
  cityNames,
  countText,
  describeFilters,
  listHeading,
  listMeta,
  listTexts,
  shouldNoindex,
} from "~/listing/list-text";
import { listMap } from "~/listing/list-map.server";
import { loadSearchLists } from "~/listing/search-lists.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { mobile } from "~/styles/theme.css";
import * as css from "./results.css";

/**
 * Every list of listings (product §2.4): /annonces, /recherche, /vendus, /nos-appartements,
 * /nos-maisons, /vente, /location and their /{type} and /{type}/{city} addresses.
 * The path fixes what is listed; /recherche and /vendus read their filters from the query.
 * Any other spelling of the query is redirected (302) to the canonical one. Under /de and /en the
 * same lists answer in German and English, their links and redirects keeping the prefix.
 */
const alertConstraint = fieldConstraint(alertSchema);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const local = (path: string) => localPath(path, language);
  const lists = await loadSearchLists(language);
  const resolved = resolveListAddress(frenchPath(url.pathname), params, lists.cities);
  if (resolved.kind === "not-found") throw notFound(notFoundMessage(resolved.reason, language));
  if (resolved.kind === "redirect") throw redirect(`${local(resolved.path)}${url.search}`, 301);
  const { address } = resolved;

  const query = readListQuery(address, url.searchParams);
  // A reference typed in the search leads to its listing's page.
  const named = query.criteria.q ? await pageOfReference(query.criteria.q, language) : undefined;
  if (named) throw redirect(named, { status: 302, headers: { "Cache-Control": cacheControl.listing } });
  const goTo = (criteria: SearchCriteria) =>
    redirect(withKept(local(listHref(address, criteria)), query.kept), {
      status: 302,
      headers: { "Cache-Control": cacheControl.listing },
    });
  // A page past the end is only known after the search; anything else is fixed at once.
  if (!query.isCanonical && query.criteria.page === 1) throw goTo(query.criteria);

  const isMap = query.view === "map";
  const [result, map] = await Promise.all([
    orErrorPage(searchProperties(query.criteria)),
    // A map that cannot be drawn (an upstream without its call, or down) leaves the list in its place.
    isMap ? listMap(query.criteria, address.searchPath, language).catch(mapUnavailable) : null,
  ]);
  const totalPages = pageCount(result.totalItems, result.itemsPerPage);
  const lastPage = Math.max(totalPages, 1);
  if (query.criteria.page > lastPage) throw goTo(withPage(query.criteria, lastPage));
  if (!query.isCanonical) throw goTo(query.criteria);

  const criteria = query.criteria;
  const origin = siteOrigin(request);
  const names = new Map(cityNames(lists.cities));
  if (address.city) names.set(address.city.postalCode, address.city.name);
  const cards = await withNews(
    result.properties.map((item) => searchItemCard(item, language)),
    language,
  );
  const heading = listHeading(address, criteria, names, language);
  const { title, description } = listMeta(address, criteria, names, result.totalItems, language);
  const breadcrumb = address.section
    ? breadcrumbTrail(
        address.path,
        { city: address.city ? `${address.city.name} (${address.city.postalCode})` : undefined },
        language,
      )
    : [];
  const pageHref = (page: number) => `${origin}${local(canonicalListHref(address, withPage(criteria, page)))}`;
  const feed = local(feedHref(address.path, criteria));
  const filters = describeFilters(criteria, language);
  const saved = savedSearchOf(address, criteria);

  return {
    path: address.path,
    criteria,
    lists,
    // Where the address carries the filters (/recherche): the other lists' forms start a search there
    // with the basics; sold and let listings are shown, not chosen by what they have (decision 179).
    more: address.filtersFromQuery && !criteria.sold ? moreFiltersView(language, zurichDay(new Date())) : null,
    heading,
    filters,
    alert: saved ? { token: newSubmissionToken(), search: saved.href, constraint: alertConstraint } : null,
    map,
    isMap,
    views: {
      list: local(listHref(address, withPage(criteria, 1))),
      map: withKept(local(listHref(address, withPage(criteria, 1))), mapViewQuery),
    },
    count: countText(result.totalItems, language),
    totalItems: result.totalItems,
    totalPages,
    showAllLink: address.showAllLink,
    sortLinks: sortOrders.map((sort) => ({
      label: sortLabel(sort, language),
      href: local(listHref(address, { ...criteria, sort, page: 1 })),
      current: sort === criteria.sort,
    })),
    feed: { href: feed, title: listTexts[language].feedTitle(heading) },
    cards,
    breadcrumb,
    seo: {
      title,
      description,
      canonical: `${origin}${local(canonicalListHref(address, criteria))}`,
      prev: !isMap && criteria.page > 1 ? pageHref(criteria.page - 1) : null,
      next: !isMap && criteria.page < totalPages ? pageHref(criteria.page + 1) : null,
      // The map shows the list's results again: the list is the page to index.
      noindex: isMap || shouldNoindex(address, criteria, result.totalItems),
      image: absoluteImage(origin, cards[0]?.image?.src),
      feed: `${origin}${feed}`,
    },
    // The ItemList is made in the page from the cards: their addresses travel once.
    itemList: { name: heading, origin, offset: (criteria.page - 1) * result.itemsPerPage, total: result.totalItems },
  };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { seo } = data;
  const tags: MetaDescriptor[] = pageMeta(seo);
  if (seo.prev) tags.push({ tagName: "link", rel: "prev", href: seo.prev });
  if (seo.next) tags.push({ tagName: "link", rel: "next", href: seo.next });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: data.feed.title,
    href: seo.feed,
  });
  return tags;
};

export default function Results() {
  const data = useLoaderData<typeof loader>();
  const texts = useTexts(resultListTexts);
  const local = useLocalPath();
  const { criteria } = data;
  const path = local(data.path);
  const listKey = `${path}?${criteriaToQuery(withPage(criteria, 1))}`;
  useScrollOnPageChange(criteria.page, listKey);
  const loading = useLoadingList(path);
  const hrefFor = (page: number) => withQuery(path, spellListQuery(data.path, withPage(criteria, page)));

  return (
    <div className={`${container} ${css.page}`}>
      <Breadcrumb items={data.breadcrumb} />
      <header className={css.header}>
        <h1 className={css.title}>{data.heading}</h1>
        {data.filters ? <p className={css.filters}>{data.filters}</p> : null}
      </header>

      <SearchForm
        criteria={criteria}
        cities={data.lists.cities}
        types={data.lists.types}
        more={data.more ?? undefined}
      />

      <div className={css.toolbar}>
        <p className={css.count} data-page-start>
          {data.count}
        </p>
        {data.showAllLink ? (
          <PageLink to={local("/annonces")} className={css.allLink}>
            {texts.seeAll}
          </PageLink>
        ) : null}
      </div>

      <div className={css.choices}>
        {data.totalItems > 0 ? (
          <ChoiceLinks
            label={texts.views}
            links={[
              { label: texts.listView, href: data.views.list, current: !data.isMap },
              { label: texts.mapView, href: data.views.map, current: data.isMap },
            ]}
          />
        ) : null}
        {data.totalItems > 1 && !data.map ? (
          <ChoiceLinks label={texts.sortResults} shownLabel={texts.sort} links={data.sortLinks} />
        ) : null}
      </div>

      {data.map ? null : (
        <Pagination page={criteria.page} totalPages={data.totalPages} hrefFor={hrefFor} label={texts.pages} />
      )}

      <div className={css.results} aria-busy={loading || undefined}>
        {loading ? (
          <div className={css.loading}>
            <Spinner />
          </div>
        ) : null}
        {data.isMap && !data.map && data.totalItems > 0 ? <p className={css.notice}>{texts.mapUnavailable}</p> : null}
        {data.map && data.totalItems > 0 ? (
          <RegionMap map={data.map} />
        ) : data.cards.length > 0 ? (
          <ListingGrid cards={data.cards} label={data.heading} />
        ) : (
          <EmptyResults allHref={data.showAllLink ? "/annonces" : ""} />
        )}
      </div>

      {data.map ? null : (
        <Pagination page={criteria.page} totalPages={data.totalPages} hrefFor={hrefFor} label={texts.pagesBottom} />
      )}

      {data.alert ? <AlertSection view={data.alert} /> : null}

      <FeedLink href={data.feed.href} />

      <ListJsonLd list={data.itemList} cards={data.cards} breadcrumb={data.breadcrumb} />
    </div>
  );
}

function mapUnavailable(error: unknown): null {
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn(
    { component: "site", event: "upstream.unavailable", part: "places", reason },
    "Carte des résultats indisponible",
  );
  return null;
}

/** True while scripts load another page of this list or another search at this address. */
function useLoadingList(path: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === path && location.pathname === path;
}

/**
 * After a change of page within the same list, scroll to the top of the results (product §2.4:
 * 500 px from the top on a phone, 300 px on a desktop). Back and forward keep their position.
 */
function useScrollOnPageChange(page: number, listKey: string) {
  const previous = useRef({ page, listKey });
  const navigationType = useNavigationType();
  useEffect(() => {
    const before = previous.current;
    previous.current = { page, listKey };
    if (before.listKey !== listKey || before.page === page || navigationType === "POP") return;
    const top = window.matchMedia(mobile).matches ? 500 : 300;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top, behavior: smooth ? "smooth" : "auto" });
  }, [page, listKey, navigationType]);
}
