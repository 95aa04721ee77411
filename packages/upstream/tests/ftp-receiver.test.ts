import { execFileSync } from "node:child_process";
import { chmod, link, lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { Client, FTPError, type AccessOptions } from "basic-ftp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFtpReceiver, type FtpReceiver, type FtpReceiverOptions } from "@rli/upstream/import/ftp-receiver.server";
import { resolveClientPath } from "@rli/upstream/import/ftp-path";
import { REMEASURE_MS, UploadBudget } from "@rli/upstream/import/ftp-budget";

/**
 * The CRM's FTP push, with a real client (basic-ftp) against the receiver on 127.0.0.1: a whole
 * IDX upload arrives byte for byte, and every way out of the import folder is refused: wrong
 * credentials, `..`, absolute paths, symbolic links, SITE and active mode, files and uploads over
 * the caps (cut while they stream), a plain login when TLS is required.
 */

const USER = "crm-agence";
const PASSWORD = "secret-du-crm-42";

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "ftp-receiver-"));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type Running = { receiver: FtpReceiver; root: string; lines: string[] };

async function start(name: string, options: Partial<FtpReceiverOptions> = {}): Promise<Running> {
  const root = path.join(work, name);
  const lines: string[] = [];
  const receiver = await startFtpReceiver({
    root,
    host: "127.0.0.1",
    port: 0,
    user: USER,
    password: PASSWORD,
    maxFileBytes: 1024 * 1024,
    maxUploadBytes: 8 * 1024 * 1024,
    log: (line) => lines.push(line),
    ...options,
  });
  return { receiver, root, lines };
}

async function connect(port: number, access: AccessOptions = {}): Promise<Client> {
  const client = new Client(5_000);
  await client.access({ host: "127.0.0.1", port, user: USER, password: PASSWORD, ...access });
  return client;
}

/** Deterministic bytes that look like nothing (photos, PDF). */
function bytes(size: number, seed: number): Buffer {
  const buffer = Buffer.alloc(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    buffer[i] = state >>> 24;
  }
  return buffer;
}

async function download(client: Client, remote: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await client.downloadTo(sink, remote);
  return Buffer.concat(chunks);
}

/** The FTP reply code an operation fails with, or "ok". */
async function outcome(operation: Promise<unknown>): Promise<number | "ok" | string> {
  try {
    await operation;
    return "ok";
  } catch (error) {
    return error instanceof FTPError ? error.code : String(error);
  }
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

describe("client paths", () => {
  it("resolves against the working folder and refuses to climb above the root", () => {
    expect(resolveClientPath("/data", "../images/a.jpg")).toMatchObject({ ok: true, path: "/images/a.jpg" });
    expect(resolveClientPath("/data", "/etc/x")).toMatchObject({ ok: true, path: "/etc/x" });
    expect(resolveClientPath("/data", "..\\images\\b.jpg")).toMatchObject({ ok: true, path: "/images/b.jpg" });
    expect(resolveClientPath("/", "..").ok).toBe(false);
    expect(resolveClientPath("/data", "../../x").ok).toBe(false);
    expect(resolveClientPath("/data", "..\\..\\x").ok).toBe(false);
    expect(resolveClientPath("/", "a\r\nDELE b").ok).toBe(false);
  });
});

describe("upload budget", () => {
  it("counts files received and running, reuses a fresh measure of the root and measures again when it changed", async () => {
    const root = path.join(work, "budget");
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, "old.bin"), Buffer.alloc(40));
    let now = 0;
    const budget = new UploadBudget({ maxFileBytes: 50, maxUploadBytes: 100 }, () => now);
    const a = await budget.start(root, path.join(root, "a.bin"), 0); // measured: 40 on disk
    expect(budget.take(a, 51)).toBe("file");
    expect(budget.take(a, 50)).toBeNull();
    const b = await budget.start(root, path.join(root, "b.bin"), 0); // 40 stored + 50 running
    expect(budget.take(b, 11)).toBe("upload");
    expect(budget.take(b, 10)).toBeNull();
    budget.finish(a, true);
    budget.finish(b, false);
    // old.bin replaced: its 40 bytes leave the count (90 - 40 = 50 stored, not 90).
    const c = await budget.start(root, path.join(root, "old.bin"), 40);
    expect(budget.take(c, 50)).toBeNull();
    budget.finish(c, false);
    // A deletion sends the budget back to the disk: only old.bin (40 bytes) is there.
    budget.changed();
    const d = await budget.start(root, path.join(root, "d.bin"), 0);
    expect(budget.take(d, 50)).toBeNull();
    budget.finish(d, true); // 90 counted, still 40 on disk
    const e = await budget.start(root, path.join(root, "e.bin"), 0);
    expect(budget.take(e, 11)).toBe("upload");
    budget.finish(e, false);
    // So does a measure older than REMEASURE_MS.
    now += REMEASURE_MS;
    const f = await budget.start(root, path.join(root, "f.bin"), 0);
    expect(budget.take(f, 50)).toBeNull();
  });
});

describe("options", () => {
  it("refuses an anonymous account, an empty password and caps that are not positive", async () => {
    const base = { root: path.join(work, "never"), port: 0, user: USER, password: PASSWORD };
    const caps = { maxFileBytes: 10, maxUploadBytes: 10 };
    await expect(startFtpReceiver({ ...base, ...caps, user: "anonymous" })).rejects.toThrow(/option user invalide/);
    await expect(startFtpReceiver({ ...base, ...caps, password: "" })).rejects.toThrow(/option password invalide/);
    await expect(startFtpReceiver({ ...base, maxFileBytes: 0, maxUploadBytes: 10 })).rejects.toThrow(/maxFileBytes/);
    await expect(
      startFtpReceiver({ ...base, ...caps, tls: { cert: "pas un certificat", key: "pas une clé" } }),
    ).rejects.toThrow(/option tls invalide/);
    expect(await exists(base.root)).toBe(false);
  });
});

describe("plain FTP", () => {
  let server: Running;
  let outside: string;
  const signalHandlers = process.listenerCount("SIGTERM");

  beforeAll(async () => {
    server = await start("plain");
    outside = path.join(work, "outside");
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, "secret.txt"), "à ne jamais servir");
  });

  afterAll(async () => {
    await server.receiver.close();
  });

  it("leaves the process's signal handling alone", () => {
    expect(process.listenerCount("SIGTERM")).toBe(signalHandlers);
  });

  it("receives a whole IDX upload and keeps it byte for byte", async () => {
    const local = path.join(work, "export");
    const files: Record<string, Buffer> = {
      "data/unload.txt": Buffer.from("#3.01#V1#OBJ1#Appartement 4.5 pièces, Genève#\r\n", "latin1"),
      "images/OBJ1-1.jpg": bytes(70_000, 1),
      "images/OBJ1-2.jpg": bytes(45_000, 2),
      "images/OBJ1-3.jpg": bytes(3, 3),
      "doc/x.pdf": bytes(20_000, 4),
    };
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(local, name)), { recursive: true });
      await writeFile(path.join(local, name), content);
    }

    const client = await connect(server.receiver.port);
    try {
      await client.uploadFromDir(local);
      expect((await client.list("/")).map((entry) => entry.name).sort()).toEqual(["data", "doc", "images"]);
      for (const [name, content] of Object.entries(files)) {
        expect((await readFile(path.join(server.root, name))).equals(content), name).toBe(true);
        expect((await download(client, name)).equals(content), name).toBe(true);
      }
    } finally {
      client.close();
    }
    expect(server.lines.some((line) => line.includes(`« ${USER} » acceptée`))).toBe(true);
    for (const name of Object.keys(files)) {
      const size = files[name]?.length;
      expect(server.lines).toContainEqual(expect.stringContaining(`fichier reçu : /${name} (${size} octets)`));
    }
    const total = Object.values(files).reduce((sum, content) => sum + content.length, 0);
    await expect.poll(() => server.lines.at(-1)).toContain(`fin de l'envoi : 5 fichier(s) reçu(s), ${total} octets`);
  });

  it("lets the CRM replace its export: overwrite, rename, delete, remove and create folders", async () => {
    const client = await connect(server.receiver.port);
    try {
      await client.uploadFrom(Readable.from([Buffer.from("#3.01#V2#")]), "data/unload.new");
      await client.rename("data/unload.new", "data/unload.txt");
      await client.remove("images/OBJ1-3.jpg");
      await client.removeDir("/doc");
      await client.ensureDir("/images/extra");
    } finally {
      client.close();
    }
    expect(await readFile(path.join(server.root, "data/unload.txt"), "latin1")).toBe("#3.01#V2#");
    expect((await readdir(path.join(server.root, "data"))).sort()).toEqual(["unload.txt"]);
    expect(await exists(path.join(server.root, "doc"))).toBe(false);
    expect((await readdir(path.join(server.root, "images"))).sort()).toEqual(["OBJ1-1.jpg", "OBJ1-2.jpg", "extra"]);
  });

  it("writes a replaced picture as a new file: a link to the old one (the upload served) keeps its bytes", async () => {
    const picture = path.join(server.root, "images/OBJ1-1.jpg");
    const kept = path.join(work, "kept-OBJ1-1.jpg");
    const before = await readFile(picture);
    await link(picture, kept);
    const client = await connect(server.receiver.port);
    try {
      await client.uploadFrom(Readable.from([bytes(30_000, 7)]), "images/OBJ1-1.jpg");
    } finally {
      client.close();
    }
    expect((await readFile(picture)).equals(bytes(30_000, 7))).toBe(true);
    expect((await readFile(kept)).equals(before)).toBe(true);
  });

  it("refuses a wrong password, a wrong user and anonymous, and never logs a password", async () => {
    const before = server.lines.length;
    const port = server.receiver.port;
    expect(await outcome(connect(port, { password: "mauvais-mot-de-passe" }))).toBe(530);
    expect(await outcome(connect(port, { user: "autre-crm" }))).toBe(530);
    expect(await outcome(connect(port, { user: "anonymous", password: "guest@example.ch" }))).toBe(530);
    const refusals = server.lines.slice(before).filter((line) => line.includes("refusée :"));
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toContain("identifiant ou mot de passe incorrect");
    for (const line of server.lines) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain("mauvais-mot-de-passe");
      expect(line).not.toContain("guest@example.ch");
    }
  });

  it("keeps `..` and absolute paths inside the root", async () => {
    const client = await connect(server.receiver.port);
    try {
      expect(await outcome(client.cd(".."))).toBe(550);
      expect(await client.pwd()).toBe("/");
      expect(await outcome(client.uploadFrom(Readable.from(["x"]), "../x"))).toBe(553);
      expect(await outcome(client.uploadFrom(Readable.from(["x"]), "..\\x"))).toBe(553);
      expect(await exists(path.join(work, "x"))).toBe(false);
      // An absolute path is the client's: `/` is the root, so the host's folders are out of reach.
      expect(await outcome(client.uploadFrom(Readable.from(["x"]), "/etc/x"))).toBe(550);
      expect(await outcome(client.uploadFrom(Readable.from(["x"]), `${outside}/x`))).toBe(550);
      expect(await exists(path.join(outside, "x"))).toBe(false);
      expect(await outcome(download(client, `${outside}/secret.txt`))).toBe(551);
      expect(await outcome(download(client, "../outside/secret.txt"))).toBe(551);
      expect(await outcome(client.list(".."))).toBe(451);
      await client.cd("data");
      expect(await outcome(client.uploadFrom(Readable.from(["x"]), "../../x"))).toBe(553);
      expect(await outcome(client.cd("../.."))).toBe(550);
      expect(await client.pwd()).toBe("/data");
      // Climbing within the root stays allowed (clients go back up with CDUP).
      await client.uploadFrom(Readable.from(["y"]), "../top.txt");
      await client.cdup();
      expect(await client.pwd()).toBe("/");
      await client.remove("/top.txt");
    } finally {
      client.close();
    }
    expect(await readdir(work)).not.toContain("x");
    expect(await exists(path.join(server.root, "top.txt"))).toBe(false);
    expect(server.lines).toContainEqual(
      expect.stringContaining("chemin refusé : ../x (chemin hors du dossier de dépôt)"),
    );
  });

  it("neither reads nor writes through a symbolic link that leads outside", async () => {
    const links = path.join(server.root, "links");
    await mkdir(links, { recursive: true });
    await symlink(outside, path.join(links, "out"));
    await symlink(path.join(outside, "secret.txt"), path.join(links, "secret.txt"));
    await symlink(path.join(outside, "new.txt"), path.join(links, "dangling"));
    const client = await connect(server.receiver.port);
    try {
      expect(await outcome(download(client, "links/secret.txt"))).toBe(551);
      expect(await outcome(download(client, "links/out/secret.txt"))).toBe(551);
      expect(await outcome(client.uploadFrom(Readable.from(["pirate"]), "links/secret.txt"))).toBe(553);
      expect(await outcome(client.uploadFrom(Readable.from(["pirate"]), "links/out/new.txt"))).toBe(553);
      expect(await outcome(client.uploadFrom(Readable.from(["pirate"]), "links/dangling"))).toBe(553);
      expect(await outcome(client.cd("links/out"))).toBe(550);
      expect(await outcome(client.list("links/out"))).toBe(451);
      expect(await outcome(client.send("MKD links/out/sub"))).toBe(550);
      expect(await outcome(client.rename("links/out/secret.txt", "volé.txt"))).toBe(550);
      expect(await outcome(client.send("SIZE links/secret.txt"))).toBe(550);
      expect((await client.list("links")).map((entry) => entry.name)).toEqual([]);
    } finally {
      client.close();
    }
    expect(await readFile(path.join(outside, "secret.txt"), "utf8")).toBe("à ne jamais servir");
    expect((await readdir(outside)).sort()).toEqual(["secret.txt"]);
    expect(server.lines).toContainEqual(expect.stringContaining("lien symbolique qui sort du dossier de dépôt"));
    await rm(links, { recursive: true });
  });

  it("refuses SITE CHMOD, active mode (PORT, EPRT) and appending", async () => {
    await chmod(path.join(server.root, "data/unload.txt"), 0o644);
    const client = await connect(server.receiver.port);
    try {
      expect(await outcome(client.send("SITE CHMOD 777 data/unload.txt"))).toBe(502);
      expect(await outcome(client.send("PORT 127,0,0,1,200,10"))).toBe(502);
      expect(await outcome(client.send("EPRT |1|10.0.0.1|2000|"))).toBe(502);
      expect(await outcome(client.appendFrom(Readable.from(["x"]), "data/unload.txt"))).toBe(502);
    } finally {
      client.close();
    }
    expect((await stat(path.join(server.root, "data/unload.txt"))).mode & 0o777).toBe(0o644);
    expect(server.lines).toContainEqual(expect.stringContaining("commande SITE refusée"));
  });
});

describe("size caps", () => {
  const KIB = 1024;
  let server: Running;

  beforeAll(async () => {
    server = await start("caps", { maxFileBytes: 64 * KIB, maxUploadBytes: 160 * KIB });
  });

  afterAll(async () => {
    await server.receiver.close();
  });

  it("cuts a file over maxFileBytes while it streams, removes it and answers 552", async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        if (produced >= KIB * KIB * KIB) return this.push(null);
        produced += 16 * KIB;
        this.push(Buffer.alloc(16 * KIB, 7));
      },
    });
    const client = await connect(server.receiver.port);
    try {
      await client.send("MKD images");
      expect(await outcome(client.uploadFrom(endless, "images/huge.jpg"))).toBe(552);
      // Of the 1 GiB on offer, only what the client wrote before reading the 552 went out: on
      // loopback the kernel's socket buffers take a few tens of MiB, never the whole file.
      expect(produced).toBeLessThan(256 * KIB * KIB);
      expect(await exists(path.join(server.root, "images/huge.jpg"))).toBe(false);
      // The connection is still fine for the next file.
      await client.uploadFrom(Readable.from([bytes(KIB, 9)]), "small.bin");
    } finally {
      client.close();
    }
    expect(await stat(path.join(server.root, "small.bin"))).toMatchObject({ size: KIB });
    expect(server.lines).toContainEqual(
      expect.stringContaining(
        "envoi de /images/huge.jpg coupé, fichier partiel supprimé : fichier de plus de 65536 octets",
      ),
    );
  });

  it("refuses the file that takes everything under the root over maxUploadBytes", async () => {
    const client = await connect(server.receiver.port);
    try {
      for (const n of [1, 2, 3]) await client.uploadFrom(Readable.from([bytes(50 * KIB, n)]), `part-${n}.bin`);
      // 1 KiB + 3 × 50 KiB are in; 50 KiB more would make 201 KiB > 160 KiB.
      expect(await outcome(client.uploadFrom(Readable.from([bytes(50 * KIB, 4)]), "part-4.bin"))).toBe(552);
      expect(await exists(path.join(server.root, "part-4.bin"))).toBe(false);
      // Deleting frees the room: what the root holds is measured, not remembered.
      await client.remove("part-1.bin");
      await client.uploadFrom(Readable.from([bytes(50 * KIB, 4)]), "part-4.bin");
    } finally {
      client.close();
    }
    expect((await readFile(path.join(server.root, "part-4.bin"))).equals(bytes(50 * KIB, 4))).toBe(true);
    expect(server.lines).toContainEqual(
      expect.stringContaining(
        "envoi de /part-4.bin coupé, fichier partiel supprimé : dossier de dépôt au-delà de 163840 octets",
      ),
    );
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("pas de port libre");
  return address.port;
}

describe("passive ports", () => {
  it("opens data connections on the configured ports only", async () => {
    const pasv = await freePort();
    const server = await start("pasv", { pasvPorts: { min: pasv, max: pasv } });
    const client = await connect(server.receiver.port);
    const clientLog: string[] = [];
    client.ftp.verbose = true;
    client.ftp.log = (message) => clientLog.push(message);
    try {
      await client.uploadFrom(Readable.from(["#3.01#"]), "unload.txt");
      // PASV, the address a .NET client asks for, answers with the address it reached.
      const reply = await client.send("PASV");
      expect(reply.message).toMatch(new RegExp(`\\(127,0,0,1,${pasv >> 8},${pasv & 255}\\)`));
    } finally {
      client.close();
      await server.receiver.close();
    }
    expect(clientLog).toContainEqual(expect.stringContaining(`Uploading to 127.0.0.1:${pasv}`));
  });
});

describe("explicit TLS", () => {
  let server: Running;

  beforeAll(async () => {
    const folder = path.join(work, "tls-keys");
    await mkdir(folder, { recursive: true });
    const key = path.join(folder, "key.pem");
    const cert = path.join(folder, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"].concat([
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ]),
      { stdio: "ignore" },
    );
    server = await start("tls", { tls: { cert: await readFile(cert), key: await readFile(key) } });
  });

  afterAll(async () => {
    await server.receiver.close();
  });

  it("receives an upload over AUTH TLS, data connections encrypted", async () => {
    const content = Buffer.from('{"properties":[]}', "utf8");
    const client = await connect(server.receiver.port, { secure: true, secureOptions: { rejectUnauthorized: false } });
    const clientLog: string[] = [];
    client.ftp.verbose = true;
    client.ftp.log = (message) => clientLog.push(message);
    try {
      await client.uploadFrom(Readable.from([content]), "swissrets.json");
      expect((await download(client, "swissrets.json")).equals(content)).toBe(true);
    } finally {
      client.close();
    }
    expect((await readFile(path.join(server.root, "swissrets.json"))).equals(content)).toBe(true);
    expect(clientLog).toContainEqual(expect.stringMatching(/^Uploading to .* \(TLSv1\.[23]/));
    expect(server.lines).toContainEqual(expect.stringContaining(`« ${USER} » acceptée (TLS)`));
  });

  it("refuses a plain login when TLS is configured", async () => {
    const before = server.lines.length;
    expect(await outcome(connect(server.receiver.port))).toBe(530);
    expect(server.lines.slice(before)).toEqual([
      expect.stringContaining("connexion de « crm-agence » refusée : TLS exigé"),
    ]);
  });
});
