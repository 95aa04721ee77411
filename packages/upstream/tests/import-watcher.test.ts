import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  truncateSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepareExport, type PreparedExport } from "@rli/upstream/inventory.server";
import {
  createImportWatcher,
  holdBoundMs,
  type ImportOutcome,
  type ImportWatcher,
} from "@rli/upstream/import/import-watcher";
import { ImportStore, KeptElsewhere, REFUSALS_KEPT } from "@rli/upstream/import/import-store";
import { scanUpload } from "@rli/upstream/import/upload-scan";
import { idxFile, idxLine, minimalRecord } from "./idx-lines";
import { FIXTURE_INVENTORY } from "./support/upstream";

/** The store's room, when a test makes the disk small. */
const disk = vi.hoisted(() => ({ room: undefined as number | undefined }));
vi.mock("@rli/upstream/import/store-space", async (original) => {
  const real = await original<typeof import("@rli/upstream/import/store-space")>();
  return { ...real, storeRoom: async (dir: string) => disk.room ?? real.storeRoom(dir) };
});

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
/** What each watcher told of the uploads it took or refused (the report mailed to the agency). */
let outcomes: ImportOutcome[];
let limits = { maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024, maxFiles: 100 };

const inventory = JSON.parse(readFileSync(FIXTURE_INVENTORY, "utf8"));

function start(servedId?: string): ImportWatcher {
  watcher?.stop();
  watcher = createImportWatcher({
    incoming,
    store,
    quietMs: QUIET_MS,
    pollMs: 3_600_000,
    limits,
    prepare: async (file) => prepareExport(file, { now: new Date("2026-11-01T00:00:00Z") }),
    serve: (prepared, id) => served.push({ id, prepared }),
    log: (line) => logs.push(line),
    onOutcome: (outcome) => void outcomes.push(outcome),
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
  limits = { maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024, maxFiles: 100 };
  disk.room = undefined;
  logs = [];
  served = [];
  outcomes = [];
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
      ["JSON illisible", { "export.json": '{ "pas": du json }' }, /JSON invalide/],
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

describe("two processes sharing the store", () => {
  const bounds = { maxEntries: 100, maxBytes: 1024 * 1024, maxFileBytes: 1024 * 1024 };
  const data = () => ({ kind: "data" as const, file: path.join(incoming, "export.json") });
  /** The store holds the upload kept once, whole. */
  const keptOnce = () => {
    expect(readdirSync(store).sort()).toEqual(["u1"]);
    expect(readFileSync(path.join(store, "u1", "export.json"), "utf8")).toBe(withListings(3));
  };
  beforeEach(() => upload({ "export.json": withListings(3) }));

  it("refuses a claim made once the other process has kept the upload, leaving its copy whole", async () => {
    const first = new ImportStore(store);
    const second = new ImportStore(store);
    // Both looked before either claimed; the first kept it (its claim renamed) before the second claimed.
    expect(await first.claim("u1")).toBe(true);
    await first.keep("u1", incoming, data(), bounds);
    expect(await second.claim("u1")).toBe(false);
    keptOnce();
  });

  it("gives up its own copy, not the other's, when both kept the same upload (a claim taken over as stale)", async () => {
    const slow = new ImportStore(store);
    const other = new ImportStore(store);
    expect(await slow.claim("u1")).toBe(true);
    const old = new Date(Date.now() - 11 * 60_000);
    utimesSync(path.join(store, "u1.partial"), old, old);
    expect(await other.claim("u1")).toBe(true);
    await other.keep("u1", incoming, data(), bounds);
    // The slow one claims again (its folder was taken over) and finishes its copy after the other's.
    mkdirSync(path.join(store, "u1.partial"));
    await expect(slow.keep("u1", incoming, data(), bounds)).rejects.toBeInstanceOf(KeptElsewhere);
    keptOnce();
  });
});

const HOLD_MS = holdBoundMs(QUIET_MS);

/** An IDX export of `count` listings, each naming one photo. */
function idxExport(count: number): Buffer {
  const lines = Array.from({ length: count }, (_, index) =>
    idxLine(
      { ...minimalRecord, ref_property: String(100 + index), picture_1_filename: `photo-${index}.jpg` },
      { trailingSeparator: true },
    ),
  );
  return idxFile(lines);
}

/** The portal layout: data/unload.txt and, unless told otherwise, the photos it names. */
function idxUpload(count: number, photos = true): Record<string, Buffer> {
  const files: Record<string, Buffer> = { "data/unload.txt": idxExport(count) };
  for (let index = 0; photos && index < count; index += 1)
    files[`images/photo-${index}.jpg`] = Buffer.from(`jpeg ${index}`);
  return files;
}

/** The watcher looking every 5 s for `ms` of its clock. */
async function lookFor(ms: number): Promise<void> {
  for (let waited = 0; waited < ms; waited += 5000) {
    clock += 5000;
    await watcher!.tick();
  }
}

const refusedMarkers = () => readdirSync(store).filter((name) => name.endsWith(".refused"));

describe("an upload taken whole or not at all", () => {
  it("never takes an upload while a transfer's temporary file is there, however long it stalls", async () => {
    upload(idxUpload(4));
    await settle();
    expect(served).toHaveLength(1);
    logs = [];
    // The FTP daemon writes the next unload.txt under a hidden name, stalls mid-file, then renames it.
    const next = idxExport(6);
    const temporary = path.join(incoming, "data", ".pureftpd-upload.5f3a9c21");
    writeFileSync(temporary, next.subarray(0, next.length / 2));
    await lookFor(QUIET_MS * 10);
    expect(served).toHaveLength(1);
    expect(logs).toEqual([
      expect.stringMatching(/envoi retenu .* : transfert en cours \(data\/\.pureftpd-upload\.5f3a9c21\) ; pris quand/),
    ]);
    // An upload held is not reported: only the one taken before.
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["taken"]);
    appendFileSync(temporary, next.subarray(next.length / 2));
    await lookFor(QUIET_MS * 3);
    expect(served).toHaveLength(1);
    renameSync(temporary, path.join(incoming, "data", "unload.txt"));
    await settle();
    expect(served).toHaveLength(2);
    expect(served[1]!.prepared.mapped.listings).toHaveLength(6);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatch(/pris \(IDX 3\.01, Windows-1252\) : 6 annonces listées$/);
  });

  it("holds a data file written in place in two parts with a pause, until it is whole", async () => {
    upload({ "export.json": withListings(2) });
    await settle();
    const xml = readFileSync("tests/fixtures/feeds/swissrets-xml/multiple.xml");
    const work = path.join(root, "zip");
    mkdirSync(work);
    writeFileSync(path.join(work, "export.json"), withListings(6));
    execFileSync("zip", ["-q", "envoi.zip", "export.json"], { cwd: work });
    const cases: [string, Buffer, RegExp][] = [
      [
        "data/unload.txt",
        idxExport(6),
        /unload\.txt semble coupé \(dernier enregistrement sans fin de ligne, \d+ champs au lieu de 183\)/,
      ],
      [
        "export.json",
        Buffer.from(withListings(5)),
        /export\.json semble coupé \(accolades ou crochets pas tous fermés\)/,
      ],
      ["export.xml", xml, /export\.xml semble coupé \(élément racine <export> pas fermé\)/],
      ["envoi.zip", readFileSync(path.join(work, "envoi.zip")), /envoi\.zip semble coupé \(fin de l'archive absente\)/],
    ];
    for (const [name, whole, reason] of cases) {
      logs = [];
      const before = served.length;
      upload({ [name]: whole.subarray(0, Math.floor(whole.length * 0.6)) });
      await lookFor(QUIET_MS * 4);
      expect(served, name).toHaveLength(before);
      expect(logs, name).toEqual([expect.stringMatching(/envoi retenu .* attendu complet ou remplacé/)]);
      expect(logs[0], name).toMatch(reason);
      appendFileSync(path.join(incoming, name), whole.subarray(Math.floor(whole.length * 0.6)));
      await settle();
      expect(served, name).toHaveLength(before + 1);
      expect(logs.at(-1), name).toMatch(/pris/);
    }
    expect(refusedMarkers()).toEqual([]);
  });

  it("keeps serving the previous inventory when a transfer breaks, its temporary file left or removed", async () => {
    upload(idxUpload(4));
    await settle();
    logs = [];
    const temporary = path.join(incoming, "data", ".pureftpd-upload.0b1d2e3f");
    writeFileSync(temporary, idxExport(6).subarray(0, 1000));
    await lookFor(HOLD_MS + QUIET_MS * 2);
    expect(served).toHaveLength(1);
    expect(logs).toEqual([
      expect.stringMatching(/transfert en cours/),
      expect.stringMatching(
        /data\/\.pureftpd-upload\.0b1d2e3f inchangé depuis 30 min : reste d'un transfert interrompu/,
      ),
    ]);
    // The daemon removes what a broken transfer left.
    rmSync(temporary);
    await lookFor(QUIET_MS * 3);
    expect(served).toHaveLength(1);
    expect(logs).toHaveLength(2);
    // A client writing in place breaks mid-file: the half file is held as long as it stays.
    const next = idxExport(6);
    writeFileSync(path.join(incoming, "data", "unload.txt"), next.subarray(0, next.length * 0.6));
    await lookFor(HOLD_MS * 2);
    expect(served).toHaveLength(1);
    expect(logs).toHaveLength(3);
    expect(logs[2]).toMatch(/envoi retenu .*unload\.txt semble coupé/);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["taken"]);
    expect(readFileSync(path.join(store, "current"), "utf8").trim()).toBe(served[0]!.id);
    expect(refusedMarkers()).toEqual([]);
  });

  it("holds an upload whose listings fall sharply or whose photos are all missing, and takes it if it stays", async () => {
    upload(idxUpload(24));
    await settle();
    logs = [];
    upload(idxUpload(10));
    await settle();
    expect(served).toHaveLength(1);
    expect(logs).toEqual([
      expect.stringMatching(
        /envoi retenu .* : 10 annonces et promotions dans les listes au lieu de 24 avec l'envoi servi ; pris s'il reste le même 30 min/,
      ),
    ]);
    await lookFor(HOLD_MS - QUIET_MS);
    expect(served).toHaveLength(1);
    expect(outcomes).toHaveLength(1);
    await lookFor(QUIET_MS * 2);
    expect(served).toHaveLength(2);
    expect(logs[1]).toMatch(
      /resté le même 30 min : pris malgré « 10 annonces et promotions dans les listes au lieu de 24/,
    );
    expect(logs.at(-1)).toMatch(/ : 10 annonces listées$/);

    // The data without its photos, then replaced by the whole upload: taken at once.
    logs = [];
    upload(idxUpload(9, false));
    await settle();
    expect(served).toHaveLength(2);
    expect(logs).toEqual([expect.stringMatching(/envoi retenu .* : aucune des 9 photos nommées n'est dans l'envoi/)]);
    upload(idxUpload(9));
    await settle();
    expect(served).toHaveLength(3);
    expect(served[2]!.prepared.mapped.listings).toHaveLength(9);
  });

  it("holds an upload whose data has not come yet, and refuses only what is broken for good", async () => {
    upload({ "images/photo-0.jpg": "jpeg" });
    await settle();
    expect(logs).toEqual([expect.stringMatching(/envoi retenu .* : aucune donnée trouvée/)]);
    expect(outcomes).toEqual([]);
    upload({ ...idxUpload(1), "images/photo-0.jpg": "jpeg" });
    await settle();
    expect(served).toHaveLength(1);
  });
});

describe("bounds that hold on a small disk", () => {
  it("counts folders with files, in the scan, the zip and the copy, and scans a refused folder seldom", async () => {
    upload({ "export.json": withListings(2) });
    for (let index = 0; index < 150; index += 1)
      mkdirSync(path.join(incoming, "vide", String(index)), { recursive: true });
    await expect(scanUpload(incoming, 100)).rejects.toThrow(/plus de 100 fichiers et dossiers/);
    await settle();
    expect(served).toHaveLength(0);
    expect(logs).toEqual([expect.stringMatching(/envoi refusé .* : plus de 100 fichiers et dossiers/)]);
    // Replaced by a good upload: seen at the next scan, a minute later.
    upload({ "export.json": withListings(2) });
    await settle();
    expect(served).toHaveLength(0);
    clock += 60_000;
    await settle();
    expect(served).toHaveLength(1);

    // A zip of 150 empty folders.
    const work = path.join(root, "zip");
    for (let index = 0; index < 150; index += 1) mkdirSync(path.join(work, "vide", String(index)), { recursive: true });
    writeFileSync(path.join(work, "export.json"), withListings(3));
    execFileSync("zip", ["-qr", "envoi.zip", "export.json", "vide"], { cwd: work });
    logs = [];
    upload({ "envoi.zip": readFileSync(path.join(work, "envoi.zip")) });
    await settle();
    expect(served).toHaveLength(1);
    expect(logs).toEqual([expect.stringMatching(/envoi refusé .* : plus de 100 fichiers et dossiers/)]);

    // The copy into the store counts them too (a folder filled between the scan and the copy).
    const copy = new ImportStore(path.join(root, "copie"));
    expect(await copy.claim("u1")).toBe(true);
    await expect(
      copy.keep(
        "u1",
        work,
        { kind: "data", file: path.join(work, "export.json") },
        {
          maxEntries: 100,
          maxBytes: 1024 * 1024,
          maxFileBytes: 1024 * 1024,
        },
      ),
    ).rejects.toThrow(/plus de 100 fichiers et dossiers/);
  });

  it("refuses an upload larger than the store's room before it fills the disk, and tries it again later", async () => {
    const padded = `${withListings(4)}${" ".repeat(300 * 1024)}`;
    const work = path.join(root, "zip");
    mkdirSync(work);
    writeFileSync(path.join(work, "export.json"), padded);
    execFileSync("zip", ["-q", "envoi.zip", "export.json"], { cwd: work });
    disk.room = 100 * 1024;
    const uploads: Record<string, string | Buffer>[] = [
      { "envoi.zip": readFileSync(path.join(work, "envoi.zip")) },
      { "export.json": padded },
    ];
    for (const files of uploads) {
      logs = [];
      outcomes = [];
      start();
      upload(files);
      await settle();
      expect(served).toHaveLength(0);
      expect(logs).toEqual([expect.stringMatching(/envoi refusé .* : plus grand que la place libre du stockage/)]);
      // Told to the agency once; no refusal kept, only the note that it was told.
      expect(outcomes).toEqual([expect.objectContaining({ kind: "refused" })]);
      expect(readdirSync(store).filter((name) => name !== "current")).toEqual([`${outcomes[0]!.id}.full`]);
      // Tried again after a restart, still without room: not told again.
      start();
      await settle();
      expect(logs).toHaveLength(2);
      expect(outcomes).toHaveLength(1);
      rmSync(store, { recursive: true, force: true });
    }
    // Room made: taken after a restart, the refusal for want of room not kept.
    disk.room = undefined;
    start();
    await settle();
    expect(served).toHaveLength(1);
  });

  it("cuts a zip that unpacks to more than a hundred times its size, well below the size bound", async () => {
    limits = { maxBytes: 1024 ** 3, maxFileBytes: 1024 ** 3, maxFiles: 100 };
    start();
    const work = path.join(root, "zip");
    mkdirSync(work);
    writeFileSync(path.join(work, "zeros.json"), Buffer.alloc(80 * 1024 * 1024));
    execFileSync("zip", ["-q", "bomb.zip", "zeros.json"], { cwd: work });
    upload({ "envoi.zip": readFileSync(path.join(work, "bomb.zip")) });
    await settle();
    expect(served).toHaveLength(0);
    expect(logs).toEqual([
      expect.stringMatching(/envoi refusé .* : plus de 100 fois la taille de l'archive une fois décompressée/),
    ]);
    expect(readdirSync(store).filter((name) => !name.endsWith(".refused"))).toEqual([]);
  });

  it("tries a refused upload again when the limits change, and keeps only the last refusals", async () => {
    upload({ "export.json": `${withListings(3)}${" ".repeat(1024 * 1024)}` });
    await settle();
    expect(logs).toEqual([expect.stringMatching(/envoi refusé .*plus que la limite de 1048576/)]);
    start();
    await settle();
    expect(logs).toHaveLength(1);
    limits = { maxBytes: 4 * 1024 * 1024, maxFileBytes: 4 * 1024 * 1024, maxFiles: 100 };
    start();
    await settle();
    expect(served).toHaveLength(1);
    expect(logs[1]).toMatch(
      /envoi u\w+ refusé sous d'autres limites \(maxBytes 1048576, maxFileBytes 524288, maxFiles 100\) : essayé à nouveau/,
    );

    const kept = new ImportStore(path.join(root, "refus"));
    for (let index = 0; index < REFUSALS_KEPT + 5; index += 1) {
      await kept.refuse(`u${index}`, { reason: "illisible", limits });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const markers = readdirSync(kept.dir).sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)));
    expect(markers).toHaveLength(REFUSALS_KEPT);
    expect(markers[0]).toBe("u5.4194304-4194304-100.refused");
    expect(await kept.refusal("u24")).toEqual({ reason: "illisible", limits });
  });
});

describe("the site stops", () => {
  /** A watcher like start()'s, with its own reading or serving. */
  function startWith(change: {
    prepare?: (file: string, signal: AbortSignal) => Promise<PreparedExport>;
    serve?: (prepared: PreparedExport, id: string) => void;
  }): ImportWatcher {
    void watcher?.stop();
    watcher = createImportWatcher({
      incoming,
      store,
      quietMs: QUIET_MS,
      pollMs: 3_600_000,
      limits,
      prepare: change.prepare ?? (async (file) => prepareExport(file, { now: new Date("2026-11-01T00:00:00Z") })),
      serve: change.serve ?? ((prepared, id) => served.push({ id, prepared })),
      log: (line) => logs.push(line),
      onOutcome: (outcome) => void outcomes.push(outcome),
      now: () => clock,
    });
    return watcher;
  }

  it("gives up an upload being read: nothing refused, reported or kept, and the next start takes it", async () => {
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const stopping = startWith({
      // A long reading, which only the stop ends.
      prepare: (_file, signal) => {
        reading();
        return new Promise((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(new Error("lecture abandonnée (arrêt)"))),
        );
      },
    });
    upload({ "export.json": withListings(5) });
    await stopping.tick();
    clock += QUIET_MS + 1;
    const look = stopping.tick();
    await read;
    await stopping.stop();
    await look;

    expect(served).toEqual([]);
    expect(outcomes).toEqual([]);
    expect(readdirSync(store)).toEqual([]);
    expect(logs).toContainEqual(
      expect.stringMatching(/^\[import\] envoi u\w+ laissé à l'arrêt, repris au prochain démarrage$/),
    );
    expect(logs.join("\n")).not.toContain("refusé");

    start();
    await settle();
    expect(served).toHaveLength(1);
    expect(readFileSync(path.join(store, "current"), "utf8").trim()).toBe(served[0]!.id);
  });

  it("finishes an upload being served: it is named current and reported before the stop ends", async () => {
    const stopping = startWith({
      serve: (prepared, id) => {
        served.push({ id, prepared });
        stopped = stopping.stop();
      },
    });
    let stopped: Promise<void> | undefined;
    upload({ "export.json": withListings(5) });
    await stopping.tick();
    clock += QUIET_MS + 1;
    await stopping.tick();
    await stopped;
    expect(served).toHaveLength(1);
    expect(readFileSync(path.join(store, "current"), "utf8").trim()).toBe(served[0]!.id);
    expect(outcomes).toMatchObject([{ kind: "taken", id: served[0]!.id }]);
  });

  it("looks again at an upload whose copy a stopped process left half made, and takes it once that claim is stale", async () => {
    upload({ "export.json": withListings(5) });
    const partial = path.join(store, `u${(await scanUpload(incoming, 100)).content}.partial`);
    mkdirSync(partial, { recursive: true });
    await settle();
    expect(served).toEqual([]);
    // The claim of a process stopped in the middle grows stale: the next look takes the upload over.
    const old = new Date(Date.now() - 11 * 60_000);
    utimesSync(partial, old, old);
    await watcher!.tick();
    expect(served).toHaveLength(1);
    expect(existsSync(partial)).toBe(false);
  });

  it("looks no more once stopped", async () => {
    const stopping = startWith({});
    await stopping.stop();
    upload({ "export.json": withListings(5) });
    await stopping.tick();
    clock += QUIET_MS + 1;
    await stopping.tick();
    expect(served).toEqual([]);
    expect(existsSync(store) ? readdirSync(store) : []).toEqual([]);
  });
});
