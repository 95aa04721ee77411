/**
 * One HTTP request for a photo original over the network, to an address checked first: the host is
 * resolved once, every address it resolves to must be public (address-ranges.ts) unless the operator
 * named the host, and the connection goes to those very addresses (node:http's `lookup` answers with
 * them), so a DNS answer that changes between the check and the connection (rebinding) changes nothing.
 * A host given as an IP address is checked as it is. Redirects are not followed here: each hop is a new
 * request, checked again (fetch-original.server.ts).
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { refusedRange } from "./address-ranges";

export type ResolvedAddress = { address: string; family: number };

/** Every address of a host name (the system's resolver unless a test gives its own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** How a photo request is sent; the same shape as fetch(). */
export type PhotoFetch = (url: URL, init: RequestInit) => Promise<Response>;

/** The host resolves to an address the site must not connect to. */
export class AddressRefused extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "AddressRefused";
  }
}

/** A URL's host name without the brackets of an IPv6 address. */
function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * The addresses to connect to for `url`, resolved once. Without `trusted`, a host any of whose
 * addresses is not public is refused (AddressRefused), so no choice among them can reach inside.
 */
export async function checkedAddresses(url: URL, trusted: boolean, resolve: Resolver): Promise<ResolvedAddress[]> {
  const hostname = bareHostname(url);
  const family = isIP(hostname);
  const addresses = family ? [{ address: hostname, family }] : await resolve(hostname);
  if (addresses.length === 0) throw new Error(`aucune adresse pour ${hostname}`);
  if (trusted) return addresses;
  for (const { address } of addresses) {
    const refused = refusedRange(address);
    if (refused) throw new AddressRefused(`${url.host} mène à une adresse interdite : ${refused}`);
  }
  return addresses;
}

/** A `lookup` for node:net that answers with addresses already resolved and checked, never asking DNS again. */
function fixedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = family ? addresses.filter((item) => item.family === family) : [...addresses];
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error("aucune adresse de cette famille"), { code: "ENOTFOUND" }), "", 0);
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

function headersOf(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index] as string, raw[index + 1] as string);
    } catch {
      // A header a fetch() Response cannot hold is left out; the pipeline reads only a few.
    }
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Sends one GET to an already checked address and gives the answer as a Response (body streamed). */
function send(url: URL, init: RequestInit, addresses: readonly ResolvedAddress[]): Promise<Response> {
  const client = url.protocol === "https:" ? https : http;
  const headers: Record<string, string> = { "User-Agent": "rli-images/1", Connection: "close" };
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        headers,
        lookup: fixedLookup(addresses),
        // One connection per download, never shared: a pooled socket is not reused for another answer.
        agent: false,
        signal: init.signal ?? undefined,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) {
          response.destroy();
          reject(new Error(`statut HTTP ${status}`));
          return;
        }
        const answerHeaders = headersOf(response.rawHeaders);
        if (NULL_BODY_STATUSES.has(status)) {
          response.resume();
          resolve(new Response(null, { status, headers: answerHeaders }));
          return;
        }
        const body = Readable.toWeb(response) as WebReadableStream<Uint8Array>;
        resolve(new Response(body as unknown as ReadableStream<Uint8Array>, { status, headers: answerHeaders }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * fetch() for photos on the network. `trusted(url)`: the operator named this host, any address goes;
 * otherwise only public addresses. `resolve`: the DNS lookup (tests give a fake one).
 */
export function createNetworkFetch(options: { trusted: (url: URL) => boolean; resolve?: Resolver }): PhotoFetch {
  const resolve = options.resolve ?? systemResolver;
  return async (url, init) => {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new AddressRefused(`schéma ${url.protocol} refusé`);
    const addresses = await checkedAddresses(url, options.trusted(url), resolve);
    return send(url, init, addresses);
  };
}
