import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { constants, createDeflate, crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A real agency's export, as far as the site can tell: a SwissRETS JSON inventory whose listings
 * carry 4 to 9 full-size photos (JPEGs of 2 to 7 MB) on the CRM's own https host, served by a fake
 * CRM on loopback with a self-signed certificate (NODE_EXTRA_CA_CERTS = `caFile`), plus an http
 * host, a host the site must not fetch from, and the usual accidents: a truncated JPEG, a
 * 20000 x 20000 PNG, a missing photo, a photo that never finishes, a page instead of a photo,
 * redirects within the host and to elsewhere. One listing is written in German only.
 *
 * The texts, prices and places come from the demo inventory; only the pictures change.
 */

export type FakeHost = {
  /** `http(s)://host:port` */
  origin: string;
  /** `host:port`, as IMAGE_HOSTS names it. */
  host: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

export type RealisticFeed = {
  /** The SwissRETS file, for CATALOGUE_FILE. */
  file: string;
  /** The certificate of the https host, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  crm: FakeHost;
  plain: FakeHost;
  elsewhere: FakeHost;
  /** IMAGE_HOSTS naming the CRM's two hosts (not `elsewhere`). */
  imageHosts: string;
  /** References of the listings worth a look. */
  refs: {
    /** Newest listing: nine good photos on the https host. */
    photos: string;
    /** First photo on the http host. */
    plain: string;
    /** Every kind of broken photo, one each (see `broken`). */
    broken: string;
    /** German only. */
    german: string;
  };
  /** Original URLs of the broken photos, by kind. */
  broken: Record<BrokenKind, string>;
  /** Original URL of one good photo, and its size in bytes. */
  goodPhoto: { url: string; bytes: number };
  /** All good photos' original URLs (https host). */
  goodPhotos: string[];
  /** The photos on the http host. */
  plainPhotos: string[];
  listings: number;
  close(): Promise<void>;
};

export type BrokenKind =
  "truncated" | "bomb" | "missing" | "slow" | "notImage" | "redirectOut" | "redirectIn" | "elsewhere" | "ftp";

type DemoProperty = {
  referenceId: string;
  created: string;
  modified?: string;
  availability: { state: string };
  localizations: { languageCode: string; attachments?: { images?: { url: string; title?: string }[] } }[];
  [key: string]: unknown;
};

const PHOTO_SIZES: [number, number][] = [
  [4000, 3000],
  [3000, 2250],
  [4600, 3450],
  [3200, 2400],
  [5000, 3750],
  [3600, 2700],
];

/** Where the generated photos are kept between runs (they take a few seconds each to make). */
const PHOTO_STORE = path.join(tmpdir(), "realistic-feed-photos-v1");

/** A landscape-like JPEG with grain, about as heavy as a camera's. */
async function makePhoto(index: number, width: number, height: number): Promise<Buffer> {
  const grain = randomBytes(width * height);
  const raw = Buffer.alloc(width * height * 3);
  const tint = (index * 37) % 80;
  for (let y = 0; y < height; y += 1) {
    const fy = y / height;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const fx = x / width;
      const n = (grain[i]! & 31) - 16;
      raw[i * 3] = Math.max(0, Math.min(255, 70 + tint + 120 * fx + n));
      raw[i * 3 + 1] = Math.max(0, Math.min(255, 150 + 60 * fy - 40 * fx + n));
      raw[i * 3 + 2] = Math.max(0, Math.min(255, 210 - 130 * fy + n));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function photos(): Promise<Buffer[]> {
  mkdirSync(PHOTO_STORE, { recursive: true });
  const result: Buffer[] = [];
  for (const [index, [width, height]] of PHOTO_SIZES.entries()) {
    const file = path.join(PHOTO_STORE, `photo-${index}.jpg`);
    if (!existsSync(file)) writeFileSync(file, await makePhoto(index, width, height));
    result.push(readFileSync(file));
  }
  return result;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid 20000 x 20000 grey PNG of a few hundred kilobytes: 400 megapixels once decoded. */
async function pngBomb(side = 20000): Promise<Buffer> {
  const file = path.join(PHOTO_STORE, `bomb-${side}.png`);
  if (existsSync(file)) return readFileSync(file);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  writeFileSync(file, png);
  return png;
}

function certificate(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = path.join(dir, "crm.key");
  const caFile = path.join(dir, "crm.crt");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      caFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(caFile, "utf8"), caFile };
}

type Handler = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

async function listen(server: Server, handler: Handler, scheme: "http" | "https", hostname: string) {
  const hits = new Map<string, number>();
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const host = `${hostname}:${port}`;
  const origin = `${scheme}://${host}`;
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? "/", origin).pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    handler(request, response, origin);
  });
  return {
    origin,
    host,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  } satisfies FakeHost;
}

function sendBytes(response: ServerResponse, body: Buffer, type: string) {
  response.writeHead(200, { "Content-Type": type, "Content-Length": String(body.length) });
  response.end(body);
}

export type FeedOptions = {
  /** Listings in the feed (10 to 78; 60 by default). */
  listings?: number;
};

export async function startRealisticFeed(options: FeedOptions = {}): Promise<RealisticFeed> {
  const count = Math.max(10, Math.min(78, options.listings ?? 60));
  const dir = mkdtempSync(path.join(tmpdir(), "realistic-feed-"));
  const pictures = await photos();
  const bomb = await pngBomb();
  const truncated = pictures[1]!.subarray(0, Math.floor(pictures[1]!.length * 0.6));
  const tls = certificate(dir);

  let elsewhereOrigin = "";
  const crmHandler: Handler = (request, response, origin) => {
    const pathname = new URL(request.url ?? "/", origin).pathname;
    const photo = /^\/media\/[a-z0-9-]+\/([0-9]+)\.jpg$/.exec(pathname);
    if (photo) return sendBytes(response, pictures[Number(photo[1]) % pictures.length]!, "image/jpeg");
    switch (pathname) {
      case "/media/broken/truncated.jpg":
        return sendBytes(response, truncated, "image/jpeg");
      case "/media/broken/bomb.png":
        return sendBytes(response, bomb, "image/png");
      case "/media/broken/not-image.jpg":
        return sendBytes(
          response,
          Buffer.from("<!doctype html><title>Connexion</title><p>Session expirée"),
          "text/html",
        );
      case "/media/broken/slow.jpg":
        // Headers, a few bytes, then nothing: the download never ends.
        response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(pictures[0]!.length) });
        response.write(pictures[0]!.subarray(0, 1000));
        return;
      case "/media/broken/redirect-out.jpg":
        response.writeHead(302, { Location: `${elsewhereOrigin}/media/stolen/0.jpg` });
        return response.end();
      case "/media/broken/redirect-in.jpg":
        response.writeHead(301, { Location: "/media/moved/3.jpg" });
        return response.end();
      default:
        response.writeHead(404, { "Content-Type": "text/plain" });
        return response.end("Not found");
    }
  };
  const crm = await listen(createHttpsServer({ key: tls.key, cert: tls.cert }), crmHandler, "https", "localhost");
  const plain = await listen(createHttpServer(), crmHandler, "http", "127.0.0.1");
  const elsewhere = await listen(createHttpServer(), crmHandler, "http", "127.0.0.1");
  elsewhereOrigin = elsewhere.origin;

  const broken: Record<BrokenKind, string> = {
    truncated: `${crm.origin}/media/broken/truncated.jpg`,
    bomb: `${crm.origin}/media/broken/bomb.png`,
    missing: `${crm.origin}/media/broken/missing.jpg`,
    slow: `${crm.origin}/media/broken/slow.jpg`,
    notImage: `${crm.origin}/media/broken/not-image.jpg`,
    redirectOut: `${crm.origin}/media/broken/redirect-out.jpg`,
    redirectIn: `${crm.origin}/media/broken/redirect-in.jpg`,
    elsewhere: `${elsewhere.origin}/media/elsewhere/2.jpg`,
    ftp: `ftp://${crm.host}/media/rlm/1.jpg`,
  };

  const demo = JSON.parse(readFileSync("packages/upstream/src/demo/inventory.json", "utf8")) as {
    properties: DemoProperty[];
    projects: DemoProperty[];
    [key: string]: unknown;
  };
  // The four listings worth a look are for sale (the list of all listings opens on sales) and newest.
  const forSale = demo.properties.filter((property) => property.type === "buy").slice(0, 4);
  const properties = [...forSale, ...demo.properties.filter((property) => !forSale.includes(property))].slice(0, count);
  const goodPhotos: string[] = [];
  const plainPhotos: string[] = [];
  const now = Date.now();
  properties.forEach((property, index) => {
    const slug = property.referenceId.toLowerCase();
    const total = 4 + ((index * 5) % 6);
    const images = Array.from({ length: index === 0 ? 9 : total }, (_, n) => {
      const url = `${crm.origin}/media/${slug}/${index * 10 + n}.jpg`;
      goodPhotos.push(url);
      return { url, title: `Photo ${n + 1}` };
    });
    if (index === 1) {
      images[0] = { url: `${plain.origin}/media/${slug}/${index * 10}.jpg`, title: "Façade" };
      plainPhotos.push(images[0].url);
    }
    if (index === 2) {
      images.splice(0, images.length, { url: images[0]!.url, title: "Façade" });
      for (const [kind, url] of Object.entries(broken)) images.push({ url, title: kind });
    }
    if (index < 4) {
      property.created = new Date(now - index * 60_000).toISOString();
      property.modified = property.created;
      property.availability = { ...property.availability, state: "active" };
    }
    for (const localization of property.localizations) {
      localization.attachments = { ...localization.attachments, images };
    }
    if (index === 3) {
      for (const localization of property.localizations) localization.languageCode = "de";
    }
  });
  for (const project of demo.projects) {
    for (const localization of project.localizations) {
      const slug = project.referenceId.toLowerCase();
      localization.attachments = {
        ...localization.attachments,
        images: [0, 1, 2, 3].map((n) => ({ url: `${crm.origin}/media/${slug}/${n}.jpg` })),
      };
    }
  }
  const file = path.join(dir, "swissrets.json");
  writeFileSync(file, JSON.stringify({ ...demo, properties }, null, 1));

  const ref = (index: number) => properties[index]!.referenceId;
  return {
    file,
    caFile: tls.caFile,
    crm,
    plain,
    elsewhere,
    imageHosts: `${crm.host},${plain.host}`,
    refs: { photos: ref(0), plain: ref(1), broken: ref(2), german: ref(3) },
    broken,
    goodPhoto: { url: goodPhotos[0]!, bytes: pictures[0]!.length },
    goodPhotos,
    plainPhotos,
    listings: properties.length,
    async close() {
      await Promise.all([crm.close(), plain.close(), elsewhere.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
