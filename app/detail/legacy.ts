/**
 * Addresses of the previous site (product §2.1) and where each leads now. Fixed addresses map to
 * fixed pages; property and promotion addresses need a look-up by upper-cased reference.
 */
import { listingReference } from "./reference";

type LegacyTarget =
  | { kind: "page"; path: string }
  | { kind: "property"; ref: string; promotionRef?: string }
  | { kind: "promotion"; ref: string }
  | { kind: "home" };

/** Old fixed addresses → new ones (permanent). */
const legacyPages: Readonly<Record<string, string>> = {
  "/acheter": "/vente",
  "/louer": "/location",
  "/vendre": "/estimation-bien-immobilier",
  "/contact/satisfaction": "/formulaire-satisfaction",
};

export function legacyTarget(pathname: string, search: URLSearchParams): LegacyTarget {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  const page = legacyPages[path];
  if (page) return { kind: "page", path: page };

  if (path === "/propriete") {
    const ref = listingReference(search.get("ref"));
    return ref ? { kind: "property", ref } : { kind: "home" };
  }

  const segments = pathname.replace(/\/+$/, "").split("/").filter(Boolean).map(decodeSegment);
  if (segments[0]?.toLowerCase() === "promotion" && segments.length >= 2 && segments.length <= 3) {
    const promotionRef = listingReference(segments[1]);
    if (!promotionRef) return { kind: "home" };
    const child = segments[2]?.toLowerCase();
    if (child === undefined || child === "projet") return { kind: "promotion", ref: promotionRef };
    if (child === "propriete") {
      const lotRef = listingReference(search.get("ref"));
      return lotRef ? { kind: "property", ref: lotRef, promotionRef } : { kind: "promotion", ref: promotionRef };
    }
  }
  return { kind: "home" };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}
