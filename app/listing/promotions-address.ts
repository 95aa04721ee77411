/**
 * What a promotions list address shows (product §2.1, §2.7): /promotions (all),
 * /vente/promotions (for sale), /vente/promotions/{city} and /location/promotions/{city}.
 */
import { sectionPath, sectionType } from "@rli/contract/agency/addresses";
import type { TransactionType } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { readCitySegment, type ListCity, type NotFoundReason } from "./list-address";

type PromotionsAddress = {
  path: string;
  section?: TransactionType;
  city?: ListCity;
};

type PromotionsAddressResult =
  | { kind: "list"; address: PromotionsAddress }
  | { kind: "redirect"; path: string }
  | { kind: "not-found"; reason: NotFoundReason };

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
    if (city.kind === "unknown") return { kind: "not-found", reason: "city" };
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

/** The words of the promotions lists, in each language. */
export const promotionsTexts = defineTexts({
  fr: {
    all: "Nos promotions immobilières neuves",
    forSale: (place: string) => `Promotions neuves à vendre${place}`,
    toLet: (place: string) => `Promotions neuves à louer${place}`,
    anywhere: (place: string) => `Promotions neuves${place}`,
    at: (city: string) => ` à ${city}`,
    count: (count: number) => `${count} ${count > 1 ? "promotions" : "promotion"}`,
    description: (heading: string, count: string) =>
      `${heading} : ${count} avec appartements neufs sur plan, disponibilités lot par lot, prix et descriptifs. Votre agence immobilière de Monthey et Vevey.`,
    emptyDescription: (heading: string) =>
      `${heading} : aucune promotion pour le moment. Découvrez nos autres biens neufs et anciens entre Monthey et Vevey.`,
  },
  de: {
    all: "Unsere Neubauprojekte",
    forSale: (place: string) => `Neubauprojekte zum Kauf${place}`,
    toLet: (place: string) => `Neubauprojekte zur Miete${place}`,
    anywhere: (place: string) => `Neubauprojekte${place}`,
    at: (city: string) => ` in ${city}`,
    count: (count: number) => `${count} ${count === 1 ? "Neubauprojekt" : "Neubauprojekte"}`,
    description: (heading: string, count: string) =>
      `${heading}: ${count} mit Neubauwohnungen ab Plan, Verfügbarkeit Einheit für Einheit, Preisen und Beschrieben. Ihr Immobilienbüro in Monthey und Vevey.`,
    emptyDescription: (heading: string) =>
      `${heading}: zurzeit kein Neubauprojekt. Entdecken Sie unsere weiteren Neubau- und Bestandsobjekte zwischen Monthey und Vevey.`,
  },
  en: {
    all: "Our new developments",
    forSale: (place: string) => `New developments for sale${place}`,
    toLet: (place: string) => `New developments to let${place}`,
    anywhere: (place: string) => `New developments${place}`,
    at: (city: string) => ` in ${city}`,
    count: (count: number) => `${count} ${count === 1 ? "development" : "developments"}`,
    description: (heading: string, count: string) =>
      `${heading}: ${count} with new-build flats sold off plan, availability unit by unit, prices and descriptions. Your estate agency in Monthey and Vevey.`,
    emptyDescription: (heading: string) =>
      `${heading}: no new developments at the moment. Discover our other new and existing properties between Monthey and Vevey.`,
  },
});

/** "Nos promotions immobilières neuves", "Promotions neuves à vendre à Monthey". */
export function promotionsHeading(address: PromotionsAddress, language: Language = "fr"): string {
  const texts = promotionsTexts[language];
  if (!address.section && !address.city) return texts.all;
  const where = address.city ? texts.at(address.city.name) : "";
  const heading = address.section === "rent" ? texts.toLet : address.section === "buy" ? texts.forSale : texts.anywhere;
  return heading(where);
}

/** "3 promotions", "1 promotion". */
export function promotionsCountText(count: number, language: Language = "fr"): string {
  return promotionsTexts[language].count(count);
}
