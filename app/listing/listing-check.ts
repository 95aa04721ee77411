/**
 * What a visitor typed to check a listing (issue 56, `/verifier`): a reference seen on a portal, a
 * sign or a message ("RLM-1047", "rlm 1047"), or the address of a page. An address on this site gives
 * the reference its last part names; an address elsewhere cannot be checked here. Pure.
 */
import { referencesOf } from "./reference-words";

/** Longest text read: a page's address with its query, or a reference. */
export const MAX_CHECK_LENGTH = 300;

export type CheckQuery =
  | { kind: "references"; references: string[]; address: boolean }
  | { kind: "elsewhere"; host: string }
  | { kind: "none" };

function asAddress(text: string): URL | undefined {
  const candidate = /^https?:\/\//i.test(text) ? text : /^www\./i.test(text) ? `https://${text}` : undefined;
  if (!candidate) return undefined;
  try {
    return new URL(candidate);
  } catch {
    return undefined;
  }
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** `siteHosts`: the hosts this site's own addresses carry ("www.rhone-leman-immobilier.ch"), "www." or not. */
export function readCheckQuery(typed: string, siteHosts: readonly string[]): CheckQuery {
  const text = typed.trim();
  const address = asAddress(text);
  if (address) {
    if (!siteHosts.some((host) => bare(host) === bare(address.hostname))) {
      return { kind: "elsewhere", host: address.hostname };
    }
    const last = address.pathname.split("/").filter(Boolean).at(-1) ?? "";
    const references = referencesOf(decodeURIComponent(last).replace(/\.pdf$/i, ""));
    return references.length > 0 ? { kind: "references", references, address: true } : { kind: "none" };
  }
  const references = referencesOf(text);
  return references.length > 0 ? { kind: "references", references, address: false } : { kind: "none" };
}
