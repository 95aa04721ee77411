/**
 * Photos of the demo listings: which drawn pictures a listing shows, in which order, with their captions.
 */
import { demoPhotoPath, type PropertyImageKind } from "../pictures/catalog";
import type { Rng } from "../pictures/random";
import type { Facts } from "./listing-facts";
import type { Image } from "./shapes";

const imageCaptions: Record<PropertyImageKind, string> = {
  maison: "Façade",
  chalet: "Le chalet",
  villa: "La villa",
  immeuble: "L'immeuble",
  lac: "Vue sur le lac",
  salon: "Séjour",
  cuisine: "Cuisine",
  chambre: "Chambre",
  "salle-de-bain": "Salle de bain",
  terrain: "La parcelle",
  garage: "Le garage",
  parking: "Le parking",
  bureau: "Bureaux",
  commerce: "La vitrine",
};

export function images(refNumber: number, kinds: readonly PropertyImageKind[], titlePrefix = ""): Image[] {
  return kinds.map((kind, i) => ({
    url: demoPhotoPath(kind, refNumber * 10 + i),
    title: `${titlePrefix}${imageCaptions[kind]}`,
  }));
}

/** The pictures of an ordinary listing: its façade first, then the rooms or what the kind shows. */
export function listingPictures(rng: Rng, f: Facts): PropertyImageKind[] {
  const { kind, place } = f;
  const pictures: PropertyImageKind[] = [];
  const facade: PropertyImageKind =
    kind.group === "apartment" && place.mountain && place.area === "chablais" && rng.chance(0.5)
      ? "chalet"
      : kind.facade;
  pictures.push(facade);
  if (f.residential) {
    pictures.push("salon", "cuisine", "chambre");
    if (f.rooms >= 3.5) pictures.push("chambre");
    pictures.push("salle-de-bain");
    if (f.lakeView) pictures.push("lac");
    if (kind.group === "house" && f.rooms >= 6) pictures.push("salon");
  } else if (kind.group === "commercial") {
    if (kind.id === "office") pictures.push("bureau", "bureau", rng.pick(["bureau", "cuisine"] as const));
    else if (kind.id === "retail") pictures.push("commerce", "bureau");
    else pictures.push("garage", "bureau");
    if (f.lakeView) pictures.push("lac");
  } else if (kind.group === "parking") {
    pictures.push(kind.facade, "immeuble");
  } else {
    pictures.push("terrain", place.lake ? "lac" : "terrain");
  }
  return pictures;
}
