/**
 * The printable sheet of a listing, as a PDF drawn with pdfkit (A4, Helvetica): agency, title,
 * price, the first photos, key facts and technical data, description as plain text, features,
 * broker, and a QR code to the listing's page. Photos are the site's own drawn images, rendered
 * in-process; pictures hosted elsewhere are left out (nothing is fetched).
 */
import { agency } from "@rli/contract/agency/agency";
import { loadedOnce } from "@rli/contract/start-up/loaded-once";
import { richTextToPlain } from "@rli/contract/api/rich-text";
import { htmlLang, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { splitImagePath } from "~/images/catalog";
import { renderImage } from "~/images/render.server";
import { qrCodeMatrix } from "~/kiosk/qr-code.server";
import type { PropertyView } from "./property-view";
import type { MapModel } from "~/map/map-model";
import { drawSheetMap } from "./sheet-map.server";
import { winAnsiText } from "./win-ansi";

const loadPdfKit = loadedOnce(() => import("pdfkit").then((module) => module.default));

/**
 * pdfkit and what it reads only when a sheet uses it (each standard font is a module of its own),
 * loaded when the process starts (decision 158): a page of text in the three fonts it uses, thrown away.
 */
export async function loadSheetLibraries(): Promise<void> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: "A4" });
  for (const font of ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique"]) doc.font(font).text("Rhône-Léman");
  doc.on("data", () => undefined);
  const ended = new Promise((resolve) => doc.once("end", resolve));
  doc.end();
  await ended;
}

/** The sheet's own words, in each language. */
export const sheetTexts = defineTexts({
  fr: {
    title: (title: string, ref: string) => `${title} – réf. ${ref}`,
    and: " et ",
    reference: (ref: string) => `Référence ${ref}`,
    specifications: "Caractéristiques",
    description: "Description",
    features: "Points forts et équipements",
    location: "Situation",
    contact: "Votre contact",
    online: "L'annonce en ligne :",
    field: (label: string, value: string) => `${label} : ${value}`,
    footer: (offices: string, date: string) => `${offices}. Fiche du ${date}, sous réserve de modifications.`,
  },
  de: {
    title: (title: string, ref: string) => `${title} – Ref. ${ref}`,
    and: " und ",
    reference: (ref: string) => `Referenz ${ref}`,
    specifications: "Eigenschaften",
    description: "Beschreibung",
    features: "Vorzüge und Ausstattung",
    location: "Lage",
    contact: "Ihr Kontakt",
    online: "Das Inserat online:",
    field: (label: string, value: string) => `${label}: ${value}`,
    footer: (offices: string, date: string) => `${offices}. Dokumentation vom ${date}, Änderungen vorbehalten.`,
  },
  en: {
    title: (title: string, ref: string) => `${title} – ref. ${ref}`,
    and: " and ",
    reference: (ref: string) => `Reference ${ref}`,
    specifications: "Specifications",
    description: "About this property",
    features: "Highlights and features",
    location: "Location",
    contact: "Your contact",
    online: "The listing online:",
    field: (label: string, value: string) => `${label}: ${value}`,
    footer: (offices: string, date: string) => `${offices}. Sheet of ${date}, subject to change.`,
  },
});

/** Photos on the sheet: one large, two small. */
const SHEET_PHOTOS = 3;
const PHOTO_RENDER_WIDTH = 960;

const colors = { primary: "#0d4a6b", text: "#1d2329", muted: "#4f5b66", border: "#d5dde3" };

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** JPEG bytes of the listing's first own photos, in order; missing or failing ones are skipped. */
export async function sheetPhotos(imagePaths: readonly string[], count = SHEET_PHOTOS): Promise<Buffer[]> {
  const own = imagePaths.map((path) => splitImagePath(path.trim())).filter((part) => part !== null);
  const rendered = await Promise.all(
    own.slice(0, count).map(async ({ group, name }) => {
      try {
        return (await renderImage(group, name, { width: PHOTO_RENDER_WIDTH, format: "jpeg" }))?.body ?? null;
      } catch {
        return null;
      }
    }),
  );
  return rendered.filter((body): body is Buffer => body !== null);
}

type SheetInput = {
  view: PropertyView;
  /** JPEG bytes of the first photos (see `sheetPhotos`). */
  photos: Buffer[];
  /** Absolute address of the listing's page, for the QR code and the link. */
  url: string;
  /** Date printed in the footer. */
  date: string;
  /** The language of the sheet's labels, that of the page it comes from; French by default. */
  language?: Language;
  /** The listing's commune on a small map, when it has a place. */
  placeMap?: MapModel | undefined;
};

const t = winAnsiText;

/**
 * Draws text written in another language than the sheet's inside a span marked with that language
 * (`/Span <</Lang (fr)>> BDC`), as a `lang` attribute marks it on the page; drawn plainly otherwise.
 */
function inLanguage(doc: PDFKit.PDFDocument, lang: string | null | undefined, draw: () => void) {
  if (!lang) return draw();
  doc.markContent("Span", { lang });
  draw();
  doc.endMarkedContent();
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(12).fillColor(colors.primary).text(t(text), { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10).fillColor(colors.text);
}

function drawPhotos(doc: PDFKit.PDFDocument, photos: Buffer[]) {
  if (photos.length === 0) return;
  const top = doc.y;
  const gap = 8;
  const mainWidth = photos.length > 1 ? CONTENT_WIDTH * 0.64 : CONTENT_WIDTH;
  const mainHeight = Math.min((mainWidth * 3) / 4, 260);
  const [first, ...others] = photos;
  if (first) doc.image(first, PAGE.margin, top, { fit: [mainWidth, mainHeight], align: "center", valign: "center" });
  const sideWidth = CONTENT_WIDTH - mainWidth - gap;
  const sideHeight = (mainHeight - gap) / 2;
  others.slice(0, 2).forEach((photo, index) => {
    doc.image(photo, PAGE.margin + mainWidth + gap, top + index * (sideHeight + gap), {
      fit: [sideWidth, sideHeight],
      align: "center",
      valign: "center",
    });
  });
  doc.x = PAGE.margin;
  doc.y = top + mainHeight + 10;
}

type QrMatrix = Awaited<ReturnType<typeof qrCodeMatrix>>;

function drawQrCode(doc: PDFKit.PDFDocument, matrix: QrMatrix, x: number, y: number, size: number) {
  const quiet = 2;
  const cell = size / (matrix.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  doc.fillColor("#000000");
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.dark(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}

/** Two columns of "label : value" lines. */
function drawRows(doc: PDFKit.PDFDocument, rows: readonly { label: string; value: string }[]) {
  const labelWidth = 170;
  for (const row of rows) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fillColor(colors.muted)
      .text(t(row.label), PAGE.margin, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    doc
      .font("Helvetica")
      .fillColor(colors.text)
      .text(t(row.value), PAGE.margin + labelWidth, y, {
        width: CONTENT_WIDTH - labelWidth,
      });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
  doc.x = PAGE.margin;
}

/** The sheet as PDF bytes. PDFKit is loaded on the first sheet asked for: most processes never draw one. */
export async function renderListingSheet({
  view,
  photos,
  url,
  date,
  language = "fr",
  placeMap,
}: SheetInput): Promise<Buffer> {
  const texts = sheetTexts[language];
  // Texts in another language than the sheet's: the sheet's metadata names the listing by its kind
  // and place, as the page's title does; its title and description are drawn marked with their language.
  const textLanguage = view.textLanguage;
  const PDFDocument = await loadPdfKit();
  const qrMatrix = await qrCodeMatrix(url);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: htmlLang[language],
    displayTitle: true,
    info: {
      Title: t(texts.title(textLanguage ? view.kind : view.title, view.ref)),
      Author: t(agency.name),
      Subject: t(view.kind),
      Creator: t(agency.name),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Agency
  doc.font("Helvetica-Bold").fontSize(11).fillColor(colors.primary).text(t(agency.name), { continued: true });
  doc
    .font("Helvetica")
    .fillColor(colors.muted)
    .text(t(`  ·  ${agency.offices.map((office) => office.town).join(texts.and)}  ·  ${agency.email}`));
  doc
    .moveTo(PAGE.margin, doc.y + 4)
    .lineTo(PAGE.width - PAGE.margin, doc.y + 4)
    .strokeColor(colors.border)
    .stroke();
  doc.moveDown(1);

  // Title, kind, price
  doc.font("Helvetica-Bold").fontSize(18).fillColor(colors.text);
  inLanguage(doc, textLanguage, () => doc.text(t(view.title), { width: CONTENT_WIDTH }));
  doc.font("Helvetica").fontSize(11).fillColor(colors.muted).text(t(view.kind));
  if (view.statusText) doc.font("Helvetica-Bold").fillColor(colors.primary).text(t(view.statusText));
  doc.moveDown(0.4);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(colors.primary)
    .text(t(texts.field(view.priceLabel, view.price)), { continued: true });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(colors.muted)
    .text(t(`    ${texts.reference(view.ref)}`));
  doc.moveDown(0.6);

  drawPhotos(doc, photos);

  if (view.keyFacts.length > 0) {
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(colors.text)
      .text(t(view.keyFacts.join("  ·  ")), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  }

  if (view.technical.length > 0) {
    heading(doc, texts.specifications);
    drawRows(doc, view.technical);
  }

  const description = richTextToPlain(view.description);
  if (description) {
    heading(doc, texts.description);
    if (view.textNotice) {
      doc.font("Helvetica-Oblique").fillColor(colors.muted).text(t(view.textNotice), PAGE.margin, doc.y, {
        width: CONTENT_WIDTH,
        paragraphGap: 5,
      });
      doc.font("Helvetica").fillColor(colors.text);
    }
    // One line per paragraph or list item; the paragraph gap spaces them.
    inLanguage(doc, textLanguage, () =>
      doc.text(t(description.replace(/\n{2,}/g, "\n")), PAGE.margin, doc.y, {
        width: CONTENT_WIDTH,
        paragraphGap: 5,
        lineGap: 1,
      }),
    );
  }

  if (view.features.length > 0) {
    heading(doc, texts.features);
    doc.text(t(view.features.join(", ")), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  }

  if (placeMap) {
    const mapWidth = CONTENT_WIDTH * 0.62;
    if (doc.y + 40 + mapWidth * (placeMap.height / placeMap.width) > PAGE.height - PAGE.margin) doc.addPage();
    heading(doc, texts.location);
    const top = doc.y;
    doc.y = top + drawSheetMap(doc, placeMap, PAGE.margin, top, mapWidth);
    doc.x = PAGE.margin;
    doc.font("Helvetica").fontSize(10).fillColor(colors.text);
  }

  // Broker and QR code, kept together on one page.
  const qrSize = 96;
  if (doc.y + 150 > PAGE.height - PAGE.margin) doc.addPage();
  heading(doc, texts.contact);
  const blockTop = doc.y;
  const broker = view.broker;
  const width = CONTENT_WIDTH - qrSize - 20;
  doc.x = PAGE.margin;
  doc.y = blockTop;
  if (broker.name) doc.text(t(broker.name), { width });
  // The role marked French when the catalogue does not know it.
  const role = broker.role;
  if (role) inLanguage(doc, broker.roleLang, () => doc.text(t(role), { width }));
  const rest = [
    ...broker.phones.map((phone) => texts.field(phone.label, phone.display)),
    broker.email,
    broker.company,
    ...broker.address,
  ].filter((line): line is string => Boolean(line));
  if (rest.length > 0) doc.text(t(rest.join("\n")), { width });
  const afterBroker = doc.y;
  drawQrCode(doc, qrMatrix, PAGE.width - PAGE.margin - qrSize, blockTop, qrSize);
  doc
    .fontSize(8)
    .fillColor(colors.muted)
    .text(t(texts.online), PAGE.width - PAGE.margin - qrSize - 60, blockTop + qrSize + 4, {
      width: qrSize + 60,
      align: "right",
    })
    .text(url, { width: qrSize + 60, align: "right", link: url });
  doc.y = Math.max(afterBroker, doc.y) + 12;

  doc
    .fontSize(8)
    .fillColor(colors.muted)
    .text(
      t(
        texts.footer(
          `${agency.name}, ${agency.offices.map((office) => `${office.street}, ${office.postalCode} ${office.town}`).join(" – ")}`,
          date,
        ),
      ),
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    );

  doc.end();
  return done;
}
