import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOriginal, OriginalUnavailable } from "~/images/fetch-original.server";
import { hostOf } from "~/images/image-hosts.server";
import { AddressRefused, createNetworkFetch, type Resolver } from "~/images/network-fetch.server";

/**
 * Photos fetched over the network with a fake DNS (names under .test, which no real resolver
 * answers) and real servers on loopback: what the site refuses, and that it connects to the very
 * address it checked.
 */

const PHOTO = Buffer.from("\xff\xd8\xff\xe0 une photo", "latin1");

type Local = { server: Server; port: number; hits: string[]; hosts: string[] };

async function local(
  handler: (path: string, respond: (status: number, headers: object, body?: Buffer) => void) => void,
) {
  const hits: string[] = [];
  const hosts: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    hosts.push(request.headers.host ?? "");
    handler(request.url ?? "", (status, headers, body) => {
      response.writeHead(status, headers as Record<string, string>);
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { server, port: (server.address() as AddressInfo).port, hits, hosts } satisfies Local;
}

let crm: Local;
let inside: Local;
let dir: string;
const lookups: string[] = [];

/** The fake DNS: every name below resolves to loopback or worse, except the mixed one's first address. */
const resolver: Resolver = async (hostname) => {
  lookups.push(hostname);
  const table: Record<string, string[]> = {
    "photos.crm.test": ["127.0.0.1"],
    "intranet.crm.test": ["127.0.0.1"],
    "meta.crm.test": ["169.254.169.254"],
    "mapped.crm.test": ["::ffff:127.0.0.1"],
    "mixed.crm.test": ["93.184.215.14", "10.0.0.5"],
  };
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "network-fetch-"));
  inside = await local((_path, respond) => respond(200, { "Content-Type": "text/plain" }, Buffer.from("secret")));
  crm = await local((pathname, respond) => {
    const redirects: Record<string, string> = {
      "/to-loopback.jpg": `http://127.0.0.1:${inside.port}/secret`,
      "/to-name.jpg": `http://intranet.crm.test:${inside.port}/secret`,
      "/to-metadata.jpg": "http://169.254.169.254/latest/meta-data",
      "/to-mapped.jpg": `http://[::ffff:127.0.0.1]:${inside.port}/secret`,
      "/moved.jpg": "/photo.jpg",
    };
    const location = redirects[pathname];
    if (location) return respond(302, { Location: location });
    if (pathname === "/photo.jpg") return respond(200, { "Content-Type": "image/jpeg" }, PHOTO);
    respond(404, {});
  });
});

afterAll(async () => {
  await Promise.all([crm, inside].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** The CRM's name is named by the operator (IMAGE_HOSTS); every other host is not. */
function transport() {
  const named = new Set([`photos.crm.test:${crm.port}`]);
  return createNetworkFetch({ trusted: (url) => named.has(hostOf(url)), resolve: resolver });
}

const init = () => ({ signal: AbortSignal.timeout(3000), redirect: "manual" as const });

describe("photos fetched over the network", () => {
  it("connect to the address the name was resolved to once, for a host the operator named", async () => {
    lookups.length = 0;
    const response = await transport()(new URL(`http://photos.crm.test:${crm.port}/photo.jpg`), init());
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PHOTO)).toBe(true);
    expect(lookups).toEqual(["photos.crm.test"]);
    expect(crm.hosts.at(-1)).toBe(`photos.crm.test:${crm.port}`);
  });

  it("refuse a host that is not named when any of its addresses is inside, before connecting", async () => {
    const before = inside.hits.length;
    for (const address of [
      `http://intranet.crm.test:${inside.port}/secret`,
      `http://mapped.crm.test:${inside.port}/secret`,
      `http://mixed.crm.test:${inside.port}/secret`,
      "http://meta.crm.test/latest/meta-data",
      `http://127.0.0.1:${inside.port}/secret`,
      `http://[::1]:${inside.port}/secret`,
      `http://[::ffff:127.0.0.1]:${inside.port}/secret`,
      "http://169.254.169.254/latest/meta-data",
      `http://2130706433:${inside.port}/secret`,
    ]) {
      await expect(transport()(new URL(address), init()), address).rejects.toBeInstanceOf(AddressRefused);
    }
    expect(inside.hits.length).toBe(before);
  });

  it("ask the resolver nothing for an address given as such, and once per request otherwise", async () => {
    lookups.length = 0;
    await transport()(new URL(`http://127.0.0.1:${inside.port}/secret`), init()).catch(() => undefined);
    expect(lookups).toEqual([]);
    await transport()(new URL(`http://intranet.crm.test:${inside.port}/secret`), init()).catch(() => undefined);
    expect(lookups).toEqual(["intranet.crm.test"]);
  });
});

describe("redirects of a photo", () => {
  const limits = () => ({
    // Every target is on the list: only the address check stands between them and the network inside.
    hosts: new Set([
      `photos.crm.test:${crm.port}`,
      `127.0.0.1:${inside.port}`,
      `intranet.crm.test:${inside.port}`,
      "169.254.169.254",
      `[::ffff:7f00:1]:${inside.port}`,
    ]),
    maxBytes: 1_000_000,
    timeoutMs: 3000,
    fetch: transport(),
  });

  it("are refused when they lead from a named host to an address inside", async () => {
    const before = inside.hits.length;
    for (const pathname of ["/to-loopback.jpg", "/to-name.jpg", "/to-metadata.jpg", "/to-mapped.jpg"]) {
      const file = path.join(dir, "refused");
      const error: unknown = await fetchOriginal(`http://photos.crm.test:${crm.port}${pathname}`, file, limits()).catch(
        (failure: unknown) => failure,
      );
      expect(error, pathname).toBeInstanceOf(OriginalUnavailable);
      expect(error, pathname).toMatchObject({ reason: "refused", message: expect.stringMatching(/adresse interdite/) });
    }
    expect(inside.hits.length).toBe(before);
    // The first hop was made: the refusal is the redirect's.
    expect(crm.hits.filter((hit) => hit === "/to-loopback.jpg")).toHaveLength(1);
  });

  it("are followed within a named host", async () => {
    const file = path.join(dir, "moved");
    const size = await fetchOriginal(`http://photos.crm.test:${crm.port}/moved.jpg`, file, limits());
    expect(size).toBe(PHOTO.length);
    expect(readFileSync(file).equals(PHOTO)).toBe(true);
  });
});
