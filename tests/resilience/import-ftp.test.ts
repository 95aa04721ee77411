import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Client } from "basic-ftp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeIdxExport, type IdxExport } from "../support/idx-export";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * A CRM pushing its IDX export by FTP to the production server, as it would in an agency: the
 * whole upload (data/unload.txt, images/, doc/) sent with a real FTP client, taken once quiet,
 * and served with its photos, without a restart.
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
  const pasv = 40_000 + Math.floor(Math.random() * 2000) * 10;
  site = await startSite({
    IMPORT_DIR: path.join(root, "envoi"),
    IMPORT_STORE_DIR: path.join(root, "gardes"),
    IMPORT_QUIET_S: "0.5",
    IMPORT_POLL_S: "0.1",
    IMPORT_FTP_PORT: String(ftpPort),
    IMPORT_FTP_HOST: "127.0.0.1",
    IMPORT_FTP_USER: USER,
    IMPORT_FTP_PASSWORD: PASSWORD,
    IMPORT_FTP_PASV_PORTS: `${pasv}-${pasv + 9}`,
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
    expect(site!.log()).toMatch(/\[import\] envoi u\w+ pris \(IDX 3\.01\) : 8 annonces servies, 1 ignorées/);
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
