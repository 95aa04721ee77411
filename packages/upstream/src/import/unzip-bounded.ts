import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Entry, ZipFile } from "yauzl";
import { megabytes } from "./store-space";
import { loadYauzl } from "../libraries";

/**
 * Unpacks an uploaded zip into a folder, refusing what could harm the machine: entry names that
 * leave the folder (`../x`, absolute paths: yauzl refuses them), links, more entries or bytes than
 * the bounds (counted while the data streams, whatever sizes the archive declares: a zip bomb is cut
 * as soon as it passes the bound, or the room left in the store). Folders count as entries.
 */

export type UnzipLimits = {
  /** Files and folders. */
  maxEntries: number;
  maxBytes: number;
  maxFileBytes: number;
  /** Room left in the store (store-space.ts), when it bounds the upload more than maxBytes. */
  room?: number;
};

export class ZipRefused extends Error {}

/** Refused for want of room in the store: tried again after a restart or a change of the upload. */
export class StoreFull extends ZipRefused {
  constructor(room: number) {
    super(`plus grand que la place libre du stockage (${megabytes(room)} disponibles, marge gardée)`);
  }
}

/**
 * What an archive may unpack to besides the bounds: 100 times its own size, and at least 64 MB. An
 * export's photos do not shrink when zipped and its text shrinks about 5 to 20 times, so no real
 * export comes near it; a 4.3 MB archive of zeros that unpacks to 4 GiB is cut at 430 MB.
 */
export const EXPANSION_RATIO = 100;
export const EXPANSION_FLOOR_BYTES = 64 * 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

async function open(file: string): Promise<ZipFile> {
  const yauzl = await loadYauzl();
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: true }, (error, zip) =>
      error ? reject(new ZipRefused(`archive illisible (${error.message})`)) : resolve(zip),
    ),
  );
}

function readStream(zip: ZipFile, entry: Entry) {
  return new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(new ZipRefused(error.message)) : resolve(stream))),
  );
}

export async function unzipBounded(
  file: string,
  into: string,
  limits: UnzipLimits,
): Promise<{ entries: number; bytes: number }> {
  const root = path.resolve(into);
  const expansion = Math.max(EXPANSION_FLOOR_BYTES, EXPANSION_RATIO * (await stat(file)).size);
  const zip = await open(file);
  let entries = 0;
  let bytes = 0;
  const counter = (name: string) => {
    let own = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        own += chunk.length;
        bytes += chunk.length;
        if (own > limits.maxFileBytes)
          return done(new ZipRefused(`${name} dépasse ${limits.maxFileBytes} octets une fois décompressé`));
        if (bytes > limits.maxBytes)
          return done(new ZipRefused(`plus de ${limits.maxBytes} octets une fois décompressée`));
        if (limits.room !== undefined && bytes > limits.room) return done(new StoreFull(limits.room));
        if (bytes > expansion) {
          return done(new ZipRefused(`plus de ${EXPANSION_RATIO} fois la taille de l'archive une fois décompressée`));
        }
        done(null, chunk);
      },
    });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zip.close();
        reject(error instanceof ZipRefused ? error : new ZipRefused(`archive illisible (${(error as Error).message})`));
      };
      zip.on("error", fail);
      zip.on("end", resolve);
      zip.on("entry", (entry: Entry) => {
        entries += 1;
        if (entries > limits.maxEntries) {
          return fail(new ZipRefused(`plus de ${limits.maxEntries} fichiers et dossiers`));
        }
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) return fail(new ZipRefused(`${entry.fileName} est un lien`));
        if (entry.uncompressedSize > limits.maxFileBytes) {
          return fail(new ZipRefused(`${entry.fileName} annonce ${entry.uncompressedSize} octets`));
        }
        const target = path.join(root, entry.fileName);
        if (!target.startsWith(`${root}${path.sep}`)) return fail(new ZipRefused(`${entry.fileName} sort du dossier`));
        if (entry.fileName.endsWith("/")) {
          mkdir(target, { recursive: true }).then(() => zip.readEntry(), fail);
          return;
        }
        mkdir(path.dirname(target), { recursive: true })
          .then(() => readStream(zip, entry))
          .then((stream) => pipeline(stream, counter(entry.fileName), createWriteStream(target)))
          .then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return { entries, bytes };
}
