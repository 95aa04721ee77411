import { cp, mkdir, mkdtemp, readdir, rm, symlink, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { BUILD_DIR } from "../support/build";
import { validContact } from "../support/forms";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * `npm ci` run by mistake in the folder of a running process (decision 158): the libraries the site
 * uses now and then are loaded when it starts, so that once they are gone from `node_modules` the PDF
 * sheet, a resized photo, the kiosk's QR code and a form sent by SMTP still work. The process runs from
 * a folder of its own whose `node_modules` holds a link to each installed package: removing the links
 * is what the install does first.
 */

/** What the site loads only now and then, each in a package of its own. */
const LIBRARIES = ["pdfkit", "sharp", "qrcode", "nodemailer", "bcryptjs", "yauzl"];

let folder: string;
let site: SiteProcess | undefined;
let smtp: TestSmtpServer;

beforeAll(async () => {
  const checkout = process.cwd();
  folder = await mkdtemp(path.join(tmpdir(), "rli-release-"));
  await cp(path.join(checkout, "package.json"), path.join(folder, "package.json"));
  const build = path.join(folder, BUILD_DIR);
  await mkdir(build);
  // The server's files copied (Node resolves packages from where they really are); the assets linked.
  await cp(path.join(checkout, BUILD_DIR, "server.js"), path.join(build, "server.js"));
  await cp(path.join(checkout, BUILD_DIR, "server"), path.join(build, "server"), { recursive: true });
  await symlink(path.join(checkout, BUILD_DIR, "client"), path.join(build, "client"));
  // The demo inventory and the FTP daemon's settings, read from the release's folder.
  await symlink(path.join(checkout, "packages"), path.join(folder, "packages"));
  await symlink(path.join(checkout, "deploy"), path.join(folder, "deploy"));
  const modules = path.join(folder, "node_modules");
  await mkdir(modules);
  for (const name of await readdir(path.join(checkout, "node_modules"))) {
    if (!name.startsWith(".")) await symlink(path.join(checkout, "node_modules", name), path.join(modules, name));
  }
  smtp = await startSmtpServer();
  site = await startSite(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_DIR: path.join(folder, "var", "outbox"),
      DEMO_PHOTOS_DIR: path.join(checkout, "var", "demo-photos"),
    },
    { cwd: folder },
  );
  for (const name of LIBRARIES) await unlink(path.join(modules, name));
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("a process whose node_modules is reinstalled under it", () => {
  it("still draws the PDF sheet (pdfkit, its fonts, the QR code)", async () => {
    const sheet = await site!.get("/fiche/rlm-1001.pdf");
    expect(sheet.status, site!.log()).toBe(200);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    expect(sheet.html.startsWith("%PDF-")).toBe(true);
  });

  it("still resizes a photo (sharp)", async () => {
    const page = await site!.get("/annonces");
    const photo = page.html.match(/src="(\/images\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(photo, "a photo on the list").toBeDefined();
    const image = await site!.get(photo!);
    expect(image.status, site!.log()).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  it("still draws the kiosk's QR codes (qrcode)", async () => {
    const kiosk = await site!.get("/vitrine/1");
    expect(kiosk.status, site!.log()).toBe(200);
    // The flyers' codes travel in the page's data, drawn for every screen of the cycle.
    expect(/qrSvg\W+u003csvg aria-hidden/.test(kiosk.html), "a QR code in the page's data").toBe(true);
  });

  it("still sends a form to the mail server (nodemailer)", async () => {
    const sent = await site!.post("/contact", validContact);
    expect(sent.status, site!.log()).toBeLessThan(400);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(site!.log()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
  });
});
