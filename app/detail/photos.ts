/** The photos of a listing, ready for the carousel and the photo viewer. */
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { imageSrcSet, imageUrl, splitImagePath } from "~/images/catalog";

/** The alternative texts of photos and plans, in each language. */
export const photoTexts = defineTexts({
  fr: {
    photo: "photo",
    position: (number: number, total: number) => `photo ${number} sur ${total}`,
    plan: "Plan",
    planNumber: (number: number) => `Plan ${number}`,
  },
  de: {
    photo: "Foto",
    position: (number: number, total: number) => `Foto ${number} von ${total}`,
    plan: "Grundriss",
    planNumber: (number: number) => `Grundriss ${number}`,
  },
  en: {
    photo: "picture",
    position: (number: number, total: number) => `photo ${number} of ${total}`,
    plan: "Floor plan",
    planNumber: (number: number) => `Floor plan ${number}`,
  },
});

export type Photo = {
  /** Address from the listing: one of the site's images (sources of several widths) or one hosted elsewhere. */
  url: string;
  alt: string;
};

/** Intrinsic size given to every listing photo (4:3), so the page never shifts while it loads. */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 720;

const slideWidths = [480, 640, 960, 1280, 1600] as const;
const THUMB_WIDTH = 640;

/** Only the site's own images and http(s) addresses are shown. */
function isDisplayable(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

export function listingPhotos(
  attachments: readonly { url: string; type: string }[],
  title: string,
  language: Language = "fr",
): Photo[] {
  const texts = photoTexts[language];
  const images = attachments.filter(
    (item) => item.type.trim().toLowerCase() === "image" && isDisplayable(item.url.trim()),
  );
  const total = images.length;
  return images.map((item, index) => {
    const position = total > 1 ? texts.position(index + 1, total) : texts.photo;
    return {
      url: item.url.trim(),
      alt: title ? `${title}, ${position}` : position.charAt(0).toUpperCase() + position.slice(1),
    };
  });
}

const isOwn = (photo: Photo) => splitImagePath(photo.url) !== null;

/** Default source of a photo (medium width). */
function photoSrc(photo: Photo, own = isOwn(photo)): string {
  return own ? imageUrl(photo.url, PHOTO_WIDTH) : photo.url;
}

/**
 * The sources and size of a listing photo's `img` in the carousel and the photo viewer: the intrinsic
 * size every listing photo shares, and `sizes` only when there are sources to choose from. The
 * caller writes the `alt` text. Worked out where the photo is drawn: the page's data carries one
 * address per photo rather than seven.
 */
export function photoImageProps(photo: Photo, sizes: string) {
  const own = isOwn(photo);
  return {
    src: photoSrc(photo, own),
    srcSet: own ? imageSrcSet(photo.url, slideWidths) : undefined,
    sizes: own ? sizes : undefined,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  };
}

/** Smaller version of a photo, for the neighbouring thumbnails. */
export function photoThumb(photo: Photo): string {
  return isOwn(photo) ? imageUrl(photo.url, THUMB_WIDTH) : photo.url;
}

/** Absolute address of a photo, for Open Graph and structured data. */
export function absolutePhotoUrl(photo: Photo | undefined, origin: string): string | undefined {
  if (!photo) return undefined;
  return new URL(photoSrc(photo), origin).toString();
}

/** A floor plan of a listing, drawn by the site's image pipeline and opened large from its link. */
export type PlanView = { src: string; srcSet: string; href: string; alt: string };

const planWidths = [480, 960, 1600] as const;

/** The plans of a listing that are the site's own images (answers point them there). */
export function listingPlans(
  attachments: readonly { url: string; type: string; title?: string }[],
  language: Language = "fr",
): PlanView[] {
  const texts = photoTexts[language];
  const plans = attachments.filter(
    (item) => item.type.trim().toLowerCase() === "plan" && splitImagePath(item.url.trim()) !== null,
  );
  return plans.map((item, index) => {
    const url = item.url.trim();
    return {
      src: imageUrl(url, 960),
      srcSet: imageSrcSet(url, planWidths),
      href: imageUrl(url, 1920),
      alt: item.title?.trim() || (plans.length > 1 ? texts.planNumber(index + 1) : texts.plan),
    };
  });
}
