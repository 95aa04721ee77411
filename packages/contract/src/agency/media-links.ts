/**
 * A video or a virtual tour of a listing, offered on its page as a plain link (decision 136). The
 * one rule for every source: an IDX record's link or spare field, SwissRETS's video and tour links,
 * or an agency API's answer. A CRM's free field can hold anything, so only a plain https address
 * of a host known to serve videos or tours is kept: never another scheme, a user or password in
 * the address, another port, or a host that is not one of these (an IP address never is). Pure.
 */

export type MediaKind = "video" | "tour";

export type MediaLink = { kind: MediaKind; url: string };

/** Domains (and their subdomains) of the services agencies use, by what their addresses show. */
export const mediaHosts: Readonly<Record<MediaKind, readonly string[]>> = {
  video: ["youtube.com", "youtu.be", "youtube-nocookie.com", "vimeo.com"],
  tour: [
    "matterport.com",
    "kuula.co",
    "giraffe360.com",
    "ogulo.com",
    "ogulo.ch",
    "ogulo.de",
    "immoviewer.com",
    "immoviewer.ch",
    "3dvista.com",
    "cloudpano.com",
    "roundme.com",
    "panoee.com",
    "realtour.ch",
    "immotour.ch",
  ],
};

/** Longer than any real share address: a field this long holds something else. */
const MAX_LENGTH = 2000;

function isOnDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The kind of service a host name belongs to, if it is one of `mediaHosts`. */
export function mediaKindOfHost(host: string): MediaKind | undefined {
  const name = host.toLowerCase().replace(/\.$/, "");
  for (const kind of ["video", "tour"] as const) {
    if (mediaHosts[kind].some((domain) => isOnDomain(name, domain))) return kind;
  }
  return undefined;
}

/**
 * The address as a link to offer, with the kind its host says, or undefined when the value is not
 * exactly one https address of a known host (text around it, spaces, `http:`, `javascript:`,
 * credentials, a port, an IP address or an unknown host).
 */
export function mediaLink(value: string | null | undefined): MediaLink | undefined {
  const text = value?.trim() ?? "";
  if (text.length > MAX_LENGTH || !/^https:\/\/[^\s]+$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return undefined;
  // WHATWG URL writes every IPv4 spelling as dotted decimals and IPv6 in brackets: neither is on a
  // listed domain, so an address by number never passes the host test below.
  const kind = mediaKindOfHost(url.hostname);
  return kind ? { kind, url: url.href } : undefined;
}
