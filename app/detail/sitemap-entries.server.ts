/**
 * Everything the sitemap lists, read from the API: listings of every search (buy, rent, and the
 * sold ones of both), every promotion with its lots, and every blog post.
 */
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { blogPostPath } from "~/agency/blog";
import { POSTS_LANGUAGE } from "~/blog/blog-view";
import { defaultCriteria, type ActionType, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { getBlogPosts, getPromotions, searchProperties } from "~/api/client.server";
import type { Promotion, SearchItem } from "@rli/contract/api/contract";
import { MAX_SEARCH_PAGES, staticPaths, type SitemapEntry } from "./sitemap";

/** Search pages read at the same time. */
const CONCURRENCY = 4;

const searches: readonly { actionType: ActionType; sold: boolean }[] = [
  { actionType: "Acheter", sold: false },
  { actionType: "Louer", sold: false },
  { actionType: "Acheter", sold: true },
  { actionType: "Louer", sold: true },
];

function itemEntry(item: SearchItem): SitemapEntry {
  const path = item.isPromotion
    ? promotionPath(item)
    : listingPath({ ...item, promotionRef: item.promotionRef ?? undefined });
  return { path, lastmod: item.publishedAt };
}

async function searchEntries(base: SearchCriteria): Promise<SitemapEntry[]> {
  const first = await searchProperties({ ...base, page: 1 });
  const pages = Math.min(Math.ceil(first.totalItems / first.itemsPerPage), MAX_SEARCH_PAGES);
  const items = [...first.properties];
  const remaining = Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => index + 2);
  while (remaining.length > 0) {
    const batch = remaining.splice(0, CONCURRENCY);
    const results = await Promise.all(batch.map((page) => searchProperties({ ...base, page })));
    for (const result of results) items.push(...result.properties);
  }
  return items.map(itemEntry);
}

function promotionEntries(promotion: Promotion): SitemapEntry[] {
  const lots = promotion.buildings.flatMap((building) => building.properties);
  return [
    { path: promotionPath(promotion), lastmod: promotion.publishedAt },
    ...lots.map((lot) => ({
      path: listingPath({ ...lot, promotionRef: lot.promotionRef ?? promotion.ref }),
      lastmod: lot.publishedAt,
    })),
  ];
}

/** Throws the API's error when any part cannot be read: a partial sitemap would hide pages. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [listings, promotions, posts] = await Promise.all([
    Promise.all(searches.map(({ actionType, sold }) => searchEntries({ ...defaultCriteria(sold), actionType }))),
    getPromotions(),
    getBlogPosts(),
  ]);
  return [
    ...staticPaths.map((path) => ({ path })),
    ...promotions.flatMap(promotionEntries),
    ...listings.flat(),
    // Posts are written in French only: their German and English addresses are not listed (decision 144).
    ...posts.map((post) => ({ path: blogPostPath(post), lastmod: post.created_at, languages: [POSTS_LANGUAGE] })),
  ];
}
