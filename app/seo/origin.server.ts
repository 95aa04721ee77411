import { env } from "~/env.server";

/**
 * The site's public origin and the scheme a visitor came in on. X-Forwarded-Host and
 * X-Forwarded-Proto are read only behind a trusted reverse proxy (TRUST_PROXY=1): anyone else can
 * send them, and an address built from them (a canonical link, the sitemap line of robots.txt, a
 * feed's ids, the QR code of a PDF sheet, the page named in a broker's mail) would then point
 * wherever the sender likes. SITE_URL, required in production, wins over every header.
 */

/** What a proxy may say in X-Forwarded-Proto / X-Forwarded-Host; anything else is ignored. */
const FORWARDED_PROTO = /^https?$/i;
const FORWARDED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export type OriginSettings = {
  /** SITE_URL, when set. */
  siteUrl?: string | undefined;
  /** TRUST_PROXY=1: a reverse proxy of the agency sets the forwarded headers. */
  trustProxy: boolean;
};

function firstValue(header: string | null): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/** "https" or "http": the request's own scheme, or the trusted proxy's word for it. */
export function schemeOf(request: Request, settings: Pick<OriginSettings, "trustProxy">): "http" | "https" {
  const own = new URL(request.url).protocol === "https:" ? "https" : "http";
  if (!settings.trustProxy) return own;
  const forwarded = firstValue(request.headers.get("X-Forwarded-Proto"));
  if (!forwarded || !FORWARDED_PROTO.test(forwarded)) return own;
  return forwarded.toLowerCase() === "https" ? "https" : "http";
}

/** The public origin: SITE_URL when set, else the request's own, or the trusted proxy's. */
export function originOf(request: Request, settings: OriginSettings): string {
  if (settings.siteUrl) return settings.siteUrl.replace(/\/+$/, "");
  const url = new URL(request.url);
  if (!settings.trustProxy) return url.origin;
  const forwardedHost = firstValue(request.headers.get("X-Forwarded-Host"));
  const host = forwardedHost && FORWARDED_HOST.test(forwardedHost) ? forwardedHost : url.host;
  // A port out of range, for instance, still makes no address: then the request's own origin.
  try {
    return new URL(`${schemeOf(request, settings)}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

const settings: OriginSettings = { siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY === "1" };

/** The public origin of the site, for absolute addresses. */
export function siteOrigin(request: Request): string {
  return originOf(request, settings);
}

/** True when the visitor reached the site over https, directly or through the trusted proxy. */
export function cameOverHttps(request: Request): boolean {
  return schemeOf(request, settings) === "https";
}
