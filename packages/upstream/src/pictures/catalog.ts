/**
 * The pictures the demo draws: property photos of the demo inventory (`{kind}-{seed}`, 4:3), and
 * the site's own pictures (the home hero and the two towns, 16:9; the team's portraits, 4:5),
 * which the site keeps as files of its own (see make-photos.cli.ts).
 */

/** What a property photo shows. */
export const propertyImageKinds = [
  "maison",
  "chalet",
  "villa",
  "immeuble",
  "lac",
  "salon",
  "cuisine",
  "chambre",
  "salle-de-bain",
  "terrain",
  "garage",
  "parking",
  "bureau",
  "commerce",
] as const;
export type PropertyImageKind = (typeof propertyImageKinds)[number];

/** Site pictures: the home hero and the two towns of the agency. */
export const siteImageNames = ["hero", "monthey", "vevey"] as const;
export type SiteImageName = (typeof siteImageNames)[number];

export type PictureGroup = "biens" | "site" | "equipe";

/** Size a picture is designed at (its drawing's coordinates); any output width keeps the ratio. */
export const designSizes: Record<PictureGroup, { width: number; height: number }> = {
  biens: { width: 800, height: 600 },
  site: { width: 1600, height: 900 },
  equipe: { width: 800, height: 1000 },
};

export type PictureName =
  | { group: "biens"; kind: PropertyImageKind; seed: number }
  | { group: "site"; name: SiteImageName }
  | { group: "equipe"; memberId: string };

const photoName = /^([a-z]+(?:-[a-z]+)*)-([0-9]{1,9})$/;

/** A property photo's name (`chalet-4821`), or null. */
export function parsePhotoName(name: string): Extract<PictureName, { group: "biens" }> | null {
  const match = photoName.exec(name);
  if (!match || !(propertyImageKinds as readonly string[]).includes(match[1] as string)) return null;
  return { group: "biens", kind: match[1] as PropertyImageKind, seed: Number(match[2]) };
}

/** Path of a demo photo on the upstream, as the demo inventory writes it (made absolute in answers). */
export function demoPhotoPath(kind: PropertyImageKind, seed: number): string {
  return `/api/photos/${kind}-${seed}.png`;
}

/** The names of the photos an inventory's attachments point at on this upstream. */
export function demoPhotoNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/"\/api\/photos\/([a-z0-9-]+)\.png"/g)) names.add(match[1] as string);
  return [...names].sort();
}
