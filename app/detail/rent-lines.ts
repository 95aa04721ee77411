/**
 * The money lines of a listing beside its price: rent per month (net, charges, gross), the
 * deposit, and what is offered with it at a price (parking places, storage). Each line only
 * when the feed gives it; the gross rent is net plus charges when the feed gives both but no gross.
 */
import { formatChf } from "@rli/contract/agency/format";
import type { ExtraOffer, Rent, TransactionType } from "@rli/contract/api/contract";
import type { DataRow } from "./technical-data";

const depositTypes: Record<string, string> = {
  "bank-guarantee": "garantie bancaire",
  "deposit-guarantee": "compte de garantie de loyer",
};

const offerLabels: Record<string, string> = {
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
};

const intervalSuffixes: Record<string, string> = {
  month: "/mois",
  year: "/an",
  week: "/semaine",
  day: "/jour",
  onetime: "",
};

const perMonth = (amount: number) => `${formatChf(amount)}/mois`;

export function rentLines(rent: Rent | undefined): DataRow[] {
  if (!rent) return [];
  const rows: DataRow[] = [];
  const { net, charges } = rent;
  const gross = rent.gross ?? (net !== undefined && charges !== undefined ? net + charges : undefined);
  if (net !== undefined) rows.push({ label: "Loyer net", value: perMonth(net) });
  if (charges !== undefined) rows.push({ label: "Charges", value: perMonth(charges) });
  if (gross !== undefined) rows.push({ label: "Loyer brut", value: perMonth(gross) });
  if (rent.deposit !== undefined) {
    const kind = rent.depositType ? depositTypes[rent.depositType] : undefined;
    rows.push({ label: "Garantie de loyer", value: `${formatChf(rent.deposit)}${kind ? ` (${kind})` : ""}` });
  }
  return rows;
}

/** "Garage : CHF 150.–/mois"; an offer of unknown kind or interval is left out. */
export function extraOfferLines(offers: readonly ExtraOffer[] | undefined, type: TransactionType): DataRow[] {
  const rows: DataRow[] = [];
  for (const offer of offers ?? []) {
    const label = offerLabels[offer.type];
    const interval = offer.interval ?? (type === "rent" ? "month" : "onetime");
    const suffix = intervalSuffixes[interval];
    if (!label || suffix === undefined || !Number.isFinite(offer.price) || offer.price < 0) continue;
    const value = offer.price === 0 ? "Compris" : `${formatChf(offer.price)}${suffix}`;
    rows.push({ label: `${label} (en option)`, value });
  }
  return rows;
}
