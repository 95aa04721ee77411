/**
 * The first photo of each new or changed listing encoded as soon as an upload is served, before
 * its first visitor: in the widths and formats that a card and a property page's first view ask
 * for (960 on a phone, 640 for a card on a desktop; AVIF, then WebP). One encode at a time, newest
 * listings first, in the background: visitors' own encodes keep the other slots of the queue. A
 * newer upload stops the work for the older one.
 */
import { splitImagePath } from "./catalog";
import type { ImageFormat } from "./encode.server";
import { renderImage } from "./render.server";

export const PREPARED_VARIANTS: readonly { width: number; format: ImageFormat }[] = [
  { width: 960, format: "avif" },
  { width: 640, format: "avif" },
  { width: 960, format: "webp" },
  { width: 640, format: "webp" },
];

export type PhotoRender = (
  group: string,
  name: string,
  options: { width: number; format: ImageFormat },
) => Promise<unknown>;

let generation = 0;

/**
 * Encodes the variants of `addresses` (site image addresses, `/images/photos/…`) one after the
 * other; resolves with the number of photos done when finished or overtaken by a newer call.
 */
export async function preparePhotos(addresses: readonly string[], render: PhotoRender = renderImage): Promise<number> {
  const mine = ++generation;
  let done = 0;
  for (const address of addresses) {
    const parts = splitImagePath(address);
    if (!parts) continue;
    for (const variant of PREPARED_VARIANTS) {
      if (mine !== generation) return done;
      // A photo that cannot be made is logged by the pipeline and shown as the placeholder.
      await render(parts.group, parts.name, variant).catch(() => undefined);
    }
    done += 1;
  }
  return done;
}
