import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { formatPrice } from "@rli/contract/agency/format";
import { findVisit, visitLabel } from "@rli/contract/agency/visits";
import type { InventoryIndex } from "../inventory-index";
import type { MailSection } from "./compose";

/** What an e-mail says about the property a form was sent from. */
export type ListingContext = {
  ref: string;
  found: boolean;
  title: string;
  locality: string;
  address: string;
  price: string;
  url: string;
  /** The listing's broker as the feed names them ("Sophie Martin"), for the brokers' mailbox to pass it on; "" when none. */
  broker: string;
};

/** What both a listing and a promotion show of themselves in an e-mail. */
type Place = { title?: string | null; name: string; locality: string; postalCode?: string | null };

function placeAddress(street: string | null | undefined, place: Place): string {
  return [street, [place.postalCode, place.locality].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

export function listingContext(index: InventoryIndex, ref: string, siteOrigin: string): ListingContext {
  const origin = siteOrigin.replace(/\/+$/, "");
  const found = (
    place: Place,
    street: string | null | undefined,
    price: string,
    path: string,
    broker = "",
  ): ListingContext => ({
    ref,
    found: true,
    title: place.title || place.name,
    locality: place.locality,
    address: placeAddress(street, place),
    price,
    url: `${origin}${path}`,
    broker,
  });
  const listing = index.listingsByRef.get(ref);
  if (listing) {
    const { property } = listing;
    return found(
      property,
      listing.street,
      formatPrice(property.price, property.type),
      listingPath({ ...property, promotionRef: property.promotionRef ?? undefined }),
      [property.contact.agentGivenName, property.contact.agentFamilyName]
        .map((name) => name.trim())
        .filter(Boolean)
        .join(" "),
    );
  }
  const promotion = index.promotionsByRef.get(ref);
  if (promotion) return found(promotion.promotion, promotion.street, "", promotionPath(promotion.promotion));
  return { ref, found: false, title: "", locality: "", address: "", price: "", url: "", broker: "" };
}

/**
 * The visit a request names, as the broker reads it ("Portes ouvertes – Samedi 16.01.2027,
 * 10:00 – 12:00"); a visit the listing does not have (any more) is named by its id and said unknown.
 */
export function requestedVisit(index: InventoryIndex, ref: string | undefined, visitId: string | undefined) {
  if (!visitId) return undefined;
  const visit = ref ? findVisit(index.listingsByRef.get(ref)?.property.visits, visitId) : undefined;
  return visit ? visitLabel(visit) : `${visitId} (visite introuvable dans l'inventaire)`;
}

export function listingSection(context: ListingContext): MailSection {
  if (!context.found) {
    return {
      title: "Bien concerné",
      rows: [{ label: "Référence", value: `${context.ref} (introuvable dans l'inventaire)` }],
    };
  }
  return {
    title: "Bien concerné",
    rows: [
      { label: "Référence", value: context.ref },
      { label: "Titre", value: context.title },
      { label: "Adresse", value: context.address },
      ...(context.price ? [{ label: "Prix", value: context.price }] : []),
      ...(context.broker ? [{ label: "Courtier", value: context.broker }] : []),
      { label: "Annonce", value: context.url, href: context.url },
    ],
  };
}

/** "RLM-1024 – Appartement 3½ pièces à Monthey", or the bare reference when unknown. */
export function listingSubject(context: ListingContext): string {
  if (!context.found) return context.ref;
  const mentionsPlace = context.locality !== "" && context.title.toLowerCase().includes(context.locality.toLowerCase());
  const place = context.locality && !mentionsPlace ? ` à ${context.locality}` : "";
  return `${context.ref} – ${context.title}${place}`;
}
