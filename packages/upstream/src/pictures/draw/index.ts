/**
 * From a picture's name to its SVG document.
 */
import { designSizes, type PictureName, type PropertyImageKind, type SiteImageName } from "../catalog";
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

function seedName(picture: PictureName): string {
  if (picture.group === "biens") return `biens/${picture.kind}-${picture.seed}`;
  if (picture.group === "site") return `site/${picture.name}`;
  return `equipe/${picture.memberId}`;
}

/**
 * The SVG of a picture, drawn for an output of `width` pixels (height from the design's ratio),
 * or null for a team member without a portrait. The same name always draws the same picture.
 */
export function drawPictureSvg(picture: PictureName, width: number): string | null {
  const size = designSizes[picture.group];
  const cv = new Canvas(size.width, size.height, new Rng(seedName(picture)));
  let body: string;
  if (picture.group === "biens") body = propertyDrawers[picture.kind](cv);
  else if (picture.group === "site") body = siteDrawers[picture.name](cv);
  else {
    const traits = portraitTraits[picture.memberId];
    if (!traits) return null;
    body = drawPortrait(cv, traits);
  }
  return cv.toSvg(body, width, Math.round((width * size.height) / size.width));
}
