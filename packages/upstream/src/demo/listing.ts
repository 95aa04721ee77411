/**
 * One ordinary demo listing (RLM-1001…): its broker, address, characteristics, prices, texts and photos,
 * drawn in this order from the listing's own random sequence.
 */
import type { TeamMember } from "@rli/contract/agency/agency";
import type { Rng } from "../pictures/random";
import { apartmentFacts, houseFacts, residentialFacts } from "./listing-homes";
import { type Draft, type Facts, newFacts } from "./listing-facts";
import { commercialFacts, landFacts, parkingFacts } from "./listing-premises";
import { listingPrices, residentialPrice } from "./listing-prices";
import { description, headline } from "./listing-texts";
import { textLanguagesOf, translatedTexts } from "./listing-translations";
import { DAY } from "./numbers";
import { images, listingPictures } from "./photos";
import type { Place } from "./places";
import { member, seller, splitStreet } from "./seller";
import type { Address, DemoProperty, Localization } from "./shapes";
import { availabilityAsWritten, openHouses } from "./visits";

function pickAgent(rng: Rng, place: Place, type: "buy" | "rent"): { contact: TeamMember; visit?: TeamMember } {
  const areaAgent = place.area === "chablais" ? member("sophie-carron") : member("julien-dubois");
  if (type === "rent") {
    return rng.chance(0.75)
      ? { contact: member("nadia-perrin") }
      : { contact: areaAgent, visit: member("nadia-perrin") };
  }
  return rng.chance(0.75) ? { contact: areaAgent } : { contact: member("laurent-rochat"), visit: areaAgent };
}

/** A street of the place and a point near its centre; villas, chalets and land are published without their street. */
function listingAddress(rng: Rng, draft: Draft): Address {
  const { kind, place } = draft;
  const streetLine = `${rng.pick(place.streets)} ${rng.int(1, 48)}`;
  const address: Address = {
    countryCode: "CH",
    locality: place.locality,
    region: place.region,
    postalCode: place.postalCode,
    ...splitStreet(streetLine),
    geo: {
      latitude: Math.round((place.lat + rng.float(-0.006, 0.006)) * 1e6) / 1e6,
      longitude: Math.round((place.lon + rng.float(-0.008, 0.008)) * 1e6) / 1e6,
    },
  };
  if (kind.group === "land" || kind.id === "villa" || (kind.id === "chalet" && rng.chance(0.5))) {
    delete address.street;
    delete address.streetNumber;
  }
  return address;
}

/** Characteristics, features and price of the listing, by its group of kinds. */
function drawFacts(rng: Rng, draft: Draft): Facts {
  const f = newFacts(rng, draft);
  const group = draft.kind.group;
  if (f.residential) residentialFacts(rng, f);
  if (group === "apartment") apartmentFacts(rng, f);
  if (group === "house") houseFacts(rng, f);
  if (f.residential) residentialPrice(rng, f);
  if (group === "commercial") commercialFacts(rng, f);
  if (group === "parking") parkingFacts(rng, f);
  if (group === "land") landFacts(rng, f);
  return f;
}

export function buildListing(rng: Rng, draft: Draft, refNumber: number, nowMs: number): DemoProperty {
  const { kind, place, type, state, createdMs } = draft;
  const ref = `RLM-${refNumber}`;
  const agent = pickAgent(rng, place, type);
  const contact = agent.contact;
  const address = listingAddress(rng, draft);
  const f = drawFacts(rng, draft);
  const prices = listingPrices(rng, f);
  const { title, excerpt, setting } = headline(rng, f);
  const when = rng.pick([
    "de suite",
    "à convenir",
    "dès le 1er février 2027",
    "dès le 1er avril 2027",
    "dès le 1er mars 2027",
  ]);
  const html = description(rng, f, setting, when, contact);
  const pictures = listingPictures(rng, f);
  const modifiedMs = Math.min(nowMs, createdMs + rng.int(0, 40) * DAY);
  const property: DemoProperty = {
    id: ref.toLowerCase(),
    referenceId: ref,
    type,
    created: new Date(createdMs).toISOString(),
    modified: new Date(modifiedMs).toISOString(),
    availability: { state, start: new Date(createdMs + rng.int(1, 3) * 3_600_000).toISOString() },
    categories: [...kind.categories],
    address,
    characteristics: f.c,
    prices,
    // The photos once, with the first texts: the site shows them whatever the page's language.
    localizations: textLanguagesOf(refNumber).map((language, index): Localization => {
      const texts =
        language === "fr"
          ? {
              title,
              excerpt,
              description: html,
              location: `${place.locality}, ${setting}`,
              visitInformation: `Visites sur rendez-vous avec ${contact.first_name} ${contact.last_name}.`,
            }
          : translatedTexts(f, refNumber, when, contact, language);
      if (index > 0) return { languageCode: language, ...texts };
      return { languageCode: language, ...texts, attachments: { images: images(refNumber, pictures.slice(0, 8)) } };
    }),
    seller: seller(place.area, contact, agent.visit),
  };
  availabilityAsWritten(property, when);
  const events = state === "active" && kind.group !== "land" ? openHouses(ref, nowMs, contact) : [];
  // Open houses are announced in French, with the French texts.
  const french = property.localizations.find((localization) => localization.languageCode === "fr");
  if (events.length > 0 && french) french.events = events;
  if (f.heating) property.heating = f.heating;
  if (f.minergie) property.minergieCertification = f.minergie;
  if (f.development) property.development = f.development;
  if (f.buildingZones) property.buildingZones = f.buildingZones;
  if (f.parcelNumbers) property.parcelNumbers = f.parcelNumbers;
  return property;
}
