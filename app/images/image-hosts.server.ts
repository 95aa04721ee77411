/**
 * The hosts the site may fetch photos from, and which of them the operator named.
 * - IMAGE_HOSTS when set: those hosts, named by the operator (fetched whatever address they resolve
 *   to, a CRM on the agency's own network included).
 * - Otherwise the host of API_URL, named by the operator too (the site already calls it).
 * - Without API_URL, the embedded upstream's own address (its photos are asked of it in-process, never
 *   on the network); and outside strict production (development, tests, DEMO=1) also the hosts of the
 *   photos of the inventory it serves (a CATALOGUE_FILE's CRM). Those come from an untrusted file:
 *   they are fetched only at public addresses, and in production they must be named in IMAGE_HOSTS.
 * Anything else is refused, whatever address it is reached by (redirects included).
 */
import { EMBEDDED_BASE_URL, embeddedPhotoHosts } from "~/api/transport.server";
import { env } from "~/env.server";
import { logger } from "@rli/contract/logging/logger";

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

export const EMBEDDED_HOST = hostOf(new URL(EMBEDDED_BASE_URL));

export type ImageHostPolicy = {
  /** Hosts photos may be fetched from. */
  allowed: ReadonlySet<string>;
  /** Hosts the operator named: fetched at any address. The others only at public addresses. */
  named: ReadonlySet<string>;
  /** Hosts of the inventory's photos left out because production needs them in IMAGE_HOSTS. */
  withheld: readonly string[];
};

export type HostConfig = {
  imageHosts?: string | undefined;
  apiUrl?: string | undefined;
  /** Hosts of the embedded upstream's photos (empty with API_URL). */
  feedHosts: readonly string[];
  /** NODE_ENV=production without DEMO=1. */
  strict: boolean;
};

/** The policy of a configuration (pure). */
export function imageHostPolicy(config: HostConfig): ImageHostPolicy {
  const embedded = config.apiUrl ? [] : [EMBEDDED_HOST];
  if (config.imageHosts) {
    const named = parseHostList(config.imageHosts);
    return { allowed: new Set([...named, ...embedded]), named, withheld: [] };
  }
  if (config.apiUrl) {
    const named = new Set([hostOf(new URL(config.apiUrl))]);
    return { allowed: named, named, withheld: [] };
  }
  const feed = config.feedHosts.map((host) => host.toLowerCase()).filter((host) => host !== EMBEDDED_HOST);
  if (config.strict) return { allowed: new Set(embedded), named: new Set(), withheld: feed };
  return { allowed: new Set([...embedded, ...feed]), named: new Set(), withheld: [] };
}

/** How long the inventory's photo hosts are reused before they are asked again (a new upload may change them). */
export const FEED_HOSTS_TTL_MS = 5000;

/** The inventory's photo hosts; none while it cannot be read (its own checks report why). */
function feedHosts(): string[] {
  try {
    return embeddedPhotoHosts();
  } catch {
    return [];
  }
}

let current: { policy: ImageHostPolicy; at: number } | undefined;
let warned = false;

/** The policy of this site's configuration; the inventory's hosts are asked again every few seconds. */
export function currentImageHostPolicy(now = Date.now()): ImageHostPolicy {
  if (current && now - current.at < FEED_HOSTS_TTL_MS) return current.policy;
  const strict = env.NODE_ENV === "production" && env.DEMO !== "1";
  const needsFeed = !env.IMAGE_HOSTS && !env.API_URL;
  const policy = imageHostPolicy({
    imageHosts: env.IMAGE_HOSTS,
    apiUrl: env.API_URL,
    feedHosts: needsFeed ? feedHosts() : [],
    strict,
  });
  if (policy.withheld.length > 0 && !warned) {
    warned = true;
    logger.warn(
      { component: "images", event: "image.hosts-withheld", hosts: policy.withheld.slice(0, 5) },
      `Photos de l'inventaire (CATALOGUE_FILE) refusées en production sur ${policy.withheld.slice(0, 5).join(", ")} : nommer leurs hôtes dans IMAGE_HOSTS.`,
    );
  }
  current = { policy, at: now };
  return policy;
}

/** The hosts photos may be fetched from now. */
export function allowedImageHosts(): ReadonlySet<string> {
  return currentImageHostPolicy().allowed;
}

/** Why a URL off the list is refused, for the log (one line, French). */
export function refusalReason(url: URL, policy: ImageHostPolicy): string {
  if (url.protocol !== "https:" && url.protocol !== "http:") return `schéma ${url.protocol} non autorisé`;
  if (url.username || url.password) return `identifiants dans l'adresse de ${url.host}`;
  if (policy.withheld.includes(hostOf(url))) {
    return `hôte ${url.host} de l'inventaire non nommé dans IMAGE_HOSTS (obligatoire en production)`;
  }
  return `hôte ${url.host} non autorisé`;
}
