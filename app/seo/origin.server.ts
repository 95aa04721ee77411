import { env } from "~/env.server";

/** What a proxy may say in X-Forwarded-Proto / X-Forwarded-Host; anything else is ignored. */
const FORWARDED_PROTO = /^https?$/i;
const FORWARDED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(header: string | null): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/** The public origin of the site: SITE_URL when set, else the one the request came in on. */
export function siteOrigin(request: Request): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwardedHost = firstValue(request.headers.get("X-Forwarded-Host"));
  const forwardedProto = firstValue(request.headers.get("X-Forwarded-Proto"));
  const proto =
    forwardedProto && FORWARDED_PROTO.test(forwardedProto)
      ? forwardedProto.toLowerCase()
      : url.protocol.replace(":", "");
  const host = forwardedHost && FORWARDED_HOST.test(forwardedHost) ? forwardedHost : url.host;
  // A port out of range, for instance, still makes no address: then the request's own origin.
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return url.origin;
  }
}
