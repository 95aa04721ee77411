/**
 * French texts of an ordinary demo listing: title and excerpt, then the description (an opening
 * paragraph by kind, a list of what it offers, how to visit).
 */
import type { TeamMember } from "@rli/contract/agency/agency";
import { formatHalf, formatNumber } from "@rli/contract/agency/format";
import type { Rng } from "../pictures/random";
import type { Facts } from "./listing-facts";
import { floorInText, plural } from "./words";

type Headline = { title: string; excerpt: string };

const heatingLabels: Record<string, string> = {
  heatpump: "par pompe à chaleur",
  "heatpump-air-and-water": "par pompe à chaleur air-eau",
  "geothermal-probe": "par sonde géothermique",
  gas: "au gaz",
  oil: "au mazout",
  district: "à distance",
  wood: "au bois",
  "wood-pellet": "aux pellets",
  electricity: "électrique",
};

function residentialHeadline(rng: Rng, f: Facts, opening: string, view: string): Headline {
  const { kind, place, features, c } = f;
  const qualifiers = [
    view,
    features.has("isNewConstruction") ? "neuf" : "",
    features.has("isRefurbished") ? "entièrement rénové" : "",
    c.areaTerrace ? "avec grande terrasse" : "",
    c.areaGarden && kind.group === "apartment" ? "avec jardin privatif" : "",
    features.has("hasSwimmingPool") ? "avec piscine" : "",
    features.has("hasBalcony") && kind.group === "apartment" ? "avec balcon" : "",
    `à ${place.locality}`,
  ].filter(Boolean);
  let qualifier = qualifiers[0] as string;
  if (kind.feminine && qualifier === "neuf") qualifier = "neuve";
  if (kind.feminine && qualifier === "entièrement rénové") qualifier = "entièrement rénovée";
  const roomsText = kind.id === "studio" ? "" : ` de ${formatHalf(f.rooms)} pièces`;
  const excerpt = rng.pick(
    [
      f.lakeView ? "Vue dégagée sur le Léman et les Alpes" : "",
      f.mountainView ? "Vue imprenable sur les montagnes" : "",
      features.has("isQuiet") ? "Quartier calme et verdoyant" : "",
      features.has("isSunny") ? "Belle luminosité, exposition sud-ouest" : "",
      features.has("isNewConstruction") ? "Construction récente aux finitions soignées" : "",
      kind.group === "house" ? `Parcelle de ${formatNumber(f.land)} m², au calme` : "",
      "Proche de toutes les commodités",
      "À quelques minutes des transports publics",
    ].filter(Boolean),
  );
  return { title: `${opening}${roomsText} ${qualifier}`, excerpt };
}

function commercialHeadline(rng: Rng, f: Facts, opening: string): Headline {
  const { kind, place } = f;
  const where =
    kind.id === "retail"
      ? ["avec vitrine sur rue", "sur rue passante", `au centre de ${place.locality}`]
      : kind.id === "workshop"
        ? ["avec accès pour camion", "en zone artisanale", "avec quai de chargement"]
        : [
            `au centre de ${place.locality}`,
            "proche de la gare",
            f.lakeView ? "avec vue sur le lac" : "avec places de parc",
          ];
  const title = `${opening} de ${f.area} m² ${rng.pick(where)}`;
  const excerpt = rng.pick([
    "Emplacement de premier ordre",
    "Surface modulable, accès facile",
    "Forte visibilité, passage important",
    "Proche des axes routiers et de la gare",
  ]);
  return { title, excerpt };
}

function parkingHeadline(rng: Rng, f: Facts, opening: string): Headline {
  const where = [
    `au centre de ${f.place.locality}`,
    "proche de la gare",
    "dans un quartier résidentiel",
    "avec accès sécurisé",
  ];
  const title = `${opening} ${rng.pick(where)}`;
  const excerpt = rng.pick([
    "Accès sécurisé par télécommande",
    "Libre de suite",
    "À deux pas des commerces",
    "Idéal pour les résidents du quartier",
  ]);
  return { title, excerpt };
}

function landHeadline(rng: Rng, f: Facts, opening: string): Headline {
  const where = [
    f.buildingZones === "Zone villas" ? "en zone villas" : "bien exposé",
    f.lakeView ? "avec vue sur le lac" : "au calme",
    `à ${f.place.locality}`,
  ];
  const title = `${opening} de ${formatNumber(f.land)} m² ${rng.pick(where)}`;
  const excerpt = rng.pick([
    `${f.buildingZones}, indice d'utilisation ${String(f.c.utilizationRatio).replace(".", ",")}`,
    "Parcelle plate et bien ensoleillée",
    "Terrain équipé, prêt à bâtir",
  ]);
  return { title, excerpt };
}

/** Title and excerpt, and the setting ("au cœur du village…") the description and location reuse. */
export function headline(rng: Rng, f: Facts): Headline & { setting: string } {
  const { kind, place } = f;
  const opening = rng.pick(kind.openings);
  const setting = rng.pick(place.settings);
  const view = f.lakeView
    ? "avec vue sur le lac"
    : f.mountainView
      ? place.area === "chablais" && rng.chance(0.5)
        ? "face aux Dents du Midi"
        : "avec vue sur les montagnes"
      : "";
  const texts = f.residential
    ? residentialHeadline(rng, f, opening, view)
    : kind.group === "commercial"
      ? commercialHeadline(rng, f, opening)
      : kind.group === "parking"
        ? parkingHeadline(rng, f, opening)
        : landHeadline(rng, f, opening);
  return { ...texts, setting };
}

function homeParagraphs(rng: Rng, f: Facts, setting: string): string[] {
  const { kind, c, rooms, area, floor } = f;
  const surface =
    kind.group === "house"
      ? `${area} m² habitables sur ${plural(Number(c.numberOfFloors), "niveau", "niveaux")}`
      : `${area} m² habitables${floor !== undefined ? ` au ${floorInText(floor)}` : ""}`;
  const roomsText = kind.id === "studio" ? "" : ` de ${formatHalf(rooms)} pièces`;
  const opening = `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative}${roomsText}</strong> offre ${surface}.</p>`;
  if (kind.id === "studio") {
    return [
      opening,
      "<p>Il dispose d'une pièce de vie lumineuse avec coin cuisine agencé, d'une salle de douche et d'une armoire murale.</p>",
    ];
  }
  const bedrooms = Math.max(1, Math.floor(rooms) - 1);
  const bathrooms = Number(c.numberOfBathrooms);
  const living = rng.pick(["lumineux", "spacieux", "baigné de lumière"]);
  const onto = c.areaTerrace
    ? " ouvert sur la terrasse"
    : f.features.has("hasBalcony")
      ? " avec accès au balcon"
      : c.areaGarden
        ? " donnant sur le jardin"
        : "";
  const kitchen = rng.pick(["ouverte entièrement agencée", "agencée habitable", "moderne équipée"]);
  const bedroomsAndBaths = `${plural(bedrooms, "chambre", "chambres")} et de ${plural(bathrooms, "salle d'eau", "salles d'eau")}`;
  const guestWc = c.numberOfToiletsGuest ? ", ainsi que d'un WC visiteurs" : "";
  return [
    opening,
    `<p>${kind.feminine ? "Elle" : "Il"} se compose d'un hall d'entrée avec armoires, d'un séjour ${living}${onto}, d'une cuisine ${kitchen}, de ${bedroomsAndBaths}${guestWc}.</p>`,
  ];
}

function commercialParagraphs(rng: Rng, f: Facts, setting: string): string[] {
  const { kind, c } = f;
  const uses =
    kind.id === "office"
      ? " de services : cabinet, fiduciaire, bureau d'études"
      : kind.id === "retail"
        ? " : commerce de détail, boutique, salon de coiffure"
        : " : artisanat, stockage, atelier mécanique";
  const layout =
    kind.id === "office"
      ? `Plateau ${rng.pick(["lumineux", "modulable", "entièrement rénové"])} au ${floorInText(f.floor ?? 1)}, divisé en ${plural(Number(c.numberOfRooms), "bureau", "bureaux")} avec salle de réunion, kitchenette et sanitaires.`
      : kind.id === "retail"
        ? "Grande vitrine, arrière-boutique avec local de stockage et sanitaires. Aménagement au gré du preneur."
        : `Hauteur sous plafond de ${String(c.hallHeight).replace(".", ",")} m, porte sectionnelle et accès de plain-pied.`;
  return [
    `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative} de ${f.area} m²</strong> convient à de nombreuses activités${uses}.</p>`,
    `<p>${layout}</p>`,
  ];
}

function parkingParagraphs(rng: Rng, f: Facts, setting: string): string[] {
  const { kind } = f;
  const access = rng.pick(["par porte automatique", "sécurisé par télécommande", "facile depuis la route principale"]);
  return [
    `<p><strong>${kind.demonstrative.charAt(0).toUpperCase()}${kind.demonstrative.slice(1)}</strong> est situé${kind.feminine ? "e" : ""} ${setting}.</p>`,
    `<p>Surface de ${String(f.area).replace(".", ",")} m², accès ${access}. Idéal pour un véhicule, deux-roues ou rangement.</p>`,
  ];
}

function landParagraphs(f: Facts, setting: string): string[] {
  const { kind } = f;
  const zone = String(f.buildingZones);
  const services =
    f.development === "full" ? "entièrement équipée (eau, électricité, égouts)" : "partiellement équipée";
  const slope = f.features.has("onEvenGround") ? "plate et facile à bâtir" : "en pente douce orientée au sud";
  return [
    `<p>Situé${kind.feminine ? "e" : ""} ${setting}, <strong>${kind.demonstrative} de ${formatNumber(f.land)} m²</strong> se trouve en ${zone.charAt(0).toLowerCase()}${zone.slice(1)}.</p>`,
    `<p>Parcelle ${services}, ${slope}. Idéal pour la construction d'une villa familiale.</p>`,
  ];
}

/** The description's list: extras, views, lift, comfort, heating, label, age; seven lines at most. */
function featureList(f: Facts): string[] {
  const { kind, features, heating } = f;
  const items: string[] = [...f.extras];
  if (features.has("hasLakeView")) items.push("Vue sur le lac et les Alpes");
  if (features.has("hasMountainView"))
    items.push(f.place.area === "chablais" ? "Vue sur les Dents du Midi" : "Vue sur les montagnes");
  if (features.has("hasElevator") && kind.group === "apartment") items.push("Immeuble avec ascenseur");
  if (features.has("hasFireplace")) items.push("Cheminée de salon");
  if (features.has("hasCellar")) items.push("Cave privative");
  if (features.has("hasWashingMachine")) items.push("Colonne de lavage privative");
  if (heating)
    items.push(
      `Chauffage ${heatingLabels[heating.generation] ?? ""}${heating.distribution === "floor" ? " au sol" : ""}`.trim(),
    );
  if (f.minergie) items.push(`Label ${f.minergie}`);
  if (f.yearBuilt && f.residential)
    items.push(`Année de construction : ${f.yearBuilt}${f.renovated ? ` (rénovation en ${f.renovated})` : ""}`);
  if (items.length === 0) return [];
  return [
    `<ul>${items
      .slice(0, 7)
      .map((item) => `<li>${item}</li>`)
      .join("")}</ul>`,
  ];
}

/** The description in HTML: opening by kind, the list, availability and who to ask. */
export function description(rng: Rng, f: Facts, setting: string, when: string, contact: TeamMember): string {
  const { kind } = f;
  const opening = f.residential
    ? homeParagraphs(rng, f, setting)
    : kind.group === "commercial"
      ? commercialParagraphs(rng, f, setting)
      : kind.group === "parking"
        ? parkingParagraphs(rng, f, setting)
        : landParagraphs(f, setting);
  const terms =
    f.type === "rent"
      ? `Disponible ${when}. Garantie de loyer : trois mois de loyer net.`
      : kind.group === "land"
        ? "Vente sans obligation de mandat d'architecte."
        : `Libre ${when}.`;
  const closing = `<p>${terms} Pour tout renseignement ou pour organiser une visite, ${contact.first_name} ${contact.last_name} se tient à votre disposition.</p>`;
  return [...opening, ...featureList(f), closing].join("");
}
