/**
 * The kept listings side by side (issue 56): one column per listing, one row per fact a visitor
 * weighs (price, CHF per m², rooms, areas, floor, charges, availability, energy label, amenities
 * yes or no), each value already in the page's language. Pure: the server draws the table, a phone
 * scrolls it sideways inside its own box, a printer gets it whole.
 */
import { amenitiesOf, amenityValues } from "@rli/contract/agency/amenities";
import { formatArea, formatChf, formatFloor, formatLivingArea, formatRooms } from "@rli/contract/agency/format";
import type { Property } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { availabilityText } from "~/detail/availability";
import { energyClassLabel, minergieLabel } from "~/detail/energy";
import { specificationValue } from "~/detail/technical-data";
import { amenityTexts } from "~/listing/amenity-texts";
import type { CardView } from "~/listing/card-view";

export const compareTexts = defineTexts({
  fr: {
    toCompare: "Comparer côte à côte",
    toCards: "Voir en cartes",
    caption: "Vos biens gardés, côte à côte",
    listing: "Bien",
    price: "Prix ou loyer",
    perSquareMetre: "Prix au m² habitable",
    perMonth: (amount: string) => `${amount} par mois`,
    rooms: "Pièces",
    living: "Surface habitable",
    plot: "Terrain",
    floor: "Étage",
    charges: "Charges mensuelles",
    availability: "Disponibilité",
    energy: "Label énergétique",
    yes: "oui",
    no: "non",
    unknownName: "non indiqué",
  },
  de: {
    toCompare: "Nebeneinander vergleichen",
    toCards: "Als Karten ansehen",
    caption: "Ihre gemerkten Objekte im Vergleich",
    listing: "Objekt",
    price: "Preis oder Miete",
    perSquareMetre: "Preis pro m² Wohnfläche",
    perMonth: (amount: string) => `${amount} pro Monat`,
    rooms: "Zimmer",
    living: "Wohnfläche",
    plot: "Grundstück",
    floor: "Stockwerk",
    charges: "Nebenkosten pro Monat",
    availability: "Verfügbarkeit",
    energy: "Energielabel",
    yes: "ja",
    no: "nein",
    unknownName: "nicht angegeben",
  },
  en: {
    toCompare: "Compare side by side",
    toCards: "Show as cards",
    caption: "Your saved listings side by side",
    listing: "Listing",
    price: "Price or rent",
    perSquareMetre: "Price per m² of living space",
    perMonth: (amount: string) => `${amount} a month`,
    rooms: "Rooms",
    living: "Living space",
    plot: "Plot",
    floor: "Floor",
    charges: "Monthly charges",
    availability: "Availability",
    energy: "Energy label",
    yes: "yes",
    no: "no",
    unknownName: "not given",
  },
});

/** A value of the table; `unknown` when the feed does not give it (drawn "—", named for a screen reader). */
export type CompareCell = { text: string; unknown?: boolean };

export type CompareView = {
  caption: string;
  corner: string;
  /** What a screen reader hears for a fact the feed does not give. */
  unknown: string;
  /** The listings, as their cards name and link them. */
  listings: { ref: string; title: string; href: string; lang?: string | null }[];
  rows: { label: string; cells: CompareCell[] }[];
};

/** A kept listing to compare: its card, and the listing itself when it is a property (not a promotion). */
export type Comparable = { card: CardView; property: Property | null };

function cell(text: string | undefined | null): CompareCell {
  return text ? { text } : { text: "", unknown: true };
}

function livingArea(property: Property): number | undefined {
  const area = specificationValue(property, "area_bwf") ?? specificationValue(property, "area_nwf");
  return area !== undefined && area > 0 ? area : undefined;
}

export function compareView(kept: readonly Comparable[], now: Date, language: Language): CompareView {
  const texts = compareTexts[language];
  const fact = (read: (property: Property) => string | undefined | null) =>
    kept.map(({ property }) => cell(property ? read(property) : undefined));
  const amenityLabels = amenityTexts[language];
  return {
    caption: texts.caption,
    corner: texts.listing,
    unknown: texts.unknownName,
    listings: kept.map(({ card }) => ({ ref: card.ref, title: card.title, href: card.href, lang: card.lang })),
    rows: [
      { label: texts.price, cells: kept.map(({ card }) => cell(card.price)) },
      {
        label: texts.perSquareMetre,
        cells: fact((property) => {
          const area = livingArea(property);
          if (!area || property.price <= 0) return undefined;
          const amount = formatChf(Math.round(property.price / area));
          return property.type === "rent" ? texts.perMonth(amount) : amount;
        }),
      },
      {
        label: texts.rooms,
        cells: fact((property) => {
          const rooms = specificationValue(property, "number_of_rooms");
          return rooms ? formatRooms(rooms, language) : undefined;
        }),
      },
      {
        label: texts.living,
        cells: fact((property) =>
          formatLivingArea(
            { gross: specificationValue(property, "area_bwf"), net: specificationValue(property, "area_nwf") },
            language,
          ),
        ),
      },
      {
        label: texts.plot,
        cells: fact((property) => {
          const plot = specificationValue(property, "area_sia_gsf");
          return plot ? formatArea(plot) : undefined;
        }),
      },
      {
        label: texts.floor,
        cells: fact((property) => {
          const floor = specificationValue(property, "floor");
          return floor === undefined ? undefined : formatFloor(floor, language);
        }),
      },
      {
        label: texts.charges,
        cells: fact((property) =>
          property.rent?.charges !== undefined ? texts.perMonth(formatChf(property.rent.charges)) : undefined,
        ),
      },
      {
        label: texts.availability,
        cells: fact((property) => availabilityText(property.availableFrom, now, property.status, language)),
      },
      {
        label: texts.energy,
        cells: fact((property) =>
          [minergieLabel(property.minergie, language), energyClassLabel(property, language)].filter(Boolean).join(", "),
        ),
      },
      ...amenityValues.map((amenity) => ({
        label: amenityLabels[amenity].label,
        cells: fact((property) => (amenitiesOf(property).includes(amenity) ? texts.yes : texts.no)),
      })),
    ],
  };
}

/** The query of the compare view of /favoris. */
export const COMPARE_QUERY = "vue=comparer";

/** The link between the two views: to the table from the cards, back to the cards from the table. */
export function viewSwitch(comparing: boolean, path: string, language: Language): { href: string; label: string } {
  const texts = compareTexts[language];
  return comparing
    ? { href: path, label: texts.toCards }
    : { href: `${path}?${COMPARE_QUERY}`, label: texts.toCompare };
}
