/**
 * German and English texts of some demo listings, as an agency of the Riviera writes them for its
 * Swiss German and English-speaking buyers (decision 115): about a third of the listings carry them
 * beside their French texts, one is published in German only and one in English only. Written from
 * the listing's facts, without drawing anything, so the French texts and the rest of the inventory
 * stay the same.
 */
import type { TeamMember } from "@rli/contract/agency/agency";
import { formatHalf, formatNumber } from "@rli/contract/agency/format";
import type { Facts } from "./listing-facts";

export type DemoLanguage = "de" | "en";

/** The languages of a listing's texts, by its reference number. */
export function textLanguagesOf(refNumber: number): readonly ("fr" | DemoLanguage)[] {
  if (refNumber === 1024) return ["de"];
  if (refNumber === 1005) return ["en"];
  return refNumber % 3 === 0 ? ["fr", "de", "en"] : ["fr"];
}

export type TranslatedTexts = {
  title: string;
  excerpt: string;
  description: string;
  location: string;
  visitInformation: string;
};

type Gender = "f" | "n" | "m";
type Noun = { de: string; gender: Gender; en: string };

/** What each kind of listing is called; German compounds take the rooms in front ("3½-Zimmer-Wohnung"). */
const nouns: Record<string, Noun> = {
  apartment: { de: "Wohnung", gender: "f", en: "flat" },
  attic: { de: "Attikawohnung", gender: "f", en: "penthouse flat" },
  duplex: { de: "Maisonettewohnung", gender: "f", en: "maisonette" },
  loft: { de: "Loft", gender: "n", en: "loft" },
  "terrace-flat": { de: "Terrassenwohnung", gender: "f", en: "terrace flat" },
  studio: { de: "Studio", gender: "n", en: "studio flat" },
  house: { de: "Einfamilienhaus", gender: "n", en: "detached house" },
  villa: { de: "Villa", gender: "f", en: "villa" },
  chalet: { de: "Chalet", gender: "n", en: "chalet" },
  "row-house": { de: "Reihenhaus", gender: "n", en: "terraced house" },
  office: { de: "Bürofläche", gender: "f", en: "office space" },
  retail: { de: "Ladenlokal", gender: "n", en: "shop" },
  workshop: { de: "Werkstatt mit Lager", gender: "f", en: "workshop and storage unit" },
  garage: { de: "Einzelgarage", gender: "f", en: "lock-up garage" },
  "double-garage": { de: "Doppelgarage", gender: "f", en: "double garage" },
  underground: { de: "Einstellhallenplatz", gender: "m", en: "underground parking space" },
  "building-lot": { de: "Baugrundstück", gender: "n", en: "building plot" },
  plot: { de: "Grundstück", gender: "n", en: "plot of land" },
};

const germanEnding: Record<Gender, string> = { f: "e", n: "es", m: "er" };
const germanThis: Record<Gender, string> = { f: "Diese", n: "Dieses", m: "Dieser" };
const germanIt: Record<Gender, string> = { f: "Sie", n: "Es", m: "Er" };

/** "de suite", "à convenir", "dès le 1er mars 2027" in German and English. */
const months: Record<string, [string, string]> = {
  février: ["Februar", "February"],
  mars: ["März", "March"],
  avril: ["April", "April"],
};

function whenIn(when: string, language: DemoLanguage): string {
  if (when === "de suite") return language === "de" ? "per sofort" : "immediately";
  const later = /^dès le 1er (\S+) (\d{4})$/.exec(when);
  const month = later ? months[later[1]!] : undefined;
  if (later && month) return language === "de" ? `ab 1. ${month[0]} ${later[2]}` : `from 1 ${month[1]} ${later[2]}`;
  return language === "de" ? "nach Vereinbarung" : "by arrangement";
}

const heating: Record<string, [string, string]> = {
  heatpump: ["Wärmepumpe", "Heat pump"],
  "heatpump-air-and-water": ["Luft-Wasser-Wärmepumpe", "Air-source heat pump"],
  "geothermal-probe": ["Erdsonden-Wärmepumpe", "Ground-source heat pump"],
  gas: ["Gasheizung", "Gas central heating"],
  oil: ["Ölheizung", "Oil-fired central heating"],
  district: ["Fernwärme", "District heating"],
  wood: ["Holzheizung", "Wood-fired heating"],
  "wood-pellet": ["Pelletheizung", "Wood-pellet heating"],
  electricity: ["Elektroheizung", "Electric heating"],
};

/** A choice that depends only on the listing, so that nothing is drawn. */
function choose<T>(refNumber: number, items: readonly T[]): T {
  return items[refNumber % items.length]!;
}

function roomsPrefix(f: Facts): string {
  return f.kind.id === "studio" ? "" : `${formatHalf(f.rooms)}-Zimmer-`;
}

function englishFloor(floor: number): string {
  if (floor === 0) return "on the ground floor";
  const suffix = floor === 1 ? "st" : floor === 2 ? "nd" : floor === 3 ? "rd" : "th";
  return `on the ${floor}${suffix} floor`;
}

function titleOf(f: Facts, noun: Noun, refNumber: number, language: DemoLanguage): string {
  const where = f.place.locality;
  const area = formatNumber(f.area);
  const land = formatNumber(f.land);
  if (language === "de") {
    if (f.residential) {
      const adjective = choose(refNumber, ["Hell", "Schön", "Grosszügig", "Charmant"]) + germanEnding[noun.gender];
      const view = f.lakeView ? " mit Seesicht" : f.mountainView ? " mit Bergsicht" : "";
      return `${adjective} ${roomsPrefix(f)}${noun.de}${view} in ${where}`;
    }
    if (f.kind.group === "land") return `${noun.de} von ${land} m² in ${where}`;
    if (f.kind.group === "parking") return `${noun.de} in ${where}`;
    return `${noun.de} von ${area} m² in ${where}`;
  }
  if (f.residential) {
    const adjective = choose(refNumber, ["Bright", "Lovely", "Spacious", "Charming"]);
    const rooms = f.kind.id === "studio" ? "" : `${formatHalf(f.rooms)}-room `;
    const view = f.lakeView ? " with lake views" : f.mountainView ? " with mountain views" : "";
    return `${adjective} ${rooms}${noun.en}${view} in ${where}`;
  }
  if (f.kind.group === "land") return `${land} m² ${noun.en} in ${where}`;
  if (f.kind.group === "parking") return `${noun.en.charAt(0).toUpperCase()}${noun.en.slice(1)} in ${where}`;
  return `${area} m² ${noun.en} in ${where}`;
}

function excerptOf(f: Facts, language: DemoLanguage): string {
  const de = language === "de";
  if (f.kind.group === "parking") return de ? "Zufahrt mit automatischem Tor" : "Access through an automatic gate";
  if (f.lakeView)
    return de ? "Freie Sicht auf den Genfersee und die Alpen" : "Open views over Lake Geneva and the Alps";
  if (f.mountainView)
    return f.place.area === "chablais"
      ? de
        ? "Aussicht auf die Dents du Midi"
        : "Views of the Dents du Midi"
      : de
        ? "Schöne Aussicht auf die Berge"
        : "Lovely mountain views";
  if (f.features.has("isQuiet")) return de ? "Ruhiges, grünes Quartier" : "Quiet, leafy neighbourhood";
  if (f.kind.group === "commercial")
    return de ? "Gut erreichbar, nahe beim Bahnhof" : "Easy to reach, close to the station";
  return de ? "Nahe bei Einkaufsmöglichkeiten und öffentlichem Verkehr" : "Close to shops and public transport";
}

function homeParagraphs(f: Facts, noun: Noun, refNumber: number, language: DemoLanguage): string[] {
  const { c, kind } = f;
  const house = kind.group === "house";
  const storeys = Number(c.numberOfFloors) || 1;
  const bedrooms = Math.max(1, Math.floor(f.rooms) - 1);
  const bathrooms = Number(c.numberOfBathrooms) || 1;
  if (language === "de") {
    const where = house
      ? ` auf ${storeys > 1 ? `${storeys} Geschossen` : "einem Geschoss"}`
      : f.floor !== undefined
        ? f.floor === 0
          ? " im Erdgeschoss"
          : ` im ${f.floor}. Obergeschoss`
        : "";
    const opening = `<p>${germanThis[noun.gender]} <strong>${roomsPrefix(f)}${noun.de}</strong> in ${f.place.locality} bietet ${f.area} m² Wohnfläche${where}.</p>`;
    if (kind.id === "studio")
      return [
        opening,
        "<p>Es verfügt über einen hellen Wohnraum mit Kochnische, ein Duschbad und einen Wandschrank.</p>",
      ];
    const onto = c.areaTerrace
      ? " mit Zugang zur Terrasse"
      : f.features.has("hasBalcony")
        ? " mit Zugang zum Balkon"
        : c.areaGarden
          ? " mit Blick in den Garten"
          : "";
    const kitchen = choose(refNumber, ["offene, voll ausgestattete", "moderne", "grosse, gut ausgestattete"]);
    const baths = bathrooms > 1 ? `${bathrooms} Nasszellen` : "eine Nasszelle";
    const guest = c.numberOfToiletsGuest ? " sowie ein separates Gäste-WC" : "";
    return [
      opening,
      `<p>${germanIt[noun.gender]} umfasst einen Eingangsbereich mit Einbauschränken, ein helles Wohnzimmer${onto}, eine ${kitchen} Küche, ${bedrooms} Schlafzimmer und ${baths}${guest}.</p>`,
    ];
  }
  const where = house
    ? ` over ${storeys > 1 ? `${storeys} floors` : "a single floor"}`
    : f.floor !== undefined
      ? ` ${englishFloor(f.floor)}`
      : "";
  const size = kind.id === "studio" ? "" : `${formatHalf(f.rooms)}-room `;
  const opening = `<p>This <strong>${size}${noun.en}</strong> in ${f.place.locality} offers ${f.area} m² of living space${where}.</p>`;
  if (kind.id === "studio")
    return [opening, "<p>It has a bright living room with a kitchenette, a shower room and a fitted wardrobe.</p>"];
  const onto = c.areaTerrace
    ? " opening onto the terrace"
    : f.features.has("hasBalcony")
      ? " with access to the balcony"
      : c.areaGarden
        ? " overlooking the garden"
        : "";
  const kitchen = choose(refNumber, [
    "a fully fitted open-plan kitchen",
    "a modern kitchen",
    "a large, well-equipped kitchen",
  ]);
  const baths = bathrooms > 1 ? `${bathrooms} bathrooms` : "a bathroom";
  const rooms = [`${bedrooms} ${bedrooms > 1 ? "bedrooms" : "bedroom"}`, baths];
  if (c.numberOfToiletsGuest) rooms.push("a separate cloakroom");
  const last = rooms.pop();
  return [
    opening,
    `<p>It comprises an entrance hall with built-in cupboards, a bright living room${onto}, ${kitchen}, ${rooms.join(", ")} and ${last}.</p>`,
  ];
}

function otherParagraphs(f: Facts, noun: Noun, language: DemoLanguage): string[] {
  const { kind } = f;
  const de = language === "de";
  const where = f.place.locality;
  if (kind.group === "commercial") {
    const uses =
      kind.id === "office"
        ? de
          ? "Praxis, Treuhandbüro, Ingenieurbüro"
          : "a practice, an accountancy firm or a design office"
        : kind.id === "retail"
          ? de
            ? "Detailhandel, Boutique, Coiffeursalon"
            : "a shop, a boutique or a hair salon"
          : de
            ? "Handwerk, Lager, mechanische Werkstatt"
            : "a trade, storage or a mechanical workshop";
    return de
      ? [
          `<p>${germanThis[noun.gender]} <strong>${noun.de} von ${f.area} m²</strong> in ${where} eignet sich für viele Nutzungen: ${uses}.</p>`,
        ]
      : [`<p>This <strong>${f.area} m² ${noun.en}</strong> in ${where} suits many uses: ${uses}.</p>`];
  }
  if (kind.group === "parking") {
    const size = String(f.area);
    return de
      ? [
          `<p>${germanThis[noun.gender]} <strong>${noun.de}</strong> befindet sich in ${where}.</p>`,
          `<p>Fläche ${size} m², Zufahrt mit automatischem Tor. Ideal für ein Auto, ein Motorrad oder als Abstellfläche.</p>`,
        ]
      : [
          `<p>This <strong>${noun.en}</strong> is in ${where}.</p>`,
          `<p>${size} m², with an automatic gate. Ideal for a car, a motorbike or extra storage.</p>`,
        ];
  }
  const services =
    f.development === "full"
      ? de
        ? "Voll erschlossen (Wasser, Strom, Abwasser)"
        : "Fully serviced (water, electricity, drains)"
      : de
        ? "Teilweise erschlossen"
        : "Partly serviced";
  const slope = f.features.has("onEvenGround")
    ? de
      ? "eben und leicht zu bebauen"
      : "level and easy to build on"
    : de
      ? "leichte Hanglage nach Süden"
      : "on a gentle south-facing slope";
  return de
    ? [
        `<p>${germanThis[noun.gender]} <strong>${noun.de} von ${formatNumber(f.land)} m²</strong> liegt in einer Wohnzone in ${where}.</p>`,
        `<p>${services}, ${slope}. Ideal für den Bau eines Einfamilienhauses.</p>`,
      ]
    : [
        `<p>This <strong>${formatNumber(f.land)} m² ${noun.en}</strong> lies in a residential zone in ${where}.</p>`,
        `<p>${services}, ${slope}. Ideal for building a family home.</p>`,
      ];
}

function featureList(f: Facts, language: DemoLanguage): string[] {
  const de = language === "de";
  const items: string[] = [];
  if (f.features.has("hasLakeView"))
    items.push(de ? "Sicht auf den Genfersee und die Alpen" : "Views over Lake Geneva and the Alps");
  if (f.features.has("hasMountainView"))
    items.push(
      f.place.area === "chablais"
        ? de
          ? "Sicht auf die Dents du Midi"
          : "Views of the Dents du Midi"
        : de
          ? "Bergsicht"
          : "Mountain views",
    );
  if (f.features.has("hasElevator") && f.kind.group === "apartment")
    items.push(de ? "Haus mit Lift" : "Building with a lift");
  if (f.features.has("hasFireplace")) items.push(de ? "Cheminée im Wohnzimmer" : "Fireplace in the living room");
  if (f.features.has("hasCellar")) items.push(de ? "Eigenes Kellerabteil" : "Private cellar");
  if (f.features.has("hasWashingMachine"))
    items.push(de ? "Eigene Waschmaschine und Tumbler" : "Own washing machine and tumble dryer");
  const heatingWords = f.heating ? heating[f.heating.generation] : undefined;
  if (heatingWords) {
    const floor = f.heating?.distribution === "floor";
    items.push(
      de ? `${heatingWords[0]}${floor ? ", Bodenheizung" : ""}` : `${heatingWords[1]}${floor ? " (underfloor)" : ""}`,
    );
  }
  if (f.minergie) items.push(de ? `${f.minergie}-Label` : `${f.minergie} label`);
  if (f.yearBuilt && f.residential)
    items.push(
      de
        ? `Baujahr ${f.yearBuilt}${f.renovated ? ` (renoviert ${f.renovated})` : ""}`
        : `Built in ${f.yearBuilt}${f.renovated ? ` (renovated in ${f.renovated})` : ""}`,
    );
  if (items.length === 0) return [];
  return [
    `<ul>${items
      .slice(0, 7)
      .map((item) => `<li>${item}</li>`)
      .join("")}</ul>`,
  ];
}

/** Title, excerpt, description in HTML, location and visit line of a listing in German or English. */
export function translatedTexts(
  f: Facts,
  refNumber: number,
  when: string,
  contact: TeamMember,
  language: DemoLanguage,
): TranslatedTexts {
  const noun = nouns[f.kind.id] ?? nouns.apartment!;
  const de = language === "de";
  const name = `${contact.first_name} ${contact.last_name}`;
  const opening = f.residential ? homeParagraphs(f, noun, refNumber, language) : otherParagraphs(f, noun, language);
  const available = whenIn(when, language);
  const terms =
    f.kind.group === "land"
      ? de
        ? "Verkauf ohne Architektenverpflichtung."
        : "Sold with no obligation to use a particular architect."
      : f.type === "rent"
        ? de
          ? `${f.residential ? "Bezugsbereit" : "Verfügbar"} ${available}. Mietkaution: drei Netto-Monatsmieten.`
          : `Available ${available}. Deposit: three months' net rent.`
        : de
          ? `${f.residential ? "Bezugsbereit" : "Verfügbar"} ${available}.`
          : `Available ${available}.`;
  const closing = de
    ? `<p>${terms} Für Auskünfte oder eine Besichtigung steht Ihnen ${name} gerne zur Verfügung.</p>`
    : `<p>${terms} For further details or to arrange a viewing, please contact ${name}.</p>`;
  return {
    title: titleOf(f, noun, refNumber, language),
    excerpt: excerptOf(f, language),
    description: [...opening, ...featureList(f, language), closing].join(""),
    location: f.place.locality,
    visitInformation: de ? `Besichtigungen nach Vereinbarung mit ${name}.` : `Viewings by appointment with ${name}.`,
  };
}
