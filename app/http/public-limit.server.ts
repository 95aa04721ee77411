import { env } from "~/env.server";
import type { Rejection } from "./request-guard";
import { createVisitorLimit, type VisitorLimit } from "./visitor-limit.server";

/**
 * A per-visitor limit on the public addresses that cost the server work on every request:
 * pictures encoded on demand (/images/…), lists of search results and the sitemap. Generous
 * (PUBLIC_RATE_LIMIT_PER_MIN, 600 a minute by default): a person browsing never meets it, a
 * robot walking every combination of filters does. Applied by server.mjs, before Remix.
 */

const LIST_PAGES = /^\/(?:annonces|recherche|vendus|nos-appartements|nos-maisons)\/?$/;
/** /vente, /location and their type and city, but not promotions nor listings (a fourth segment). */
const SEARCH_PAGES = /^\/(?:vente|location)(?:\/(?!promotions(?:\/|$))[^/]+){0,2}\/?$/;

/** True for the addresses counted by the limit (with Remix's `.data` requests of the same pages). */
export function isCostlyPath(path: string): boolean {
  if (path.startsWith("/images/") || path === "/sitemap.xml") return true;
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return LIST_PAGES.test(page) || SEARCH_PAGES.test(page);
}

type PublicLimit = (visit: { path: string; address: string }) => Promise<Rejection | null>;

export function createPublicLimit(limit: VisitorLimit): PublicLimit {
  return async ({ path, address }) => {
    if (!isCostlyPath(path)) return null;
    const allowance = await limit.take(address || "inconnue");
    if (allowance.allowed) return null;
    return {
      status: 429,
      title: "Trop de demandes",
      message:
        "Vous avez consulté beaucoup de pages en très peu de temps. Merci de patienter un instant avant de continuer.",
      retryAfterSeconds: allowance.retryAfterSeconds,
    };
  };
}

/** The limit of server.mjs: shared by the site's processes through Redis when configured. */
export const publicLimit: PublicLimit = createPublicLimit(
  createVisitorLimit({ name: "pages", points: env.PUBLIC_RATE_LIMIT_PER_MIN, windowSeconds: 60 }),
);
