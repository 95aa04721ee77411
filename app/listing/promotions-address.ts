/**
 * What a promotions list address shows (product §2.1, §2.7): /promotions (all),
 * /vente/promotions (for sale), /vente/promotions/{city} and /location/promotions/{city}.
 */
import { sectionPath, sectionType } from "@rli/contract/agency/addresses";
import type { TransactionType } from "@rli/contract/agency/format";
import { readCitySegment, unknownCityMessage, type ListCity } from "./list-address";

type PromotionsAddress = {
  path: string;
  section?: TransactionType;
  city?: ListCity;
};

type PromotionsAddressResult =
  | { kind: "list"; address: PromotionsAddress }
  | { kind: "redirect"; path: string }
  | { kind: "not-found"; message: string };

function trimPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** `cities`: every locality a promotion or a listing is in. */
export function resolvePromotionsAddress(
  pathname: string,
  params: { city?: string },
  cities: readonly ListCity[],
): PromotionsAddressResult {
  const first = (trimPath(pathname).split("/")[1] ?? "").toLowerCase();
  const section = sectionType(first);
  const address: PromotionsAddress = { path: section ? `${sectionPath(section)}/promotions` : "/promotions" };
  if (section) address.section = section;
  if (params.city !== undefined) {
    const city = readCitySegment(params.city, cities);
    if (city.kind === "unknown") return { kind: "not-found", message: unknownCityMessage };
    address.city = city.city;
    address.path += `/${city.segment}`;
  }
  if (trimPath(pathname) !== address.path) return { kind: "redirect", path: address.path };
  return { kind: "list", address };
}

/** The promotions of the address: its transaction type and its city, in the API's order. */
export function promotionsAt<T extends { type: TransactionType; postalCode: string }>(
  address: PromotionsAddress,
  promotions: readonly T[],
): T[] {
  return promotions.filter(
    (promotion) =>
      (!address.section || promotion.type === address.section) &&
      (!address.city || promotion.postalCode === address.city.postalCode),
  );
}

/** "Nos promotions immobilières neuves", "Promotions neuves à vendre à Monthey". */
export function promotionsHeading(address: PromotionsAddress): string {
  if (!address.section && !address.city) return "Nos promotions immobilières neuves";
  const action = address.section === "rent" ? " à louer" : address.section === "buy" ? " à vendre" : "";
  return `Promotions neuves${action}${address.city ? ` à ${address.city.name}` : ""}`;
}

/** "3 promotions", "1 promotion". */
export function promotionsCountText(count: number): string {
  return `${count} ${count > 1 ? "promotions" : "promotion"}`;
}
