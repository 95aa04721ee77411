import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { Client } from "basic-ftp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeIdxExport, type IdxExport } from "../support/idx-export";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * A CRM pushing its IDX export by FTP to the production server, as it would in an agency: the
 * whole upload (data/unload.txt, images/, doc/) sent with a real FTP client, taken once quiet,
 * and served with its photos, without a restart; a transfer that stalls and breaks off never served.
 */

const USER = "crm-agence";
const PASSWORD = "mot-de-passe-du-crm-2026";
let root: string;
let ftpPort: number;
let upload: IdxExport;
let site: SiteProcess | undefined;

beforeAll(async () => {
  await mkdir("var", { recursive: true });
  root = path.resolve(await mkdtemp("var/test-import-ftp-"));
  upload = await writeIdxExport(path.join(root, "export-du-crm"));
  ftpPort = await freePort();
  const pasv = await freePort();
  site = await startSite({
    IMPORT_DIR: path.join(root, "envoi"),
    IMPORT_STORE_DIR: path.join(root, "gardes"),
    IMPORT_QUIET_S: "0.5",
    IMPORT_POLL_S: "0.1",
    IMPORT_FTP_PORT: String(ftpPort),
    IMPORT_FTP_HOST: "127.0.0.1",
    IMPORT_FTP_USER: USER,
    IMPORT_FTP_PASSWORD: PASSWORD,
    IMPORT_FTP_PASV_PORTS: `${pasv}-${pasv}`,
    IMAGE_CACHE_DIR: path.join(root, "image-cache"),
  });
  // The site answers HTTP before its FTP receiver (loaded on demand) listens.
  await site.waitForLog(/\[import\] FTP sur 127\.0\.0\.1:/);
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("upload by FTP", () => {
  it("serves an IDX export pushed by FTP, its first photos encoded before any visit, without a restart", async () => {
    expect((await site!.get("/annonces")).html).not.toContain("Château-d'Œx");
    const client = new Client(10_000);
    try {
      await client.access({ host: "127.0.0.1", port: ftpPort, user: USER, password: PASSWORD });
      await client.uploadFromDir(upload.dir);
    } finally {
      client.close();
    }
    const list = await vi.waitFor(
      async () => {
        const page = await site!.get("/annonces");
        expect(page.html).toContain("Appartement lumineux à Château-d&#x27;Œx");
        return page;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(site!.log()).toMatch(
      /\[import\] envoi u\w+ pris \(IDX 3\.01, Windows-1252\) : 8 annonces listées, 1 ignorées/,
    );
    expect(site!.log()).toContain(`ligne ${upload.brokenLine} : `);
    // The first photo of each listing is encoded before any visitor asks for it (one is missing).
    await site!.waitForLog(/premières photos de 8 annonces prêtes/);
    const encoded = (await readdir(path.join(root, "image-cache"), { recursive: true })).filter((name) =>
      String(name).endsWith(".avif"),
    );
    expect(encoded.length).toBeGreaterThanOrEqual(7 * 2);
    const photo = /src="(\/images\/photos\/[^"]+)"/.exec(list.html)?.[1];
    expect(photo).toBeDefined();
    const picture = await fetch(`${site!.origin}${photo!.replaceAll("&amp;", "&")}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\/(avif|webp|jpeg)$/);
  });

  it("never serves a transfer that stalls past the quiet period and then breaks off", async () => {
    const whole = await readFile(upload.file);
    const before = site!.log().length;
    const client = new Client(10_000);
    await client.access({ host: "127.0.0.1", port: ftpPort, user: USER, password: PASSWORD });
    const data = new PassThrough();
    const sending = client.uploadFrom(data, "data/unload.txt").catch((error: Error) => error);
    data.write(whole.subarray(0, whole.length / 2));
    await site!.waitForLog(/envoi retenu .*unload\.txt semble coupé/, 20_000);
    // Five quiet periods without a byte, then the client drops the connection: the receiver cannot
    // tell its end from a whole file's and keeps the half file, which stays held.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    client.close();
    await sending;
    await site!.waitForLog(/fin de l'envoi : 1 fichier/, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await site!.get("/annonces")).html).toContain("Appartement lumineux à Château-d&#x27;Œx");
    const after = site!.log().slice(before);
    expect(after.match(/envoi retenu/g)).toHaveLength(1);
    expect(after).not.toMatch(/envoi refusé|envoi u\w+ pris/);
  });

  it("refuses a wrong password", async () => {
    const client = new Client(10_000);
    try {
      await expect(client.access({ host: "127.0.0.1", port: ftpPort, user: USER, password: "faux" })).rejects.toThrow(
        /530/,
      );
    } finally {
      client.close();
    }
  });
});
