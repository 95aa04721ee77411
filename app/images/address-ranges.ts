/**
 * Which network addresses a photo may be fetched from when its host was not named by the operator:
 * public unicast addresses only. Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * link-local (169.254/16 with the cloud metadata address, fe80::/10), unspecified, carrier-grade NAT
 * (100.64/10), multicast, broadcast, documentation and other reserved ranges are refused, and so are
 * the IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo), whatever they
 * carry. The ranges are those of ipaddr.js; pure, no I/O.
 */
import ipaddr from "ipaddr.js";

/** French names of the ranges, for the log. */
const rangeNames: Record<string, string> = {
  loopback: "boucle locale",
  private: "réseau privé",
  uniqueLocal: "réseau privé",
  linkLocal: "lien local",
  unspecified: "adresse non spécifiée",
  carrierGradeNat: "NAT d'opérateur",
  multicast: "multidiffusion",
  broadcast: "diffusion",
  reserved: "plage réservée",
  ipv4Compatible: "IPv4 dans IPv6",
  rfc6052: "IPv4 dans IPv6 (NAT64)",
  rfc6145: "IPv4 dans IPv6",
  "6to4": "IPv4 dans IPv6 (6to4)",
  teredo: "IPv4 dans IPv6 (Teredo)",
  deprecatedSiteLocal: "réseau privé",
};

/** True for `::a.b.c.d` (IPv4-compatible IPv6, deprecated), which ipaddr.js calls unicast. */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  return parts.slice(0, 6).every((part) => part === 0);
}

/**
 * Null when `address` (an IPv4 or IPv6 address as text, without brackets) is public unicast; else a
 * short French description of why it is refused (its range, or that it is not an address).
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "adresse illisible";
  // process(): an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  let range: string = parsed.range();
  if (parsed.kind() === "ipv6" && range === "unicast" && isIpv4Compatible(parsed as ipaddr.IPv6)) {
    range = "ipv4Compatible";
  }
  if (range === "unicast") return null;
  return `${rangeNames[range] ?? range} (${parsed.toString()})`;
}
