import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { legacyTarget } from "~/detail/legacy";
import { listingAddress, promotionAddress, propertyAddress, type AddressLookup } from "~/detail/listing-lookup.server";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";

/**
 * Links of the previous site (product §2.1): /propriete?ref=, /promotion/{ref} with /projet and
 * /propriete?ref=, /acheter, /louer, /vendre, /contact/satisfaction. Each answers a permanent
 * redirect to the current address; a reference that is unknown, or cannot be looked up, goes home
 * with a temporary redirect (the listing may come back, the API may recover).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = legacyTarget(url.pathname, url.searchParams);
  switch (target.kind) {
    case "page":
      return redirect(target.path, { status: 301, headers: { "Cache-Control": cacheControl.static } });
    case "property":
      return follow(target.promotionRef ? await propertyAddress(target.ref) : await listingAddress(target.ref));
    case "promotion":
      return follow(await promotionAddress(target.ref));
    case "home":
      return goHome();
  }
}

function follow(lookup: AddressLookup) {
  if (lookup.kind !== "found") return goHome();
  // Permanent, but only briefly cached: the listing's address changes with its category or city.
  return redirect(lookup.path, { status: 301, headers: { "Cache-Control": cacheControl.listing } });
}

function goHome() {
  return redirect("/", { status: 302, headers: { "Cache-Control": "no-store" } });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
