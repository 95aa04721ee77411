/**
 * The hosts the site may fetch photos from: IMAGE_HOSTS when set; otherwise the host of the
 * configured API (API_URL), or, with the embedded API, the hosts the inventory file uses for its
 * photos. Anything else is refused, whatever address it is reached by (redirects included).
 */
import { getInventory } from "~/api/embedded/inventory.server";
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

/** Hosts of the absolute image URLs of a list of attachment lists. */
export function attachmentHosts(lists: Iterable<readonly { url: string; type: string }[]>): Set<string> {
  const hosts = new Set<string>();
  for (const attachments of lists) {
    for (const attachment of attachments) {
      if (attachment.type !== "image") continue;
      try {
        const url = new URL(attachment.url);
        if (url.protocol === "https:" || url.protocol === "http:") hosts.add(hostOf(url));
      } catch {
        // a site-relative or broken address: nothing to fetch
      }
    }
  }
  return hosts;
}

function* inventoryAttachments() {
  const inventory = getInventory();
  for (const entry of inventory.listingsByRef.values()) yield entry.property.attachments;
  for (const entry of inventory.promotionsByRef.values()) yield entry.promotion.attachments;
}

let configured: Set<string> | undefined;

/** The hosts of this site's configuration, worked out once. */
export function allowedImageHosts(): ReadonlySet<string> {
  if (!configured) {
    if (env.IMAGE_HOSTS) configured = parseHostList(env.IMAGE_HOSTS);
    else if (env.API_URL) configured = new Set([hostOf(new URL(env.API_URL))]);
    else configured = attachmentHosts(inventoryAttachments());
  }
  return configured;
}
