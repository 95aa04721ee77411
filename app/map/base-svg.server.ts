import type { RegionBase } from "./region-map.server";

/**
 * A base map as a standalone SVG document (decision 145), served at `/carte/fond/{key}` and drawn
 * under a map's names and marks: abroad, Switzerland, the lakes, the communes', cantons' and country's
 * boundaries, and the outline of the commune a listing's map is about. Colours are attributes, not a style sheet, so the document needs nothing the site's
 * Content-Security-Policy forbids; they stay apart in black and white.
 */
export function baseSvg(base: RegionBase): string {
  const { width, height } = base;
  const paths = [
    `<rect width="${width}" height="${height}" fill="#e6e6e3"/>`,
    line(base.countryArea, 'fill="#fbf9f4"'),
    ...base.lakes.map((lake) => line(lake.path, 'fill="#c9def0"')),
    line(base.communeLines, 'fill="none" stroke="#b9b4a8" stroke-width="0.7"'),
    line(base.cantonLines, 'fill="none" stroke="#6f6a60" stroke-width="1.4" stroke-dasharray="5 3"'),
    line(base.countryLine, 'fill="none" stroke="#3f3b35" stroke-width="2"'),
    line(base.focusOutline, 'fill="#0e5378" fill-opacity="0.12" stroke="#08334b" stroke-width="2.2"'),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `${paths.join("")}</svg>`
  );
}

/** A path; path data holds only numbers and command letters, nothing to escape. */
function line(d: string, attributes: string): string {
  return d ? `<path d="${d}" ${attributes}/>` : "";
}
