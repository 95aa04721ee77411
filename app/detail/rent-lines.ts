/**
 * The money lines of a listing beside its price: rent per month (net, charges, gross), the
 * deposit, and what is offered with it at a price (parking places, storage). Each line only
 * when the feed gives it; the gross rent is net plus charges when the feed gives both but no gross.
 */
import { formatChf } from "@rli/contract/agency/format";
import type { ExtraOffer, Rent, TransactionType } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type { DataRow } from "./technical-data";

/** The money lines' words, in each language. */
export const rentTexts = defineTexts({
  fr: {
    net: "Loyer net",
    charges: "Charges",
    gross: "Loyer brut",
    deposit: "Garantie de loyer",
    depositTypes: { "bank-guarantee": "garantie bancaire", "deposit-guarantee": "compte de garantie de loyer" },
    offers: {
      "parking-exterior-space": "Place de parc extérieure",
      "parking-carport": "Place de parc couverte",
      "parking-garage": "Garage",
      "parking-garage-connected": "Garage attenant",
      "parking-garage-box": "Box fermé",
      "parking-garage-underground": "Place dans un parking souterrain",
      "parking-house": "Place dans un parking couvert",
      "parking-duplex": "Place en garage duplex",
      "parking-double-garage": "Garage double",
      "room-workroom": "Local de bricolage",
      "room-storage-basement": "Dépôt au sous-sol",
    },
    intervals: { month: "/mois", year: "/an", week: "/semaine", day: "/jour", onetime: "" },
    optional: (label: string) => `${label} (en option)`,
    included: "Compris",
  },
  de: {
    net: "Nettomiete",
    charges: "Nebenkosten",
    gross: "Bruttomiete",
    deposit: "Mietkaution",
    depositTypes: { "bank-guarantee": "Bankgarantie", "deposit-guarantee": "Mietkautionskonto" },
    offers: {
      "parking-exterior-space": "Aussenparkplatz",
      "parking-carport": "Gedeckter Parkplatz",
      "parking-garage": "Einzelgarage",
      "parking-garage-connected": "Angebaute Garage",
      "parking-garage-box": "Garagenbox",
      "parking-garage-underground": "Einstellhallenplatz",
      "parking-house": "Platz in einem Parkhaus",
      "parking-duplex": "Platz in einer Duplexgarage",
      "parking-double-garage": "Doppelgarage",
      "room-workroom": "Bastelraum",
      "room-storage-basement": "Kellerabteil",
    },
    intervals: { month: "/Monat", year: "/Jahr", week: "/Woche", day: "/Tag", onetime: "" },
    optional: (label: string) => `${label} (optional)`,
    included: "Inbegriffen",
  },
  en: {
    net: "Net rent",
    charges: "Service charges",
    gross: "Gross rent",
    deposit: "Rent deposit",
    depositTypes: { "bank-guarantee": "bank guarantee", "deposit-guarantee": "rent deposit account" },
    offers: {
      "parking-exterior-space": "Outdoor parking space",
      "parking-carport": "Covered parking space",
      "parking-garage": "Single garage",
      "parking-garage-connected": "Attached garage",
      "parking-garage-box": "Lock-up garage",
      "parking-garage-underground": "Underground parking space",
      "parking-house": "Space in a multi-storey car park",
      "parking-duplex": "Space in a stacker garage",
      "parking-double-garage": "Double garage",
      "room-workroom": "Workshop",
      "room-storage-basement": "Basement storage room",
    },
    intervals: { month: "/month", year: "/year", week: "/week", day: "/day", onetime: "" },
    optional: (label: string) => `${label} (optional)`,
    included: "Included",
  },
});

function lookUp(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function rentLines(rent: Rent | undefined, language: Language = "fr"): DataRow[] {
  if (!rent) return [];
  const texts = rentTexts[language];
  const perMonth = (amount: number) => `${formatChf(amount)}${texts.intervals.month}`;
  const rows: DataRow[] = [];
  const { net, charges } = rent;
  const gross = rent.gross ?? (net !== undefined && charges !== undefined ? net + charges : undefined);
  if (net !== undefined) rows.push({ label: texts.net, value: perMonth(net) });
  if (charges !== undefined) rows.push({ label: texts.charges, value: perMonth(charges) });
  if (gross !== undefined) rows.push({ label: texts.gross, value: perMonth(gross) });
  if (rent.deposit !== undefined) {
    const kind = rent.depositType ? lookUp(texts.depositTypes, rent.depositType) : undefined;
    rows.push({ label: texts.deposit, value: `${formatChf(rent.deposit)}${kind ? ` (${kind})` : ""}` });
  }
  return rows;
}

/** "Garage : CHF 150.–/mois"; an offer of unknown kind or interval is left out. */
export function extraOfferLines(
  offers: readonly ExtraOffer[] | undefined,
  type: TransactionType,
  language: Language = "fr",
): DataRow[] {
  const texts = rentTexts[language];
  const rows: DataRow[] = [];
  for (const offer of offers ?? []) {
    const label = lookUp(texts.offers, offer.type);
    const interval = offer.interval ?? (type === "rent" ? "month" : "onetime");
    const suffix = lookUp(texts.intervals, interval);
    if (!label || suffix === undefined || !Number.isFinite(offer.price) || offer.price < 0) continue;
    const value = offer.price === 0 ? texts.included : `${formatChf(offer.price)}${suffix}`;
    rows.push({ label: texts.optional(label), value });
  }
  return rows;
}
