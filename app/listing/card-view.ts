/**
 * What a listing card shows, computed on the server so that a page ships only these few
 * texts rather than whole listings: address, image, title, place, price, key facts, status.
 */
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import {
  formatArea,
  formatChf,
  formatLivingArea,
  formatPrice,
  formatRooms,
  toNumber,
} from "@rli/contract/agency/format";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type {
  Promotion,
  PropertySpecification,
  PropertyItem,
  PropertyStatus,
  SearchItem,
  TransactionType,
} from "@rli/contract/api/contract";
import { memberHref, memberName, memberOfContact } from "~/agency/team-view";
import { energyClassLabel, minergieLabel } from "~/detail/energy";
import { cardImage, type CardImage } from "./card-image";
import { lotCounts, promotionAvailabilityText, promotionSizeText } from "./promotion-lots";

export type { CardImage } from "./card-image";

/** A card's own words, in each language. */
export const cardTexts = defineTexts({
  fr: {
    newDevelopment: "Promotion neuve",
    usable: (area: string) => `${area} utiles`,
    plot: (area: string) => `${area} de terrain`,
    from: (price: string) => `Dès ${price}`,
  },
  de: {
    newDevelopment: "Neubauprojekt",
    usable: (area: string) => `${area} Nutzfläche`,
    plot: (area: string) => `${area} Grundstück`,
    from: (price: string) => `Ab ${price}`,
  },
  en: {
    newDevelopment: "New development",
    usable: (area: string) => `${area} usable space`,
    plot: (area: string) => `${area} plot`,
    from: (price: string) => `From ${price}`,
  },
});

export type CardView = {
  kind: "property" | "promotion";
  ref: string;
  href: string;
  /** Small line above the title: the category, or "Promotion neuve". */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The language of title and subtitle when it is not the page's ("de"), else null. */
  lang?: string | null;
  /** "1870 Monthey". */
  place: string;
  /** Formatted price, "Prix sur demande", "Dès CHF …" for a promotion, or empty. */
  price: string;
  /** "3½ pièces", "82 m² bruts"…, and its Minergie label ("Minergie-P") when it has one. */
  facts: string[];
  status: PropertyStatus;
  type: TransactionType;
  image: CardImage | null;
  /** Promotion cards: 'Promotion de N biens' and the availability parenthesis. */
  lots?: { size: string; availability: string | null };
  /** "Nouveau" or "Prix baissé" (listing-news.ts), when the site knows it. */
  news?: string | null;
  /** The listing's broker and their page, when they are a member of the team. */
  broker?: { name: string; href: string } | null;
  /** On the kept listings: "CHF 20'000.– de moins depuis que vous l'avez gardé". */
  sinceKept?: string | null;
};

function specValue(specs: readonly PropertySpecification[], name: string): number | undefined {
  const spec = specs.find((item) => item.name === name);
  const value = spec ? toNumber(spec.value) : undefined;
  return value !== undefined && value > 0 ? value : undefined;
}

/** Rooms and area of a property card: "3½ pièces", "82 m² bruts"; a plot or usable area when there is no living area. */
export function propertyFacts(specifications: readonly PropertySpecification[], language: Language = "fr"): string[] {
  const texts = cardTexts[language];
  const rooms = specValue(specifications, "number_of_rooms");
  const living = formatLivingArea(
    { gross: specValue(specifications, "area_bwf"), net: specValue(specifications, "area_nwf") },
    language,
  );
  const usable = specValue(specifications, "area_sia_nf");
  const plot = specValue(specifications, "area_sia_gsf");
  const facts: string[] = [];
  if (rooms !== undefined) facts.push(formatRooms(rooms, language));
  if (living) facts.push(living);
  else if (usable !== undefined) facts.push(texts.usable(formatArea(usable)));
  else if (plot !== undefined) facts.push(texts.plot(formatArea(plot)));
  return facts;
}

function optional(value: string | undefined): string[] {
  return value ? [value] : [];
}

function placeText(postalCode: string, locality: string): string {
  return [postalCode, locality].filter(Boolean).join(" ");
}

/** A promotion's price as its card shows it: the lowest price among its lots on offer; 0 when none has a price. */
export function promotionFromPrice(promotion: Pick<Promotion, "buildings">): number {
  const prices = promotion.buildings
    .flatMap((building) => building.properties)
    .filter((lot) => lot.status === "active" && lot.price > 0)
    .map((lot) => lot.price);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** "Dès CHF 605'000.–": promotionFromPrice; empty when no lot on offer has a price. */
export function promotionPriceText(promotion: Pick<Promotion, "buildings">, language: Language = "fr"): string {
  const price = promotionFromPrice(promotion);
  return price > 0 ? cardTexts[language].from(formatChf(price)) : "";
}

/** A promotion's card, its link and words in `language`. */
export function promotionCard(promotion: Promotion, language: Language = "fr"): CardView {
  const counts = lotCounts(promotion.buildings);
  const texts = listingTexts(promotion, language);
  return {
    kind: "promotion",
    ref: promotion.ref,
    href: localPath(promotionPath(promotion), language),
    eyebrow: cardTexts[language].newDevelopment,
    title: texts.title || promotion.name || promotion.ref,
    subtitle: texts.subtitle,
    lang: texts.language !== language ? texts.language : null,
    place: placeText(promotion.postalCode, promotion.locality),
    price: promotionPriceText(promotion, language),
    facts: [],
    status: promotion.status,
    type: promotion.type,
    image: cardImage(promotion.attachments),
    lots: { size: promotionSizeText(counts, language), availability: promotionAvailabilityText(counts, language) },
  };
}

/** A search result's card, its link and words in `language`. */
export function searchItemCard(item: SearchItem, language: Language = "fr"): CardView {
  if (item.isPromotion) return promotionCard(item, language);
  const specs = [...item.importantSpecifications, ...item.specifications];
  const firstCategory = item.categories[0]?.name;
  const texts = listingTexts(item, language);
  return {
    kind: "property",
    ref: item.ref,
    href: localPath(listingPath({ ...item, promotionRef: item.promotionRef ?? undefined }), language),
    eyebrow: categoryLabel(firstCategory ?? "", language),
    title: texts.title || item.name || item.ref,
    subtitle: texts.subtitle,
    lang: texts.language !== language ? texts.language : null,
    place: placeText(item.postalCode, item.locality),
    price: formatPrice(item.price, item.type, language),
    facts: [
      ...propertyFacts(specs, language),
      ...optional(minergieLabel(item.minergie, language)),
      ...optional(energyClassLabel(item, language)),
    ],
    status: item.status,
    type: item.type,
    image: cardImage(item.attachments),
    broker: brokerLink(item, language),
  };
}

/** The broker the listing names, when they are a member of the team: their name and page. */
function brokerLink(item: Pick<PropertyItem, "contact">, language: Language): CardView["broker"] {
  const member = memberOfContact(item.contact);
  return member ? { name: memberName(member), href: memberHref(member, language) } : null;
}
