/** The photos of a listing, ready for the carousel and the photo viewer. */
import { imageSrcSet, imageUrl, splitImagePath } from "~/images/catalog";

export type Photo = {
  /** Default source (medium width). */
  src: string;
  /** Responsive sources; null for an image hosted elsewhere. */
  srcSet: string | null;
  /** Smaller version for the neighbouring thumbnails. */
  thumb: string;
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

export function listingPhotos(attachments: readonly { url: string; type: string }[], title: string): Photo[] {
  const images = attachments.filter(
    (item) => item.type.trim().toLowerCase() === "image" && isDisplayable(item.url.trim()),
  );
  const total = images.length;
  return images.map((item, index) => {
    const url = item.url.trim();
    const own = splitImagePath(url) !== null;
    const position = total > 1 ? `photo ${index + 1} sur ${total}` : "photo";
    return {
      src: own ? imageUrl(url, PHOTO_WIDTH) : url,
      srcSet: own ? imageSrcSet(url, slideWidths) : null,
      thumb: own ? imageUrl(url, THUMB_WIDTH) : url,
      alt: title ? `${title}, ${position}` : position.charAt(0).toUpperCase() + position.slice(1),
    };
  });
}

/**
 * The sources and size of a listing photo's `img` in the carousel and the photo viewer: the intrinsic
 * size every listing photo shares, and `sizes` only when there are sources to choose from. The
 * caller writes the `alt` text.
 */
export function photoImageProps(photo: Photo, sizes: string) {
  return {
    src: photo.src,
    srcSet: photo.srcSet ?? undefined,
    sizes: photo.srcSet ? sizes : undefined,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  };
}

/** Absolute address of a photo, for Open Graph and structured data. */
export function absolutePhotoUrl(photo: Photo | undefined, origin: string): string | undefined {
  if (!photo) return undefined;
  return new URL(photo.src, origin).toString();
}
