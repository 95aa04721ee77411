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
};

export function listingContext(index: InventoryIndex, ref: string, siteOrigin: string): ListingContext {
  const origin = siteOrigin.replace(/\/+$/, "");
  const listing = index.listingsByRef.get(ref);
  if (listing) {
    const { property } = listing;
    return {
      ref,
      found: true,
      title: property.title || property.name,
      locality: property.locality,
      address: [listing.street, [property.postalCode, property.locality].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
      price: formatPrice(property.price, property.type),
      url: `${origin}${listingPath({ ...property, promotionRef: property.promotionRef ?? undefined })}`,
    };
  }
  const promotion = index.promotionsByRef.get(ref);
  if (promotion) {
    const { promotion: item } = promotion;
    return {
      ref,
      found: true,
      title: item.title || item.name,
      locality: item.locality,
      address: [promotion.street, [item.postalCode, item.locality].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
      price: "",
      url: `${origin}${promotionPath(item)}`,
    };
  }
  return { ref, found: false, title: "", locality: "", address: "", price: "", url: "" };
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
