import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  truncateSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareExport, type PreparedExport } from "@rli/upstream/inventory.server";
import { createImportWatcher, type ImportWatcher } from "@rli/upstream/import/import-watcher";
import { FIXTURE_INVENTORY } from "./support/upstream";

/**
 * The import folder as a CRM fills it: uploads taken after the quiet period, broken ones refused
 * once with their reason while the good one goes on being served, zips unpacked within bounds, the
 * last good upload found again by a new process.
 */

const QUIET_MS = 30_000;
let root: string;
let incoming: string;
let store: string;
let clock: number;
let logs: string[];
let served: { id: string; prepared: PreparedExport }[];
let watcher: ImportWatcher | undefined;

const inventory = JSON.parse(readFileSync(FIXTURE_INVENTORY, "utf8"));

function start(servedId?: string): ImportWatcher {
  watcher?.stop();
  watcher = createImportWatcher({
    incoming,
    store,
    quietMs: QUIET_MS,
    pollMs: 3_600_000,
    limits: { maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024, maxFiles: 100 },
    prepare: async (file) => prepareExport(file, { now: new Date("2026-11-01T00:00:00Z") }),
    serve: (prepared, id) => served.push({ id, prepared }),
    log: (line) => logs.push(line),
    servedId,
    now: () => clock,
  });
  return watcher;
}

/** Two looks, the quiet period apart: what the watcher does with a finished upload. */
async function settle(): Promise<void> {
  await watcher!.tick();
  clock += QUIET_MS + 1;
  await watcher!.tick();
}

function upload(files: Record<string, string | Buffer>): void {
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(incoming, name)), { recursive: true });
    writeFileSync(path.join(incoming, name), content);
  }
}

function withListings(count: number): string {
  return JSON.stringify({ ...inventory, properties: inventory.properties.slice(0, count) });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "import-"));
  incoming = path.join(root, "envoi");
  store = path.join(root, "gardes");
  clock = 1_000_000;
  logs = [];
  served = [];
  start();
});

afterEach(() => {
  watcher?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("import folder", () => {
  it("takes an upload once nothing has changed in it for the quiet period", async () => {
    upload({ "export.json": withListings(5) });
    await watcher!.tick();
    clock += QUIET_MS - 1000;
    await watcher!.tick();
    expect(served).toHaveLength(0);
    clock += 2000;
    await watcher!.tick();
    expect(served).toHaveLength(1);
    expect(served[0]!.prepared.mapped.listings).toHaveLength(5);
    expect(readFileSync(path.join(store, "current"), "utf8").trim()).toBe(served[0]!.id);
    expect(logs.at(-1)).toMatch(
      /pris \(SwissRETS JSON, UTF-8\) : 4 annonces listées, 2 promotions, 1 vendue ou louée$/,
    );
  });

  it("says in its 'pris' line what the site's lists show, by their rule", async () => {
    const properties = inventory.properties
      .slice(0, 3)
      .map((property: object, index: number) =>
        index === 0 ? { ...property, availability: { state: "private" } } : property,
      );
    upload({ "export.json": JSON.stringify({ ...inventory, properties, projects: [] }) });
    await settle();
    expect(served[0]!.prepared.mapped.listings).toHaveLength(3);
    expect(logs.at(-1)).toMatch(/pris \(SwissRETS JSON, UTF-8\) : 2 annonces listées, 1 masquée$/);
  });

  it("waits again when a file changes during the quiet period", async () => {
    upload({ "export.json": withListings(3) });
    await watcher!.tick();
    clock += QUIET_MS - 1000;
    writeFileSync(path.join(incoming, "export.json"), withListings(4));
    await watcher!.tick();
    clock += 2000;
    await watcher!.tick();
    expect(served).toHaveLength(0);
    clock += QUIET_MS;
    await watcher!.tick();
    expect(served[0]!.prepared.mapped.listings).toHaveLength(4);
  });

  it("never lets a broken upload replace the good one, and says why once", async () => {
    upload({ "export.json": withListings(5) });
    await settle();
    const good = served[0]!.id;
    const broken: [string, Record<string, string | Buffer>, RegExp][] = [
      ["JSON illisible", { "export.json": "{ pas du json" }, /JSON invalide/],
      ["schéma", { "export.json": JSON.stringify({ ...inventory, properties: [{ referenceId: "X" }] }) }, /properties/],
      ["vide", { "export.json": "" }, /fichier vide/],
      ["autre format", { "export.json": "\u0000\u0001binaire" }, /format inconnu/],
      [
        "sans annonce",
        { "export.json": JSON.stringify({ ...inventory, properties: [], projects: [] }) },
        /aucune annonce/,
      ],
      ["deux fichiers", { "a.json": withListings(2), "b.xml": "<x/>" }, /plusieurs fichiers de données/],
      ["trop gros", { "export.json": `${withListings(5)}${" ".repeat(1024 * 1024)}` }, /limite/],
      [
        "XML invalide selon le schéma",
        { "export.xml": readFileSync("tests/fixtures/feeds/swissrets-xml/should-fail/availability-missing.xml") },
        /<availability> manquant/,
      ],
      [
        "IDX de 500 champs",
        { "data/unload.txt": `IDX3.01${"#x".repeat(499)}\r\n` },
        /aucune annonce lisible.*500 champs/,
      ],
    ];
    for (const [what, files, reason] of broken) {
      logs = [];
      upload(files);
      await settle();
      await watcher!.tick();
      clock += QUIET_MS * 2;
      await watcher!.tick();
      expect(served, what).toHaveLength(1);
      expect(logs, what).toHaveLength(1);
      expect(logs[0], what).toMatch(/envoi refusé/);
      expect(logs[0], what).toMatch(reason);
      expect(readFileSync(path.join(store, "current"), "utf8").trim(), what).toBe(good);
    }
  });

  it("refuses a 2 GB upload from its size alone, without reading it", async () => {
    upload({ "export.json": withListings(2) });
    truncateSync(path.join(incoming, "export.json"), 2 * 1024 ** 3);
    await settle();
    expect(served).toHaveLength(0);
    expect(logs[0]).toMatch(/envoi refusé.*2147483648 octets, plus que la limite/);
  });

  it("refuses an upload holding a link, which could point anywhere", async () => {
    upload({ "export.json": withListings(2) });
    symlinkSync("/etc/passwd", path.join(incoming, "images"));
    await settle();
    expect(served).toHaveLength(0);
    expect(logs[0]).toMatch(/lien/);
  });

  it("unpacks a zip of the upload, and refuses one that leaves its folder or grows too large", async () => {
    const work = path.join(root, "zip");
    mkdirSync(work);
    writeFileSync(path.join(work, "export.json"), withListings(6));
    execFileSync("zip", ["-q", "envoi.zip", "export.json"], { cwd: work });
    upload({ "envoi.zip": readFileSync(path.join(work, "envoi.zip")) });
    await settle();
    expect(served[0]!.prepared.mapped.listings).toHaveLength(6);

    // An entry named ../evil.json (written with the name changed in the archive's bytes).
    writeFileSync(path.join(work, "AAAevil.json"), withListings(1));
    execFileSync("zip", ["-q", "evil.zip", "AAAevil.json"], { cwd: work });
    const evil = readFileSync(path.join(work, "evil.zip"));
    const patched = Buffer.from(evil.toString("latin1").replaceAll("AAAevil.json", "../evil.json"), "latin1");
    logs = [];
    upload({ "envoi.zip": patched });
    await settle();
    expect(served).toHaveLength(1);
    expect(logs[0]).toMatch(/envoi refusé.*(relative|\.\.)/);
    expect(existsSync(path.join(root, "evil.json"))).toBe(false);

    // 5 MB of zeros: a few KB packed, over the 1 MB bound once unpacked.
    writeFileSync(path.join(work, "zeros.json"), Buffer.alloc(5 * 1024 * 1024));
    execFileSync("zip", ["-q", "bomb.zip", "zeros.json"], { cwd: work });
    logs = [];
    upload({ "envoi.zip": readFileSync(path.join(work, "bomb.zip")) });
    await settle();
    expect(served).toHaveLength(1);
    expect(logs[0]).toMatch(/envoi refusé.*octets/);
  });

  it("serves again, after a restart, the last good upload, and follows one taken by another process", async () => {
    upload({ "export.json": withListings(5) });
    await settle();
    const first = served[0]!.id;
    // Another process of the site, started with the same store, already serves it.
    const other: { id: string }[] = [];
    const follower = createImportWatcher({
      incoming,
      store,
      quietMs: QUIET_MS,
      pollMs: 3_600_000,
      limits: { maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024, maxFiles: 100 },
      prepare: async (file) => prepareExport(file),
      serve: (_prepared, id) => other.push({ id }),
      log: () => undefined,
      servedId: first,
      now: () => clock,
    });
    await follower.tick();
    expect(other).toHaveLength(0);
    // This process takes the next upload; the other one follows it on its next look.
    cpSync(path.join(incoming, "export.json"), path.join(root, "copy.json"));
    upload({ "export.json": withListings(7) });
    await settle();
    expect(served).toHaveLength(2);
    await follower.tick();
    expect(other).toEqual([{ id: served[1]!.id }]);
    follower.stop();
    // The one before is kept beside the one served.
    expect(existsSync(path.join(store, first))).toBe(true);
  });
});
