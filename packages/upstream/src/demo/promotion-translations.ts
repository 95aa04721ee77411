/**
 * German and English texts of a demo promotion (decision 115): Résidence Belle-Rive, on the lake
 * at La Tour-de-Peilz, is offered to German and English-speaking buyers as well, its project, its
 * buildings and its lots. Written from their facts without drawing anything, so the French texts
 * and the rest of the inventory stay the same.
 */
import type { TeamMember } from "@rli/contract/agency/agency";
import { formatHalf } from "@rli/contract/agency/format";
import type { DemoLanguage } from "./listing-translations";
import type { Characteristics } from "./shapes";

/** The languages of a promotion's texts, by its index among the plans (the second is Résidence Belle-Rive). */
export function promotionLanguages(index: number): readonly ("fr" | DemoLanguage)[] {
  return index === 1 ? ["fr", "de", "en"] : ["fr"];
}

const seasons: Record<string, [string, string]> = {
  printemps: ["Frühling", "spring"],
  été: ["Sommer", "summer"],
  automne: ["Herbst", "autumn"],
  hiver: ["Winter", "winter"],
};

/** "automne 2027" → "Herbst 2027", "autumn 2027". */
function deliveryIn(delivery: string, language: DemoLanguage): string {
  const [season = "", year = ""] = delivery.split(" ");
  const words = seasons[season];
  return words ? `${words[language === "de" ? 0 : 1]} ${year}` : delivery;
}

/** "Haus A", "Building A". */
export function buildingTitle(letter: string, language: DemoLanguage): string {
  return language === "de" ? `Haus ${letter}` : `Building ${letter}`;
}

function floorWords(floor: number, top: boolean, language: DemoLanguage): string {
  if (language === "de")
    return top ? "im Attikageschoss" : floor === 0 ? "im Erdgeschoss" : `im ${floor}. Obergeschoss`;
  if (top) return "on the top floor";
  if (floor === 0) return "on the ground floor";
  return `on the ${floor === 1 ? "1st" : floor === 2 ? "2nd" : floor === 3 ? "3rd" : `${floor}th`} floor`;
}

export type Lot = {
  name: string;
  letter: string;
  n: number;
  c: Characteristics;
  top: boolean;
  delivery: string;
  chalet: boolean;
  manager: TeamMember;
};

/** Title, excerpt and description of a lot in German or English. */
export function lotTexts(lot: Lot, language: DemoLanguage): { title: string; excerpt: string; description: string } {
  const { c, top, letter, n, name, manager } = lot;
  const rooms = formatHalf(Number(c.numberOfRooms));
  const floor = Number(c.floor);
  const bathrooms = Number(c.numberOfBathrooms);
  const contact = `${manager.first_name} ${manager.last_name}`;
  const delivery = deliveryIn(lot.delivery, language);
  if (language === "de") {
    const noun = top ? "Attikawohnung" : "Wohnung";
    const outside = c.areaGarden
      ? `einem Garten von ${c.areaGarden} m²`
      : c.areaTerrace
        ? `einer Terrasse von ${c.areaTerrace} m²`
        : `einem Balkon von ${c.areaBalcony} m²`;
    const heating = lot.chalet ? "Pelletheizung" : "Erdsonden-Wärmepumpe";
    return {
      title: `Objekt ${letter}${n} – ${rooms}-Zimmer-${noun}${floor === 0 ? " mit Garten" : top ? " mit Terrasse" : ""}`,
      excerpt: `${name}, ${buildingTitle(letter, language)}, ${top ? "Attika" : floor === 0 ? "Erdgeschoss mit Garten" : `${floor}. Obergeschoss`}`,
      description:
        `<p>In der Überbauung <strong>${name}</strong> bietet diese neue ${rooms}-Zimmer-${noun} ${c.areaBwf} m² Wohnfläche ${floorWords(floor, top, language)} von ${buildingTitle(letter, language)}, mit ${outside}.</p>` +
        `<ul><li>${bathrooms > 1 ? `${bathrooms} Nasszellen` : "1 Nasszelle"}</li><li>Offene, voll ausgestattete Küche</li><li>Bodenheizung mit ${heating}</li><li>Kellerabteil und Einstellhallenplatz</li><li>Bezugsbereit voraussichtlich im ${delivery}</li></ul>` +
        `<p>Die Ausbauwünsche können noch berücksichtigt werden. Auskünfte erteilt Ihnen gerne ${contact}.</p>`,
    };
  }
  const noun = top ? "penthouse flat" : "flat";
  const outside = c.areaGarden
    ? `a ${c.areaGarden} m² garden`
    : c.areaTerrace
      ? `a ${c.areaTerrace} m² terrace`
      : `a ${c.areaBalcony} m² balcony`;
  const heating = lot.chalet ? "a wood-pellet boiler" : "a ground-source heat pump";
  return {
    title: `Unit ${letter}${n} – ${rooms}-room ${noun}${floor === 0 ? " with garden" : top ? " with terrace" : ""}`,
    excerpt: `${name}, building ${letter}, ${top ? "top floor" : floor === 0 ? "ground floor with garden" : floorWords(floor, false, language).replace(/^on the /, "")}`,
    description:
      `<p>Part of the <strong>${name}</strong> development, this new ${rooms}-room ${noun} offers ${c.areaBwf} m² of living space ${floorWords(floor, top, language)} of building ${letter}, with ${outside}.</p>` +
      `<ul><li>${bathrooms > 1 ? `${bathrooms} bathrooms` : "1 bathroom"}</li><li>Fully fitted open-plan kitchen</li><li>Underfloor heating from ${heating}</li><li>Cellar and underground parking space</li><li>Completion expected in ${delivery}</li></ul>` +
      `<p>Finishes can still be chosen. For further details, please contact ${contact}.</p>`,
  };
}

export type Project = {
  name: string;
  locality: string;
  buildings: number;
  lots: number;
  roomsFrom: number;
  roomsTo: number;
  free: number;
  delivery: string;
  chalet: boolean;
  manager: TeamMember;
};

/** Excerpt and description of a promotion in German or English. */
export function projectTexts(project: Project, language: DemoLanguage): { excerpt: string; description: string } {
  const { name, locality, lots, free, manager } = project;
  const from = formatHalf(project.roomsFrom);
  const to = formatHalf(project.roomsTo);
  const contact = `${manager.first_name} ${manager.last_name}`;
  const delivery = deliveryIn(project.delivery, language);
  if (language === "de") {
    const buildings = project.buildings > 1 ? `${project.buildings} Häuser` : "1 Haus";
    return {
      excerpt: `${buildings}, ${lots} Wohnungen mit ${from} bis ${to} Zimmern in ${locality}`,
      description:
        `<p><strong>${name}</strong>: ${lots} neue Wohnungen in ${buildings === "1 Haus" ? "einem Haus" : `${project.buildings} Häusern`}${project.chalet ? " im Chaletstil" : ""} in ${locality}.</p>` +
        `<p>Wohnungen mit ${from} bis ${to} Zimmern, vom Erdgeschoss mit Garten bis zur Attika mit Terrasse, geplant für den Komfort einer Familie und einen geringen Energieverbrauch. ${free > 0 ? `Noch ${free} ${free > 1 ? "Wohnungen" : "Wohnung"} frei.` : "Alle Wohnungen sind reserviert oder verkauft."}</p>` +
        `<ul><li>Minergie-Standard, Bodenheizung</li><li>Einstellhalle und Kellerabteile</li><li>Lift in jedem Haus</li><li>Bezugsbereit voraussichtlich im ${delivery}</li></ul>` +
        `<p>Pläne, Baubeschrieb und Preisliste erhalten Sie auf Anfrage bei ${contact}, zuständig für unsere Neubauprojekte.</p>`,
    };
  }
  const buildings = project.buildings > 1 ? `${project.buildings} buildings` : "1 building";
  return {
    excerpt: `${buildings}, ${lots} flats of ${from} to ${to} rooms in ${locality}`,
    description:
      `<p><strong>${name}</strong>: ${lots} new homes in ${buildings}${project.chalet ? " in the chalet style" : ""} at ${locality}.</p>` +
      `<p>Flats of ${from} to ${to} rooms, from ground-floor flats with gardens to penthouses with terraces, designed for family comfort and low energy use. ${free > 0 ? `${free} ${free > 1 ? "flats" : "flat"} still available.` : "All flats are reserved or sold."}</p>` +
      `<ul><li>Minergie standard, underfloor heating</li><li>Underground car park and cellars</li><li>A lift in every building</li><li>Completion expected in ${delivery}</li></ul>` +
      `<p>Plans, specifications and the price list are available on request from ${contact}, who looks after our new developments.</p>`,
  };
}
