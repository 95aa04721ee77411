import { frenchPath, languageOfPath, type Language } from "@rli/contract/i18n/language";
import { env } from "~/env.server";
import { rejectionPage, rejectionTexts, type Rejection } from "./request-guard";
import { createVisitorLimit, type VisitorLimit } from "./visitor-limit.server";

/**
 * A per-visitor limit on the work public addresses cost the server: a picture encoded on demand
 * (counted by the image route, only when it is not on disk yet), a list of search results drawn
 * without the page cache, the sitemap drawn, a listing's PDF sheet made (its photos fetched and
 * encoded each time), a map's base drawn. What is served from a cache (a picture on disk, a 304,
 * a list page kept by the page cache) costs nothing and is not counted, so one address shared by
 * many people (an office, a school, a mobile operator) browsing pages already drawn never meets it.
 * Generous (PUBLIC_RATE_LIMIT_PER_MIN, 600 a minute by default): a person browsing never meets it,
 * a robot walking every combination of filters or asking every width of every photo does.
 * The production server (server/app.ts) applies it to pages after the page cache, before Remix.
 */

const LIST_PAGES = /^\/(?:annonces|recherche|vendus|nos-appartements|nos-maisons)\/?$/;
/** /vente, /location and their type and city, but not promotions nor listings (a fourth segment). */
const SEARCH_PAGES = /^\/(?:vente|location)(?:\/(?!promotions(?:\/|$))[^/]+){0,2}\/?$/;
/** /fiche/{ref}.pdf, whatever follows /fiche/: a wrong one costs an upstream call too. */
const SHEETS = /^\/fiche\/[^/]/;
/** A map's base drawing (decision 145): the browser keeps it for a year, a new one costs drawing. */
const MAP_BASES = /^\/carte\/fond\//;

/**
 * True for the pages counted each time they are drawn: lists of results (with Remix's `.data`
 * requests of the same pages, never kept by the page cache), the sitemap and the PDF sheets.
 * Pictures are counted by their route, when one is encoded.
 */
export function isCostlyPage(path: string): boolean {
  const french = frenchPath(path);
  if (path === "/sitemap.xml" || SHEETS.test(french) || MAP_BASES.test(path)) return true;
  const page = french.endsWith(".data") ? french.slice(0, -".data".length) : french;
  return LIST_PAGES.test(page) || SEARCH_PAGES.test(page);
}

/** The refusal shown when a visitor has asked for too much work (429, with Retry-After), in the address's language. */
export function limitRejection(retryAfterSeconds: number, language: Language = "fr"): Rejection {
  return { status: 429, ...rejectionTexts[language].limit, retryAfterSeconds, language };
}

/** The same refusal as a response, for a route that counts its own work (the image route). */
export function limitResponse(retryAfterSeconds: number): Response {
  return new Response(rejectionPage(limitRejection(retryAfterSeconds)), {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
    },
  });
}

/** Counts one piece of work for a visitor: null when allowed, or the seconds to wait. */
export type WorkCharge = (address: string) => Promise<{ retryAfterSeconds: number } | null>;

export function createWorkCharge(limit: VisitorLimit): WorkCharge {
  return async (address) => {
    const allowance = await limit.take(address || "inconnue");
    return allowance.allowed ? null : { retryAfterSeconds: allowance.retryAfterSeconds };
  };
}

type PublicLimit = (visit: { path: string; address: string }) => Promise<Rejection | null>;

/** The check of the production server (server/app.ts), for a page about to be drawn (not served from the page cache). */
export function createPublicLimit(limit: VisitorLimit): PublicLimit {
  const charge = createWorkCharge(limit);
  return async ({ path, address }) => {
    if (!isCostlyPage(path)) return null;
    const refused = await charge(address);
    return refused ? limitRejection(refused.retryAfterSeconds, languageOfPath(path)) : null;
  };
}

/** One allowance per visitor for pages and pictures alike: shared by the site's processes through Redis when configured. */
const visitorWork = createVisitorLimit({ name: "pages", points: env.PUBLIC_RATE_LIMIT_PER_MIN, windowSeconds: 60 });

/** The limit of the production server, for pages drawn. */
export const publicLimit: PublicLimit = createPublicLimit(visitorWork);

/** The limit of the image route, for pictures encoded. */
export const chargeWork: WorkCharge = createWorkCharge(visitorWork);
