/**
 * Finds the current address of a listing by its reference, for the share page and the links
 * of the previous site: a property (or a lot), else a promotion.
 */
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { getPromotion, getProperty } from "~/api/client.server";
import { isUpstreamError } from "~/api/errors";

export type AddressLookup = { kind: "found"; path: string } | { kind: "missing" } | { kind: "failed" };

function notFound(error: unknown): boolean {
  return isUpstreamError(error) && error.kind === "not-found";
}

async function attempt(find: () => Promise<string>): Promise<AddressLookup> {
  try {
    return { kind: "found", path: await find() };
  } catch (error) {
    if (notFound(error)) return { kind: "missing" };
    if (!isUpstreamError(error)) throw error;
    return { kind: "failed" };
  }
}

export function propertyAddress(ref: string): Promise<AddressLookup> {
  return attempt(async () => {
    const property = await getProperty(ref);
    return listingPath({ ...property, promotionRef: property.promotionRef ?? undefined });
  });
}

export function promotionAddress(ref: string): Promise<AddressLookup> {
  return attempt(async () => promotionPath(await getPromotion(ref)));
}

/** A property first; when no property has this reference, a promotion. */
export async function listingAddress(ref: string): Promise<AddressLookup> {
  const property = await propertyAddress(ref);
  if (property.kind !== "missing") return property;
  return promotionAddress(ref);
}
