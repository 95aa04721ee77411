import { env } from "~/env.server";

/** The public origin of the site: SITE_URL when set, else the one the request came in on. */
export function siteOrigin(request: Request): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwardedHost = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  const forwardedProto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
  return `${forwardedProto ?? url.protocol.replace(":", "")}://${forwardedHost ?? url.host}`;
}
