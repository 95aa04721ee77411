/**
 * The photo viewer's state lives in the address: `?photo=N`, 1-based (product §2.8), so that it is
 * rendered by the server and works without JavaScript. No imports: the browser uses these too.
 */

/**
 * The photo the viewer shows, 0-based, from the `photo` parameter (1-based). Anything that is
 * not a whole number between 1 and the number of photos leaves the viewer closed.
 */
export function parsePhotoParam(raw: string | null | undefined, count: number): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** The index after `index` moved by `step`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A page address with the viewer showing photo `index` (0-based), or closed when null.
 * Other parameters are kept, except the contact modal's.
 */
export function photoHref(pathname: string, search: string, index: number | null): string {
  const params = new URLSearchParams(search);
  params.delete("contact");
  if (index === null) params.delete("photo");
  else params.set("photo", String(index + 1));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
