import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { applicant } from "../../packages/upstream/tests/support/form-requests";
import { withHoneypot } from "./honeypot";

/**
 * Rental applications as a phone's browser posts them (multipart, without scripts): the typed
 * fields, the spam trap and the one-time token, and documents that weigh what real ones do — phone
 * photos of 12 megapixels and more, JPEGs of 3 to 5 MB, drawn by sharp from noise so that they do
 * not compress into less.
 */

const MB = 1024 * 1024;

/** A rent listing on offer in the demo inventory (DEMO=1) and in the routes' fixture. */
export const RENT_REF = "RLM-1014";

export type DossierDocument = { field: string; name: string; bytes: Uint8Array; type: string };

/**
 * A phone photo of `width` × `height` (12 megapixels by default), as large as it can be within
 * `maxBytes`: the highest JPEG quality whose file fits, found by halves from the pixels drawn once.
 */
export async function phonePhoto(maxBytes: number, width = 4032, height = 3024): Promise<Buffer> {
  const grain = sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: "#8ca078",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });
  const pixels = await sharp(await grain.png().toBuffer())
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const encoded = (quality: number) =>
    sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
  let [low, high] = [40, 97];
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await encoded(quality);
    if (bytes.length <= maxBytes) [best, low] = [bytes, quality + 1];
    else high = quality - 1;
  }
  if (!best) throw new Error(`pas de photo de ${width} × ${height} en ${maxBytes} octets`);
  return best;
}

/** The same photo as another file: a JPEG comment holding `n` after its first marker (64 bytes more). */
export function anotherFile(photo: Buffer, n: number): Buffer {
  const text = Buffer.from(`photo ${n}`.padEnd(60));
  const comment = Buffer.from([0xff, 0xfe, 0x00, text.length + 2]);
  return Buffer.concat([photo.subarray(0, 2), comment, text, photo.subarray(2)]);
}

/** A PDF of exactly `bytes` bytes (its kind told by its first bytes, as the site tells it). */
export function pdfOf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  const body = Buffer.alloc(bytes - head.length - tail.length, 0x20);
  return Buffer.concat([head, body, tail]);
}

export const megabytes = (bytes: number) => bytes / MB;

const moveIn = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** The form of a dossier: the applicant's fields with `email`, its own token, the trap, the documents. */
export function dossierForm(email: string, documents: readonly DossierDocument[]): FormData {
  const form = new FormData();
  const fields = withHoneypot({
    jeton: randomUUID(),
    ...applicant,
    permit: "Permis C",
    email,
    income: "92000",
    adults: "2",
    children: "0",
    moveIn: moveIn(),
    rgpd: "on",
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field, name, bytes, type } of documents) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  }
  return form;
}

/**
 * Posts a dossier to a production server at `origin` started with TRUST_PROXY=1, from the visitor
 * address `address` (X-Forwarded-For): its status, Retry-After and the page.
 */
export async function postDossier(
  origin: string,
  form: FormData,
  address: string,
  path = "/candidature",
): Promise<{ status: number; retryAfter: string | null; location: string | null; html: string }> {
  const response = await fetch(`${origin}${path}?ref=${RENT_REF}`, {
    method: "POST",
    headers: { Origin: origin, "X-Forwarded-For": address },
    body: form,
    redirect: "manual",
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    location: response.headers.get("Location"),
    html: await response.text(),
  };
}
