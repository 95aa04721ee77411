/**
 * The hosts the site may fetch photos from: IMAGE_HOSTS when set; otherwise the host of API_URL;
 * without it, the embedded upstream's own address (its demo photos) and the hosts of the photos of
 * the inventory it serves (a CATALOGUE_FILE's CRM). Anything else is refused, whatever address it is
 * reached by (redirects included).
 */
import { EMBEDDED_BASE_URL, embeddedPhotoHosts } from "~/api/transport.server";
import { env } from "~/env.server";

/** `host[:port]` entries, lower-cased; an entry without a port stands for the scheme's default port. */
export function parseHostList(value: string): Set<string> {
  return new Set(
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** `host` or `host:port` of a URL the way the list names it (URL.host omits default ports). */
export function hostOf(url: URL): string {
  return url.host.toLowerCase();
}

/** True when `url` is http(s) on a host of the list. */
export function isAllowedUrl(url: URL, hosts: ReadonlySet<string>): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  return hosts.has(hostOf(url));
}

let configured: Set<string> | undefined;

/** The hosts of this site's configuration, worked out once. */
export function allowedImageHosts(): ReadonlySet<string> {
  if (!configured) {
    if (env.IMAGE_HOSTS) configured = parseHostList(env.IMAGE_HOSTS);
    else if (env.API_URL) configured = new Set([hostOf(new URL(env.API_URL))]);
    else configured = new Set([hostOf(new URL(EMBEDDED_BASE_URL)), ...embeddedPhotoHosts()]);
  }
  return configured;
}
