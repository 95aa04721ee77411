import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { idxFile, idxLine, type IdxValues } from "../../packages/upstream/tests/idx-lines";

/**
 * An IDX 3.01 export laid out as CRMs push it to portals: `data/unload.txt` (Windows-1252, CRLF,
 * a trailing `#`), its photos in `images/` (real JPEGs, 1600 × 1200), a brochure in `doc/`. Places
 * with accents that only Windows-1252 carries (Château-d'Œx), a text in German only, a photo the
 * export names but does not ship, a record cut short that is left out.
 */

export type IdxExport = {
  /** The folder of the upload (what a CRM writes into IMPORT_DIR). */
  dir: string;
  /** Its data file, for CATALOGUE_FILE. */
  file: string;
  /** References of the listings worth a look: a sale with a brochure, a rent, German only, a photo missing. */
  refs: { sale: string; rent: string; german: string; missingPhoto: string };
  /** The brochure's name in doc/. */
  document: string;
  /** The line of the record left out. */
  brokenLine: number;
};

const places = [
  { zip: "1660", city: "Château-d'Œx" },
  { zip: "1806", city: "Saint-Légier-La Chiésaz" },
  { zip: "1800", city: "Vevey" },
  { zip: "1870", city: "Monthey" },
];

/** Size of the photos: 1600 × 1200 by default; a camera's (4000 × 3000, grain included) for benches. */
export type PhotoSize = { width: number; height: number; grain?: boolean };

async function photo(file: string, hue: number, size: PhotoSize): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},45%,30%)"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><rect x="300" y="500" width="1000" height="560" fill="hsl(${hue},20%,88%)"/><polygon points="250,520 800,180 1350,520" fill="hsl(${hue},35%,40%)"/></svg>`;
  const drawing = sharp(Buffer.from(svg)).resize(size.width, size.height);
  if (!size.grain) {
    await drawing.jpeg({ quality: 80 }).toFile(file);
    return;
  }
  const grain = await sharp({
    create: {
      width: size.width,
      height: size.height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const base = await drawing.png().toBuffer();
  await sharp(base)
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toFile(file);
}

/** A one-page PDF, written by hand: the smallest a browser opens. */
function brochure(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export async function writeIdxExport(
  dir: string,
  listings = 8,
  size: PhotoSize = { width: 1600, height: 1200 },
): Promise<IdxExport> {
  for (const folder of ["data", "images", "doc"]) mkdirSync(path.join(dir, folder), { recursive: true });
  const document = "Plaquette-Chateau-d-Oex.pdf";
  writeFileSync(path.join(dir, "doc", document), brochure());
  const lines: string[] = [];
  for (let index = 0; index < listings; index += 1) {
    const place = places[index % places.length]!;
    const sale = index % 2 === 0;
    const german = index === 3;
    const pictures = [1, 2, 3].map((n) => `obj${index}-${n}.jpg`);
    for (const [n, name] of pictures.entries()) {
      if (index === 5 && n === 0) continue;
      await photo(path.join(dir, "images", name), (index * 47 + n * 19) % 360, size);
    }
    const values: IdxValues = {
      version: "IDX3.01",
      sender_id: "Test-CRM 5.2",
      object_category: index % 3 === 2 ? "HOUSE" : "APPT",
      object_type: "1",
      offer_type: sale ? "SALE" : "RENT",
      ref_property: "RLI",
      ref_house: `H${index}`,
      ref_object: String(100 + index),
      object_street: `Chemin des Œillets ${index + 2}`,
      object_zip: place.zip,
      object_city: place.city,
      object_state: "VD",
      object_country: "CH",
      available_from: "01.03.2027",
      object_title: german ? `Helle Wohnung in ${place.city}` : `Appartement lumineux à ${place.city}`,
      object_description: german
        ? "Die grosszügige Wohnung verfügt über eine moderne Küche und einen sonnigen Balkon.<br><b>Lage:</b> ruhig."
        : "Bel appartement traversant, cuisine équipée, balcon plein sud.<br><b>Situation :</b> calme, proche des écoles.",
      selling_price: sale ? String(650_000 + index * 25_000) : "",
      rent_net: sale ? "" : String(1_800 + index * 50),
      rent_extra: sale ? "" : "220",
      price_unit: sale ? "SELL" : "MONTHLY",
      currency: "CHF",
      floor: String(index % 4),
      number_of_rooms: "4.5",
      surface_living: String(95 + index),
      year_built: "2004",
      prop_balcony: "Y",
      prop_elevator: index % 2 === 0 ? "Y" : "N",
      picture_1_filename: pictures[0],
      picture_2_filename: pictures[1],
      picture_3_filename: pictures[2],
      picture_1_title: "Séjour",
      picture_2_title: "Cuisine",
      // A floor plan among the pictures, named as CRMs name them.
      picture_3_title: index === 0 ? "Plan du 1er étage" : "Vue",
      document_filename: index === 0 ? document : "",
      document_title: index === 0 ? "Plaquette de vente" : "",
      url: index === 0 ? "https://my.matterport.com/show/?m=RLIvisite100" : "",
      agency_name: "Rhône-Léman Immobilier",
      agency_zip: "1870",
      agency_city: "Monthey",
      agency_phone: "024 471 20 01",
      visit_name: "Claire Dubœuf",
      visit_phone: "024 471 20 05",
      visit_email: "visites@rhone-leman-immobilier.ch",
      visit_remark: "Visites le samedi matin, sur rendez-vous.",
    };
    lines.push(idxLine(values, { trailingSeparator: true }));
  }
  // A record cut short by a transfer that stopped: left out, the others served.
  lines.push(idxLine({ version: "IDX3.01", ref_property: "RLI", ref_object: "999" }).slice(0, 60));
  const file = path.join(dir, "data", "unload.txt");
  writeFileSync(file, idxFile(lines));
  return {
    dir,
    file,
    refs: { sale: "RLI.H0.100", rent: "RLI.H1.101", german: "RLI.H3.103", missingPhoto: "RLI.H5.105" },
    document,
    brokenLine: lines.length,
  };
}
