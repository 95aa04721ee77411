import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import type { PropertyStatus } from "@rli/contract/api/contract";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { contactName, memberHref, memberOfContact } from "~/agency/team-view";
import { getPromotion, getProperty } from "~/api/client.server";
import { orNotFound } from "~/api/errors";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { readCheckQuery } from "./listing-check";

/** What the check found: the agency's listing (its one page and broker), one it no longer offers, or none. */
export type CheckResult =
  | {
      kind: "ours";
      ref: string;
      title: string;
      /** The listing's one page, in the visitor's language, as a path. */
      href: string;
      status: PropertyStatus;
      broker: { name: string; href: string | null } | null;
    }
  | { kind: "withdrawn"; ref: string }
  | { kind: "unknown" }
  | { kind: "elsewhere"; host: string };

const withdrawn: ReadonlySet<PropertyStatus> = new Set(["private", "inactive"]);

function brokerOf(contact: { agentGivenName: string; agentFamilyName: string }, language: Language) {
  const name = contactName(contact);
  if (!name) return null;
  const member = memberOfContact(contact);
  return { name, href: member ? memberHref(member, language) : null };
}

/** Looks the typed reference or address up in the agency's listings; upstream failures are thrown. */
export async function checkListing(
  typed: string,
  siteHosts: readonly string[],
  language: Language,
): Promise<CheckResult> {
  const query = readCheckQuery(typed, siteHosts);
  if (query.kind === "elsewhere") return query;
  if (query.kind === "none") return { kind: "unknown" };
  for (const reference of query.references) {
    const property = await orNotFound(getProperty(reference));
    const promotion = property ? undefined : await orNotFound(getPromotion(reference));
    const listing = property ?? promotion;
    if (!listing) continue;
    if (withdrawn.has(listing.status)) return { kind: "withdrawn", ref: listing.ref };
    const path = property
      ? listingPath({ ...property, promotionRef: property.promotionRef ?? undefined })
      : promotionPath(promotion!);
    return {
      kind: "ours",
      ref: listing.ref,
      title: listingTexts(listing, language).title || listing.name || listing.ref,
      href: localPath(path, language),
      status: listing.status,
      broker: property ? brokerOf(property.contact, language) : null,
    };
  }
  return { kind: "unknown" };
}
