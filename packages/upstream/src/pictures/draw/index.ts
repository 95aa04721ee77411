/**
 * From a picture's name to its SVG document.
 */
import { groupInfo, parseImageName, type PropertyImageKind, type SiteImageName } from "../catalog";
import { Rng } from "../random";
import {
  drawApartmentBuilding,
  drawChalet,
  drawGarage,
  drawHouse,
  drawPlot,
  drawShopFront,
  drawVilla,
} from "./exteriors";
import { drawBathroom, drawBedroom, drawKitchen, drawLivingRoom, drawOffice, drawParking } from "./interiors";
import { heroScene, lakeScene, quayScene, valleyScene } from "./landscape";
import { drawPortrait, portraitTraits } from "./portrait";
import { Canvas } from "./svg";

const propertyDrawers: Record<PropertyImageKind, (cv: Canvas) => string> = {
  maison: drawHouse,
  chalet: drawChalet,
  villa: drawVilla,
  immeuble: drawApartmentBuilding,
  lac: (cv) => lakeScene(cv, cv.rng.pick(["terrace", "terrace", "vineyard", "shore"] as const)),
  salon: drawLivingRoom,
  cuisine: drawKitchen,
  chambre: drawBedroom,
  "salle-de-bain": drawBathroom,
  terrain: drawPlot,
  garage: drawGarage,
  parking: drawParking,
  bureau: drawOffice,
  commerce: drawShopFront,
};

const siteDrawers: Record<SiteImageName, (cv: Canvas) => string> = {
  hero: heroScene,
  monthey: (cv) => valleyScene(cv),
  vevey: (cv) => quayScene(cv),
};

/**
 * The SVG of a picture, drawn for an output of `width` pixels (height from the group's aspect ratio),
 * or null when no picture has that name.
 */
export function drawImageSvg(group: string, name: string, width: number): string | null {
  const parsed = parseImageName(group, name);
  if (!parsed || parsed.group === "photos") return null;
  const info = groupInfo(parsed.group);
  const cv = new Canvas(info.designWidth, info.designHeight, new Rng(`${group}/${name}`));
  let body: string;
  if (parsed.group === "biens") body = propertyDrawers[parsed.kind](cv);
  else if (parsed.group === "site") body = siteDrawers[parsed.name](cv);
  else {
    const traits = portraitTraits[parsed.memberId];
    if (!traits) return null;
    body = drawPortrait(cv, traits);
  }
  return cv.toSvg(body, width, Math.round(width / info.aspect));
}
