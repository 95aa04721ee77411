/**
 * The Atom feed of a result list (issue 15): the same search, newest first, first page only.
 * It lives at `/flux{list path}.xml` with the list's own query (filters, minimum area), so a
 * visitor can follow a search in a feed reader instead of creating an account. Pure.
 */
import { agency } from "@rli/contract/agency/agency";
import { defaultSortOrder } from "@rli/contract/agency/search-options";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import { htmlLang, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { xmlEscape } from "~/detail/sitemap";
import type { CardView } from "./card-view";
import { spellListQuery, withQuery } from "./list-query";

export const FEED_PREFIX = "/flux";
export const FEED_SUFFIX = ".xml";
export const ATOM_TYPE = "application/atom+xml; charset=utf-8";

/** The feed's address for a list path and its criteria: page and order are not part of it. */
export function feedHref(path: string, criteria: SearchCriteria): string {
  const query = spellListQuery(path, { ...criteria, page: 1, sort: defaultSortOrder })
    .split("&")
    .filter((part) => part !== "" && part !== "page=1")
    .join("&");
  return withQuery(`${FEED_PREFIX}${path}${FEED_SUFFIX}`, query);
}

/** The list path a feed address stands for ("/vente/appartement"), or undefined. */
export function feedListPath(pathname: string): string | undefined {
  if (!pathname.startsWith(`${FEED_PREFIX}/`) || !pathname.endsWith(FEED_SUFFIX)) return undefined;
  const path = pathname.slice(FEED_PREFIX.length, -FEED_SUFFIX.length);
  return /^\/[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/i.test(path) ? path : undefined;
}

/** The route parameters of a list path, as remix.config.js would give them. */
export function listParams(path: string): { type?: string; city?: string } {
  const [first, type, city] = path.split("/").slice(1);
  if (first !== "vente" && first !== "location") return {};
  return { type, city };
}

type FeedEntry = { card: CardView; publishedAt: string | null };

/** The feed's own words, in each language. */
export const feedTexts = defineTexts({
  fr: {
    subtitle: (agency: string) => `Les dernières annonces de ${agency}`,
    unknown: "Ce flux n'existe pas : il suit une liste d'annonces, par exemple /flux/annonces.xml.",
  },
  de: {
    subtitle: (agency: string) => `Die neuesten Inserate von ${agency}`,
    unknown: "Diesen Feed gibt es nicht: Er folgt einer Liste von Inseraten, zum Beispiel /de/flux/annonces.xml.",
  },
  en: {
    subtitle: (agency: string) => `The latest listings from ${agency}`,
    unknown: "This feed does not exist: it follows a list of listings, for example /en/flux/annonces.xml.",
  },
});

type Feed = {
  title: string;
  /** French when not given. */
  language?: Language;
  /** Absolute addresses. */
  feedUrl: string;
  listUrl: string;
  origin: string;
  entries: FeedEntry[];
  /** When nothing is dated: the time the feed is drawn. */
  now: Date;
};

/** Characters XML 1.0 does not allow, whatever their escaping. */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern removes
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return xmlEscape(value.replace(NOT_XML, ""));
}

function isoDate(value: string | null | undefined): string | undefined {
  return zurichInstantOf(value)?.toISOString();
}

/** "CHF 850'000.– · 4½ pièces · 120 m² bruts · 1870 Monthey". */
export function entrySummary(card: CardView): string {
  return [card.news ?? "", card.price, ...card.facts, card.lots?.size ?? "", card.place].filter(Boolean).join(" · ");
}

export function atomFeed(feed: Feed): string {
  const dates = feed.entries.map((entry) => isoDate(entry.publishedAt)).filter((date) => date !== undefined);
  const updated = dates.sort().at(-1) ?? feed.now.toISOString();
  const entries = feed.entries.map(({ card, publishedAt }) => {
    const url = new URL(card.href, feed.origin).toString();
    return [
      "  <entry>",
      `    <id>${text(url)}</id>`,
      `    <title${card.lang ? ` xml:lang="${text(card.lang)}"` : ""}>${text(card.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(url)}"/>`,
      `    <updated>${isoDate(publishedAt) ?? updated}</updated>`,
      `    <summary>${text(entrySummary(card))}</summary>`,
      card.eyebrow ? `    <category term="${text(card.eyebrow)}"/>` : "",
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang[feed.language ?? "fr"]}">`,
    `  <id>${text(feed.feedUrl)}</id>`,
    `  <title>${text(feed.title)}</title>`,
    `  <subtitle>${text(feedTexts[feed.language ?? "fr"].subtitle(agency.name))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${text(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(feed.listUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${text(agency.name)}</name><uri>${text(feed.origin)}/</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
