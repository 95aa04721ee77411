import { baseOfKey } from "~/map/region-map.server";
import type { MapModel } from "~/map/map-model";
import { winAnsiText } from "./win-ansi";

/**
 * A listing's place map drawn into its PDF sheet (decision 145): the same base, outline, names and
 * dot as the page's, as vector paths, in greys and one blue that print in black and white.
 */
export function drawSheetMap(doc: PDFKit.PDFDocument, map: MapModel, x: number, y: number, width: number): number {
  const base = baseOfKey(map.baseKey);
  const scale = width / map.width;
  const height = map.height * scale;
  if (!base) return 0;
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.translate(x, y).scale(scale);
  doc.rect(0, 0, map.width, map.height).fill("#e6e6e3");
  if (base.countryArea) doc.path(base.countryArea).fill("#fbf9f4");
  for (const lake of base.lakes) doc.path(lake.path).fill("#c9def0");
  stroke(doc, base.communeLines, "#b9b4a8", 0.7);
  if (base.cantonLines) doc.path(base.cantonLines).dash(5, { space: 3 }).lineWidth(1.4).stroke("#6f6a60").undash();
  stroke(doc, base.countryLine, "#3f3b35", 2);
  if (base.focusOutline) {
    doc.path(base.focusOutline).fillOpacity(0.12).fill("#0e5378").fillOpacity(1);
    stroke(doc, base.focusOutline, "#08334b", 2.2);
  }
  for (const mark of map.marks) doc.circle(mark.x, mark.y, 7).lineWidth(2).fillAndStroke("#0d4a6b", "#ffffff");
  doc.font("Helvetica-Oblique").fontSize(12).fillColor("#1f4f75");
  for (const label of map.lakeLabels) centred(doc, label.text, label.x, label.y);
  doc.font("Helvetica").fontSize(12).fillColor("#1d2329");
  for (const label of map.labels) centred(doc, label.text, label.x, label.y);
  doc.restore();
  doc.rect(x, y, width, height).lineWidth(0.5).stroke("#d5dde3");
  doc
    .fontSize(7)
    .fillColor("#4f5b66")
    .text(winAnsiText(map.source), x, y + height + 3, { width, lineBreak: false });
  return height + 14;
}

function stroke(doc: PDFKit.PDFDocument, path: string, color: string, width: number) {
  if (path) doc.path(path).lineWidth(width).stroke(color);
}

/** A name centred on its point, its baseline there as in the SVG. */
function centred(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const label = winAnsiText(text);
  const width = doc.widthOfString(label);
  doc.text(label, x - width / 2, y - doc.currentLineHeight() * 0.8, { lineBreak: false });
}
