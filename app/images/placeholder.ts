/**
 * The picture served instead of a photo that cannot be shown (product §2.8): the placeholder icon of
 * the site's image frames, centred on the frame's background, at the listing photos' 4:3 ratio.
 */
export const PLACEHOLDER_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300">',
  '<rect width="400" height="300" fill="#f5f7f8"/>',
  '<g transform="translate(176 126) scale(2)" fill="none" stroke="#4f5b66" stroke-width="1.5"',
  ' stroke-linecap="round" stroke-linejoin="round">',
  '<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="8.5" cy="8.5" r="1.5"/><path d="m21 15-5-5L5 21"/>',
  "</g></svg>",
].join("");
