import {
  ApplicableType,
  MinergieCertificationType,
  OfferType,
  PriceIntervalType,
  PriceReferringType,
  State,
  type Address,
  type Organization,
  type Person,
  type Property,
  type PropertyCharacteristics,
  type PropertyLocalization,
  type PropertyPrices,
  type PropertySeller,
} from "@qualipool/swissrets-json";
import { cantonOfCode } from "@rli/contract/agency/cantons";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import type { FeedFileUrl } from "../feed-result";
import { categoryCode } from "../../swissrets-vocabulary";
import { idxAttachments } from "./idx-attachments";
import { IDX_CATEGORIES, idxCategory } from "./idx-categories";
import type { IdxField } from "./idx-fields";
import { idxField, idxText, quoted, type IdxRecord } from "./idx-records";
import { idxReference, referenceField } from "./idx-reference";
import {
  amountOf,
  availableFromOf,
  countOf,
  dateTimeOf,
  emailOf,
  endOfDayOf,
  flagOf,
  floorOf,
  numberOf,
  personNameOf,
  phoneOf,
  positiveOf,
  streetOf,
  yearOf,
} from "./idx-values";
import { guessTextLanguage } from "./text-language";

/**
 * One IDX 3.01 record as a SwissRETS property: the model the site already serves from a
 * SwissRETS JSON export, so that an IDX listing shows exactly as a SwissRETS one. Texts are kept
 * as written (descriptions with IDX's <br>, <b>…: the site sanitises them when it shows them).
 * Pure: the clock and the addresses of the export's files come in the context.
 */

export type IdxMapContext = {
  fileUrl: FeedFileUrl;
  now: Date;
  /** Phone numbers already read in this file (agencies repeat theirs on every record). */
  phones?: Map<string, string | undefined>;
  /** Language of the texts when they do not tell (two-letter code). */
  defaultLanguage?: string;
};

export type IdxMapped = { property: Property } | { reason: string };

type Field = (name: IdxField) => string;

/** IDX yes/no fields and the SwissRETS characteristic each one sets. */
const flags: readonly [IdxField, keyof PropertyCharacteristics][] = [
  ["prop_view", "hasNiceView"],
  ["prop_fireplace", "hasFireplace"],
  ["prop_cabletv", "hasCableTv"],
  ["prop_elevator", "hasElevator"],
  ["prop_child-friendly", "isChildFriendly"],
  ["prop_parking", "hasParking"],
  ["prop_garage", "hasGarage"],
  ["prop_balcony", "hasBalcony"],
  ["wheelchair_accessible", "isWheelchairAccessible"],
  ["animal_allowed", "arePetsAllowed"],
  ["ramp", "hasRamp"],
  ["lifting_platform", "hasLiftingPlatform"],
  ["water_supply", "hasSupplyWater"],
  ["sewage_supply", "hasSupplySewage"],
  ["power_supply", "hasSupplyPower"],
  ["gas_supply", "hasSupplyGas"],
  ["flat_sharing_community", "hasFlatSharingCommunity"],
  ["corner_house", "isCornerHouse"],
  ["middle_house", "isMiddleHouse"],
  ["building_land_connected", "hasConnectedBuildingLand"],
  ["gardenhouse", "hasGardenShed"],
  ["raised_ground_floor", "isGroundFloorRaised"],
  ["new_building", "isNewConstruction"],
  ["old_building", "isOldBuilding"],
  ["under_building_laws", "hasBuildingLawRestrictions"],
  ["under_roof", "isUnderRoof"],
  ["swimmingpool", "hasSwimmingPool"],
];

/** IDX numbers above zero and the SwissRETS characteristic each one sets. */
const measures: readonly [IdxField, keyof PropertyCharacteristics][] = [
  ["number_of_rooms", "numberOfRooms"],
  ["surface_living", "areaBwf"],
  ["surface_property", "areaPropertyLand"],
  ["surface_usable", "areaSiaNf"],
  ["volume", "volumeSia116Gv"],
  ["ceiling_height", "ceilingHeight"],
  ["hall_height", "hallHeight"],
  ["maximal_floor_loading", "floorLoad"],
  ["carrying_capacity_crane", "craneCapacity"],
  ["carrying_capacity_elevator", "elevatorLoad"],
];

const counts: readonly [IdxField, keyof PropertyCharacteristics][] = [
  ["number_of_apartments", "numberOfApartements"],
  ["number_of_floors", "numberOfFloors"],
];

function characteristicsOf(field: Field): PropertyCharacteristics | undefined {
  const values: Record<string, number | ApplicableType> = {};
  for (const [name, key] of measures) {
    const value = positiveOf(field(name));
    if (value !== undefined) values[key] = value;
  }
  for (const [name, key] of counts) {
    const value = countOf(field(name));
    if (value !== undefined) values[key] = value;
  }
  const floor = floorOf(field("floor"));
  if (floor !== undefined) values.floor = floor;
  const built = yearOf(field("year_built"));
  if (built !== undefined) values.yearBuilt = built;
  const renovated = yearOf(field("year_renovated"));
  if (renovated !== undefined) values.yearLastRenovated = renovated;
  // A single figure only: "4-5" is a range of the format's list, not a yield.
  const premium = numberOf(field("gross_premium"));
  if (premium !== undefined && premium >= 0 && premium <= 100) values.grossPremium = premium;
  for (const [name, key] of flags) if (flagOf(field(name))) values[key] = ApplicableType.Applies;
  return Object.keys(values).length > 0 ? (values as PropertyCharacteristics) : undefined;
}

const rentUnits: Readonly<Record<string, [PriceIntervalType, PriceReferringType]>> = {
  MONTHLY: [PriceIntervalType.Month, PriceReferringType.All],
  YEARLY: [PriceIntervalType.Year, PriceReferringType.All],
  WEEKLY: [PriceIntervalType.Week, PriceReferringType.All],
  DAILY: [PriceIntervalType.Day, PriceReferringType.All],
  M2YEARLY: [PriceIntervalType.Year, PriceReferringType.M2],
  M2MONTHLY: [PriceIntervalType.Month, PriceReferringType.M2],
};

/**
 * Prices: the selling price of a sale (per m² for SELLM2); for a rent, the gross rent (IDX's
 * selling_price of a rent), the net rent and the charges, per month, year, … (price_unit). An
 * empty or zero amount is "on request" and left out.
 */
function pricesOf(field: Field, type: OfferType): PropertyPrices | undefined {
  const prices: PropertyPrices = {};
  const currency = field("currency").toUpperCase();
  if (/^[A-Z]{3}$/.test(currency)) prices.currency = currency;
  const unit = field("price_unit").toUpperCase();
  if (type === OfferType.Buy) {
    const price = amountOf(field("selling_price"));
    if (price !== undefined) {
      prices.buy = { price, referring: unit === "SELLM2" ? PriceReferringType.M2 : PriceReferringType.All };
    }
  } else {
    const [interval, referring] = rentUnits[unit] ?? [PriceIntervalType.Month, PriceReferringType.All];
    const gross = amountOf(field("selling_price"));
    const net = amountOf(field("rent_net"));
    const extra = amountOf(field("rent_extra"));
    if (gross !== undefined || net !== undefined || extra !== undefined) {
      prices.rent = { interval, referring };
      if (gross !== undefined) prices.rent.gross = gross;
      if (net !== undefined) prices.rent.net = net;
      if (extra !== undefined) prices.rent.extra = extra;
    }
  }
  return prices.buy || prices.rent ? prices : undefined;
}

function countryOf(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

function addressOf(parts: {
  street: string;
  zip: string;
  city: string;
  country: string;
  state?: string;
}): Address | undefined {
  const address: Address = { ...streetOf(parts.street) };
  const zip = parts.zip.trim();
  if (zip !== "" && zip.toLowerCase() !== "nozip") address.postalCode = zip;
  if (parts.city.trim() !== "") address.locality = parts.city.trim();
  const country = countryOf(parts.country);
  if (country) address.countryCode = country;
  // The canton, named as the site names regions ("Vaud"); a code of another country stays as given.
  const state = parts.state?.trim() ?? "";
  if (state !== "") address.region = (!country || country === "CH" ? cantonOfCode(state)?.fr : undefined) ?? state;
  return Object.keys(address).length > 0 ? address : undefined;
}

function personOf(name: string, contact: { phone?: string; mobile?: string; email?: string }): Person | undefined {
  const person: Person = { ...personNameOf(name) };
  if (contact.phone) person.phone = contact.phone;
  if (contact.mobile) person.mobile = contact.mobile;
  if (contact.email) person.email = contact.email;
  return Object.keys(person).length > 0 ? person : undefined;
}

/**
 * The agency (agency_*) as the seller's organization and contact person (agency_reference, with
 * the agency's phones and e-mail), the visit contact (visit_*) as the visit person.
 */
function sellerOf(field: Field, phones: Map<string, string | undefined> | undefined): PropertySeller | undefined {
  const phone = phoneOf(field("agency_phone"), phones);
  const mobile = phoneOf(field("agency_mobile"), phones);
  const email = emailOf(field("agency_email"));
  const organization: Organization = {};
  const id = field("agency_id");
  if (id !== "") organization.id = id;
  if (field("agency_name") !== "") organization.legalName = field("agency_name");
  const address = addressOf({
    street: field("agency_street"),
    zip: field("agency_zip"),
    city: field("agency_city"),
    country: field("agency_country"),
  });
  if (address) organization.address = address;
  if (phone) organization.phone = phone;
  if (mobile) organization.mobile = mobile;
  if (email) organization.email = email;

  const seller: PropertySeller = {};
  if (Object.keys(organization).length > 0) seller.organization = organization;
  if (email) seller.inquiryEmail = email;
  const contact = field("agency_reference");
  if (contact !== "") {
    const person = personOf(contact, { phone, mobile, email });
    if (person) seller.contactPerson = person;
  }
  const visitor = personOf(field("visit_name"), {
    phone: phoneOf(field("visit_phone"), phones),
    email: emailOf(field("visit_email")),
  });
  if (visitor) seller.visitPerson = visitor;
  return Object.keys(seller).length > 0 ? seller : undefined;
}

function languageOf(text: Field, fallback: string): string {
  const texts = `${text("object_title")} ${text("object_situation")} ${text("object_description")}`;
  return guessTextLanguage(texts) ?? fallback;
}

/** The texts of the record (`text`: fields with their written line breaks made real, see `idxText`). */
function localizationOf(
  field: Field,
  text: Field,
  context: IdxMapContext,
  fallbackTitle: string,
): PropertyLocalization {
  const localization: PropertyLocalization = {
    languageCode: languageOf(text, context.defaultLanguage ?? "fr"),
    title: text("object_title").replace(/\s*\n\s*/g, " ") || fallbackTitle,
  };
  const situation = text("object_situation");
  if (situation !== "") {
    localization.excerpt = situation;
    localization.location = situation;
  }
  const description = text("object_description");
  if (description !== "") localization.description = description;
  const visit = text("visit_remark");
  if (visit !== "") localization.visitInformation = visit;
  const attachments = idxAttachments(field, context.fileUrl, text);
  if (attachments) localization.attachments = attachments;
  return localization;
}

function offerTypeOf(value: string): OfferType | undefined {
  const offer = value.trim().toUpperCase();
  if (offer === "RENT") return OfferType.Rent;
  if (offer === "SALE") return OfferType.Buy;
  return undefined;
}

/** The record as a SwissRETS property, or why it cannot be one (in French). */
export function mapIdxRecord(record: IdxRecord, context: IdxMapContext): IdxMapped {
  const field: Field = (name) => idxField(record, name);
  const text: Field = (name) => idxText(record, name);

  const offer = field("offer_type");
  const type = offerTypeOf(offer);
  if (!type) {
    return {
      reason:
        offer === ""
          ? "type d'offre absent (RENT ou SALE attendu)"
          : `type d'offre ${quoted(offer)} inconnu (RENT ou SALE attendu)`,
    };
  }
  const categoryField = field("object_category");
  const category = idxCategory(categoryField, field("object_type"));
  if (!category) {
    return {
      reason:
        categoryField === ""
          ? "catégorie absente"
          : `catégorie ${quoted(categoryField)} inconnue (${IDX_CATEGORIES.join(", ")} attendue)`,
    };
  }
  const references = {
    refProperty: referenceField(field("ref_property")),
    refHouse: referenceField(field("ref_house")),
    refObject: referenceField(field("ref_object")),
  };
  const referenceId = idxReference(references);
  if (!referenceId) return { reason: "référence absente (ref_property, ref_house et ref_object vides)" };

  const city = field("object_city");
  const fallbackTitle = [categoryLabel(categoryCode(category)), city].filter(Boolean).join(" à ");
  const property: Property = {
    id: referenceId,
    referenceId,
    type,
    availability: { state: State.Active },
    categories: [category],
    localizations: [localizationOf(field, text, context, fallbackTitle)],
  };
  const start = availableFromOf(field("available_from"), context.now);
  if (start) property.availability.start = start;
  const expiration = endOfDayOf(field("publish_until"));
  if (expiration) property.availability.expiration = expiration;
  const modified = dateTimeOf(field("last_modified"));
  if (modified) property.modified = modified;

  const external: NonNullable<Property["externalReference"]> = {};
  if (references.refProperty !== "") external.refProperty = references.refProperty;
  if (references.refHouse !== "") external.refHouse = references.refHouse;
  if (references.refObject !== "") external.refObject = references.refObject;
  property.externalReference = external;

  const address = addressOf({
    street: field("object_street"),
    zip: field("object_zip"),
    city,
    country: field("object_country"),
    state: field("object_state"),
  });
  if (address) property.address = address;
  const characteristics = characteristicsOf(field);
  if (characteristics) property.characteristics = characteristics;
  const prices = pricesOf(field, type);
  if (prices) property.prices = prices;
  if (flagOf(field("minergie_certified"))) property.minergieCertification = MinergieCertificationType.Minergie;
  const seller = sellerOf(field, context.phones);
  if (seller) property.seller = seller;
  return { property };
}
