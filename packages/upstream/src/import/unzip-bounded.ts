import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Entry, ZipFile } from "yauzl";

/**
 * Unpacks an uploaded zip into a folder, refusing what could harm the machine: entry names that
 * leave the folder (`../x`, absolute paths: yauzl refuses them), links, more entries or bytes than
 * the bounds (counted while the data streams, whatever sizes the archive declares: a zip bomb is cut
 * as soon as it passes the bound).
 */

export type UnzipLimits = { maxEntries: number; maxBytes: number; maxFileBytes: number };

export class ZipRefused extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** yauzl is loaded with the first archive: only the import of an upload opens one. */
async function open(file: string): Promise<ZipFile> {
  const { default: yauzl } = await import("yauzl");
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
        if (entries > limits.maxEntries) return fail(new ZipRefused(`plus de ${limits.maxEntries} fichiers`));
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
