import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * A message kept on disk (waiting for the SMTP server, or refused by it) is sealed with AES-256-GCM:
 * no byte of it in clear, and a damaged file or one sealed with another key is recognised as such.
 *
 * File: `RLIMAIL1` (8 bytes, also authenticated), a random 12-byte nonce, the 16-byte tag, the
 * ciphertext. The key is derived from a secret of the environment (MAIL_SPOOL_SECRET) with HKDF-SHA256,
 * so that the secret itself is never the key and a key for another use could be derived apart.
 */

const MAGIC = Buffer.from("RLIMAIL1", "latin1");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + NONCE_BYTES + TAG_BYTES;

/** The sealed file could not be opened: damaged, not a sealed message, or sealed with another key. */
export class SpoolCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SpoolCipherError";
  }
}

/** The 32-byte key of the spool, derived from the secret. */
export function spoolKey(secret: string): Buffer {
  if (secret.length === 0) throw new SpoolCipherError("secret de la file d'attente vide");
  return Buffer.from(hkdfSync("sha256", secret, "rli-mail-spool", "aes-256-gcm v1", 32));
}

export function sealMail(raw: Buffer, key: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([cipher.update(raw), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, cipher.getAuthTag(), body]);
}

/** The message in clear; throws SpoolCipherError, in French, when the file cannot be opened. */
export function openMail(sealed: Buffer, key: Buffer): Buffer {
  if (sealed.length < HEADER_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SpoolCipherError("pas un message chiffré de la file d'attente");
  }
  const nonce = sealed.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES);
  const tag = sealed.subarray(MAGIC.length + NONCE_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new SpoolCipherError("déchiffrement impossible (clé MAIL_SPOOL_SECRET différente ou fichier abîmé)");
  }
}
