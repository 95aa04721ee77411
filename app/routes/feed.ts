import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { defaultSortOrder } from "@rli/contract/agency/search-options";
import { frenchPath, languageOfPath, localPath } from "@rli/contract/i18n/language";
import { searchProperties } from "~/api/client.server";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { orErrorPage } from "~/http/upstream-response.server";
import { searchItemCard } from "~/listing/card-view";
import { withNews } from "~/listing/listing-news.server";
import { resolveListAddress } from "~/listing/list-address";
import {
  ATOM_TYPE,
  atomFeed,
  FEED_PREFIX,
  FEED_SUFFIX,
  feedHref,
  feedListPath,
  feedTexts,
  listParams,
} from "~/listing/list-feed";
import { notFound } from "~/listing/list-http";
import { readListQuery } from "~/listing/list-query";
import { cityNames, listHeading } from "~/listing/list-text";
import { loadSearchLists } from "~/listing/search-lists.server";
import { siteOrigin } from "~/seo/origin.server";
import { agency } from "@rli/contract/agency/agency";

/**
 * `/flux/{list path}.xml?{list query}`: the Atom feed of any result list, newest first.
 * Bad filters are dropped as on the list itself; an unknown list is a 404. Under /de and /en the
 * feed speaks German or English and links to the pages in that language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const local = (path: string) => localPath(path, language);
  const NO_FEED = feedTexts[language].unknown;
  const path = feedListPath(frenchPath(url.pathname));
  if (!path) throw notFound(NO_FEED);
  const lists = await loadSearchLists();
  const resolved = resolveListAddress(path, listParams(path), lists.cities);
  if (resolved.kind === "not-found") throw notFound(NO_FEED);
  const moved = (target: string) =>
    redirect(target, { status: 301, headers: { "Cache-Control": cacheControl.listing } });
  if (resolved.kind === "redirect")
    throw moved(`${local(`${FEED_PREFIX}${resolved.path}${FEED_SUFFIX}`)}${url.search}`);
  const { address } = resolved;
  const query = readListQuery(address, url.searchParams);
  // One address per feed: any other spelling (a page, an order, a bad filter) goes there.
  const canonical = local(feedHref(address.path, query.criteria));
  if (`${url.pathname}${url.search}` !== canonical) throw moved(canonical);

  const criteria = { ...query.criteria, page: 1, sort: defaultSortOrder };
  const result = await orErrorPage(searchProperties(criteria));
  const origin = siteOrigin(request);
  const names = new Map(cityNames(lists.cities));
  if (address.city) names.set(address.city.postalCode, address.city.name);
  const xml = atomFeed({
    title: `${listHeading(address, criteria, names, language)} | ${agency.name}`,
    language,
    feedUrl: `${origin}${canonical}`,
    listUrl: `${origin}${local(address.path)}`,
    origin,
    entries: (
      await withNews(
        result.properties.map((item) => searchItemCard(item, language)),
        language,
      )
    ).map((card, index) => ({ card, publishedAt: result.properties[index]!.publishedAt })),
    now: new Date(),
  });
  return new Response(xml, {
    headers: { "Content-Type": ATOM_TYPE, "Cache-Control": cacheControl.listing },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
