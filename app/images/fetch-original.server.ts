/**
 * Downloads an original photo to a file, refusing what the site must not fetch: another scheme,
 * a host off the list (also as the target of a redirect), an address inside the network (the
 * transport refuses it, network-fetch.server.ts, at each hop), more than a few redirects, a body
 * beyond the byte bound, a download slower than the time bound, an error status.
 * http:// and https:// are fetched alike; https trusts Node's store, NODE_EXTRA_CA_CERTS included.
 */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { isAllowedUrl } from "./image-hosts.server";
import { AddressRefused, type PhotoFetch } from "./network-fetch.server";

export type FetchFailure = "refused" | "missing" | "too-large" | "timeout" | "unreachable";

export class OriginalUnavailable extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail: string,
  ) {
    super(detail);
    this.name = "OriginalUnavailable";
  }
}

export type FetchLimits = {
  hosts: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** How a request is sent: fetch() unless told (the site's checked transport, render.server.ts). */
  fetch?: PhotoFetch;
  /** Why a URL off the list is refused, for the log; a generic reason by default. */
  refusal?: (url: URL) => string;
};

class TooLarge extends Error {}

function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      if (seen > maxBytes) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

/** Fetches `address` into `file`; returns the number of bytes written, or throws OriginalUnavailable. */
export async function fetchOriginal(address: string, file: string, limits: FetchLimits): Promise<number> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OriginalUnavailable("refused", `adresse invalide : ${address}`);
  }
  try {
    for (let hop = 0; ; hop += 1) {
      if (!isAllowedUrl(url, limits.hosts)) {
        const why = limits.refusal?.(url) ?? `hôte ou schéma non autorisé : ${url.protocol}//${url.host}`;
        throw new OriginalUnavailable("refused", why);
      }
      const response = await (limits.fetch ?? fetch)(url, {
        redirect: "manual",
        signal,
        headers: { Accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8" },
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("Location");
        if (!location || hop >= (limits.maxRedirects ?? 3)) {
          throw new OriginalUnavailable("refused", `redirection refusée depuis ${url.host}`);
        }
        try {
          url = new URL(location, url);
        } catch {
          throw new OriginalUnavailable("refused", `redirection illisible depuis ${url.host}`);
        }
        continue;
      }
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        throw new OriginalUnavailable("missing", `${url.host} a répondu ${response.status}`);
      }
      const declared = Number(response.headers.get("Content-Length"));
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        await response.body.cancel().catch(() => undefined);
        throw new OriginalUnavailable("too-large", `${declared} octets annoncés par ${url.host}`);
      }
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.byteLength;
          done(null, chunk);
        },
      });
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>, { signal }),
        limitBytes(limits.maxBytes),
        count,
        createWriteStream(file),
      );
      return size;
    }
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof OriginalUnavailable) throw error;
    if (error instanceof AddressRefused) throw new OriginalUnavailable("refused", error.message);
    if (error instanceof TooLarge) throw new OriginalUnavailable("too-large", `plus de ${limits.maxBytes} octets`);
    if (signal.aborted) throw new OriginalUnavailable("timeout", `pas reçu en ${limits.timeoutMs} ms`);
    throw new OriginalUnavailable("unreachable", `${url.host} injoignable (${(error as Error).message})`);
  }
}
