import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "basic-ftp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { createRememberedKeys } from "@rli/contract/limits/remembered-keys";
import { parseAddressBlock } from "../src/import/ftp/address-blocks";
import { startFtpDaemon, type FtpDaemonOptions, type FtpReceiver } from "../src/import/ftp/ftp-daemon.server";
import {
  basicFtpAccess,
  curlUpload,
  ftplibUpload,
  lftpMirror,
  run,
  selfSignedCertificate,
  withFtplib,
  type FtpTarget,
} from "./support/ftp-clients";

/**
 * The CRM's FTP receiver as agencies' CRMs reach it: Debian's ProFTPD started by the site with
 * deploy/proftpd/proftpd.conf, and the FTP clients CRMs are built on (curl, lftp, Python's ftplib,
 * basic-ftp) uploading over explicit TLS; a transfer that breaks, guessed passwords, too many
 * connections, paths out of the folder.
 */

const USER = "crm-agence";
const PASSWORD = "mot-de-passe-du-crm-2026";
const CONFIG = path.resolve("deploy/proftpd/proftpd.conf");

let work: string;
let cert: string;
let key: string;
let receiver: FtpReceiver | undefined;
let lines: string[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Started = { root: string; port: number; options: FtpDaemonOptions };

async function start(name: string, overrides: Partial<FtpDaemonOptions> = {}): Promise<Started> {
  const root = path.join(work, name, "envoi");
  const port = await freePort();
  const pasv = 40_000 + Math.floor(Math.random() * 2000) * 10;
  const memory = (points: number) =>
    createEventLimit({ name: `${name}-${points}-${Math.random()}`, points, windowSeconds: 600 }, () => undefined);
  const options: FtpDaemonOptions = {
    root,
    host: "127.0.0.1",
    port,
    user: USER,
    password: PASSWORD,
    pasvPorts: { min: pasv, max: pasv + 9 },
    tls: { certFile: cert, keyFile: key },
    maxFileBytes: 200 * 1024 * 1024,
    config: CONFIG,
    runDir: path.join(work, name, "run"),
    limits: {
      perAddress: memory(5),
      perAccount: memory(20),
      repeatedBans: memory(3),
      knownAddresses: createRememberedKeys({ name: `${name}-known-${Math.random()}`, seconds: 600 }, () => undefined),
    },
    log: (line) => lines.push(line),
    ...overrides,
  };
  receiver = await startFtpDaemon(options);
  return { root, port, options };
}

/** Files under a folder with their contents, hidden ones included. */
async function contents(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = await readFile(file, "latin1");
  }
  return found;
}

/** An upload as a CRM sends it: its data file (Windows-1252) and a picture. */
async function crmExport(name: string): Promise<string> {
  const folder = path.join(work, `export-${name}`);
  await mkdir(path.join(folder, "data"), { recursive: true });
  await mkdir(path.join(folder, "images"), { recursive: true });
  await writeFile(path.join(folder, "data", "unload.txt"), Buffer.from(`IDX3.01#${name}#Château-d'Œx#\r\n`, "latin1"));
  await writeFile(path.join(folder, "images", "photo.jpg"), Buffer.alloc(300_000, 7));
  return folder;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "ftp-daemon-"));
  ({ cert, key } = selfSignedCertificate(work));
});

afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
  lines = [];
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("uploads over explicit TLS, by the clients CRMs are built on", () => {
  it("stores what curl, lftp, Python's ftplib and basic-ftp send, byte for byte", async () => {
    const { root, port } = await start("clients");
    const sent: Record<string, string> = {};
    const expect_ = async (name: string, send: (folder: string) => Promise<unknown>) => {
      const folder = await crmExport(name);
      await send(folder);
      for (const [file, text] of Object.entries(await contents(folder))) sent[`${name}/${file}`] = text;
    };
    const target: FtpTarget = { port, user: USER, password: PASSWORD };
    // Two files in one curl command share a connection (decision 132: TLS 1.2 keeps the second whole).
    await expect_("curl", (folder) =>
      curlUpload(target, [
        [path.join(folder, "data", "unload.txt"), "curl/data/unload.txt"],
        [path.join(folder, "images", "photo.jpg"), "curl/images/photo.jpg"],
      ]),
    );
    await expect_("lftp", (folder) => lftpMirror(target, folder, "/lftp"));
    await expect_("ftplib", (folder) => ftplibUpload(target, folder, "ftplib"));
    await expect_("basic-ftp", async (folder) => {
      const client = new Client(10_000);
      try {
        await client.access(basicFtpAccess(target));
        await client.ensureDir("/basic-ftp");
        await client.uploadFromDir(folder);
      } finally {
        client.close();
      }
    });
    expect(await contents(root)).toEqual(sent);
    await vi.waitFor(() => expect(lines.join("\n")).toMatch(/connexion de « crm-agence » acceptée \(TLS\)/));
  });

  it("refuses a login without TLS when a certificate is configured, and takes plain FTP without one", async () => {
    const { port } = await start("plain-refused");
    const file = path.join(work, "plain.txt");
    await writeFile(file, "annonce");
    const plainCurl = (to: number) =>
      run("curl", ["--silent", "--show-error", "--user", `${USER}:${PASSWORD}`, "-T", file, `ftp://127.0.0.1:${to}/`]);
    await expect(plainCurl(port)).rejects.toThrow(/5\d\d/);
    await receiver!.close();
    const plain = await start("plain", { tls: undefined });
    await plainCurl(plain.port);
    expect(await contents(plain.root)).toEqual({ "plain.txt": "annonce" });
  });
});

describe("the daemon, watched by the site", () => {
  it("is started again after it dies, and stopped with the receiver", async () => {
    const { root, port, options } = await start("watched");
    const pidFile = path.join(options.runDir, "proftpd.pid");
    const first = Number(await readFile(pidFile, "utf8"));
    process.kill(first, "SIGKILL");
    await vi.waitFor(
      () => expect(lines.join("\n")).toMatch(/proftpd s'est arrêté .* redémarrage de proftpd dans 1 s/s),
      {
        timeout: 10_000,
      },
    );
    const file = path.join(work, "après.txt");
    await writeFile(file, "revenu");
    await vi.waitFor(() => curlUpload({ port, user: USER, password: PASSWORD }, [[file, "apres.txt"]]), {
      timeout: 15_000,
      interval: 500,
    });
    expect(await contents(root)).toEqual({ "apres.txt": "revenu" });
    const second = Number(await readFile(pidFile, "utf8"));
    expect(second).not.toBe(first);
    await receiver!.close();
    receiver = undefined;
    expect(() => process.kill(second, 0)).toThrow();
  });
});

describe("stopped with the site", () => {
  /** curl sending one file at `rate` bytes a second, over explicit TLS. */
  const slowUpload = (port: number, local: string, remote: string, rate: string) =>
    run("curl", [
      ...["--silent", "--show-error", "--ssl-reqd", "--insecure", "--limit-rate", rate],
      ...["--user", `${USER}:${PASSWORD}`, "-T", local, `ftp://127.0.0.1:${port}/${remote}`],
    ]);

  const connects = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });

  /** Until the daemon writes the file under its hidden name: the transfer is running. */
  const receiving = (root: string) =>
    vi.waitFor(
      async () => expect(Object.keys(await contents(root)).some((name) => name.startsWith(".in."))).toBe(true),
      {
        timeout: 10_000,
        interval: 50,
      },
    );

  it("turns new connections away, closes an idle session, and lets the file being received finish", async () => {
    const { root, port } = await start("stop-between");
    const idle = new Client(10_000);
    await idle.access(basicFtpAccess({ port, user: USER, password: PASSWORD }));
    const file = path.join(work, "three-mb.bin");
    await writeFile(file, Buffer.alloc(3 * 1024 * 1024, 3));
    let uploaded: number | undefined;
    const upload = slowUpload(port, file, "photos.bin", "1M").then(() => (uploaded = Date.now()));
    await receiving(root);

    const closed = receiver!.close(Date.now() + 20_000).then(() => Date.now());
    receiver = undefined;
    await vi.waitFor(async () => expect(await connects(port)).toBe(false), { timeout: 5000, interval: 100 });
    await vi.waitFor(() => expect(idle.closed).toBe(true), { timeout: 5000, interval: 100 });
    // The port is closed and the idle session gone while the file still arrives.
    expect(uploaded).toBeUndefined();

    await upload;
    const stoppedAt = await closed;
    expect(stoppedAt).toBeGreaterThanOrEqual(uploaded!);
    const kept = await contents(root);
    expect(Object.keys(kept)).toEqual(["photos.bin"]);
    expect(kept["photos.bin"]).toHaveLength(3 * 1024 * 1024);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^FTP : arrêt après le fichier en cours de réception \(1 transfert\(s\), (19|20) s au plus\)$/,
      ),
    );
    expect(lines.join("\n")).not.toContain("coupé");
  });

  it("cuts a file still arriving at the stop's bound, and keeps nothing of it", async () => {
    const { root, port } = await start("stop-cut");
    const file = path.join(work, "six-mb.bin");
    await writeFile(file, Buffer.alloc(6 * 1024 * 1024, 6));
    const upload = slowUpload(port, file, "photos.bin", "1M").then(
      () => "reçu",
      () => "coupé",
    );
    await receiving(root);
    const started = Date.now();
    await receiver!.close(started + 1000);
    receiver = undefined;
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await upload).toBe("coupé");
    await vi.waitFor(async () => expect(await contents(root)).toEqual({}), { timeout: 5000, interval: 100 });
    expect(lines).toContain("FTP : 1 transfert(s) coupé(s) à la fin du délai d'arrêt, fichier(s) effacé(s)");
  });

  it("stops at once when no session is open", async () => {
    const { port } = await start("stop-empty");
    const started = Date.now();
    await receiver!.close(started + 20_000);
    receiver = undefined;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await connects(port)).toBe(false);
  });
});

describe("a transfer that breaks", () => {
  it("is deleted, never left under its name, when the client resets or stalls mid-file", async () => {
    const { root, port } = await start("broken", { stalledTimeoutSeconds: 2 });
    for (const [name, end] of [
      [
        "reset.txt",
        "conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack('ii', 1, 0)); conn.close(); ftp.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack('ii', 1, 0)); ftp.sock.close()",
      ],
      ["stalled.txt", "time.sleep(5)"],
    ] as const) {
      await withFtplib(
        { port, user: USER, password: PASSWORD },
        `
ftp.voidcmd("TYPE I")
conn = ftp.transfercmd("STOR ${name}")
conn.sendall(b"IDX3.01#" * 20000)
time.sleep(0.5)
${end}
`,
      ).catch(() => {});
    }
    await vi.waitFor(() => expect(lines.filter((line) => line.includes("transfert interrompu"))).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(await contents(root)).toEqual({});
    // A stalled transfer is told once, although the daemon writes it down again as the session ends.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lines.filter((line) => line.includes("transfert interrompu"))).toHaveLength(2);
    expect(lines).toContain("FTP 127.0.0.1 : transfert interrompu, fichier supprimé : /reset.txt");
    expect(lines).toContain("FTP 127.0.0.1 : transfert interrompu, fichier supprimé : /stalled.txt");
  });

  it("refuses a file over the size cap while it arrives and keeps nothing of it", async () => {
    const { root, port } = await start("cap", { maxFileBytes: 1024 * 1024 });
    const big = path.join(work, "big.bin");
    await writeFile(big, Buffer.alloc(3 * 1024 * 1024, 1));
    await expect(curlUpload({ port, user: USER, password: PASSWORD }, [[big, "big.bin"]])).rejects.toThrow();
    expect(await contents(root)).toEqual({});
  });
});

describe("guessing and squatting", () => {
  it("bans an address at its sixth wrong password in the window, told in one line, and lets it in no more", async () => {
    const { port } = await start("guess");
    const wrong = async () => {
      const client = new Client(10_000);
      try {
        await client.access(basicFtpAccess({ port, user: USER, password: PASSWORD }, "devine"));
      } catch {
        // refused, as it must be
      } finally {
        client.close();
      }
    };
    for (let attempt = 0; attempt < 6; attempt += 1) await wrong();
    await vi.waitFor(() => expect(lines.join("\n")).toMatch(/identification\(s\) refusée\(s\).*adresse bloquée/), {
      timeout: 10_000,
    });
    const told = lines.filter((line) => line.includes("refusée(s)"));
    expect(told).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("impossible");
    expect(told[0]).toMatch(
      /^FTP 127\.0\.0\.1 : 6 identification\(s\) refusée\(s\) en \d+ s \(compte « crm-agence »\) ; adresse bloquée \d+ min$/,
    );
    const client = new Client(10_000);
    try {
      await expect(client.access(basicFtpAccess({ port, user: USER, password: PASSWORD }))).rejects.toThrow();
    } finally {
      client.close();
    }
  });

  it("takes at most three connections from one address, and closes one that does not log in", async () => {
    const { port } = await start("squat", { loginTimeoutSeconds: 2 });
    const greetings: string[] = [];
    const sockets: net.Socket[] = [];
    for (let index = 0; index < 4; index += 1) {
      const socket = net.connect({ host: "127.0.0.1", port });
      sockets.push(socket);
      greetings.push(
        await new Promise<string>((resolve) => {
          let text = "";
          socket.on("data", (chunk) => {
            text += chunk.toString("latin1");
            if (text.includes("\r\n")) resolve(text);
          });
          socket.on("close", () => resolve(text || "(fermée)"));
        }),
      );
    }
    expect(greetings.slice(0, 3).every((text) => text.startsWith("220"))).toBe(true);
    expect(greetings[3]).toMatch(/^530 .*Trop de connexions/);
    const closed = await new Promise<number>((resolve) => {
      const started = Date.now();
      sockets[0]!.on("close", () => resolve(Date.now() - started));
    });
    expect(closed).toBeLessThan(6000);
    for (const socket of sockets) socket.destroy();
  });
});

/**
 * Python's ftplib from a loopback address of its own (127.0.0.2, 127.0.0.3…: Linux routes all of
 * 127.0.0.0/8 to the machine), so that each attacker and the CRM are separate addresses to the daemon.
 * `attempts(source, password)` logs in once over TLS and prints "ok", "refusé" or "fermé".
 */
function fromAddresses(port: number, body: string) {
  const script = `
import ftplib, ssl, socket, threading, time
context = ssl.create_default_context()
context.check_hostname = False
context.verify_mode = ssl.CERT_NONE
def attempt(source, password):
    try:
        ftp = ftplib.FTP_TLS(context=context, timeout=10, source_address=(source, 0))
        ftp.connect("127.0.0.1", ${port})
        ftp.login(${JSON.stringify(USER)}, password)
        ftp.quit()
        return "ok"
    except ftplib.error_perm as error:
        return "refusé " + str(error)[:3]
    except (EOFError, OSError, ftplib.error_temp, ftplib.error_reply) as error:
        return "fermé " + type(error).__name__
def in_parallel(jobs):
    results = [None] * len(jobs)
    def runner(index, job):
        results[index] = job()
    threads = [threading.Thread(target=runner, args=(index, job)) for index, job in enumerate(jobs)]
    for thread in threads: thread.start()
    for thread in threads: thread.join()
    return results
${body}
`;
  return run("python3", ["-c", script]).then(({ stdout }) => stdout);
}

/** A raw connection from `source`: the greeting, then what `send` gets back until the daemon closes it (or `waitMs`). */
function rawSession(port: number, source: string, send: string, waitMs: number) {
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: source });
    let text = "";
    let sent = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, ms: Date.now() - started });
    }, waitMs);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (!sent && text.includes("\r\n")) {
        sent = true;
        socket.write(send);
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true, ms: Date.now() - started });
    });
  });
}

describe("a guard no stranger can turn against the agency", () => {
  const target = (port: number): FtpTarget => ({ port, user: USER, password: PASSWORD });

  it("counts none of 1,500 pipelined USER/PASS pairs in plain text on the TLS receiver, and closes that connection at the login time", async () => {
    const { options, port } = await start("flood", { loginTimeoutSeconds: 3 });
    const flood = `USER ${USER}\r\nPASS devine\r\n`.repeat(1500);
    const session = await rawSession(port, "127.0.0.2", flood, 10_000);
    expect(session.closed).toBe(true);
    expect(session.ms).toBeLessThan(5000);
    expect(session.text).toMatch(/550 SSL\/TLS required/);
    // No failed login counted for it: not one line of refused logins, no ban.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines.join("\n")).not.toMatch(/identification\(s\) refusée\(s\)|bloquée/);
    // Its address may still log in, and the daemon's event log stayed small.
    await expect(fromAddresses(port, `print(attempt("127.0.0.2", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    const { size } = await import("node:fs/promises").then(({ stat }) => stat(path.join(options.runDir, "events.log")));
    expect(size).toBeLessThan(2 * 1024 * 1024);
  });

  it("counts no failed login for 1,500 PASS pipelined over TLS before any USER, and closes that connection at the login time", async () => {
    const { port } = await start("flood-tls", { loginTimeoutSeconds: 3 });
    const out = await fromAddresses(
      port,
      `
raw = socket.create_connection(("127.0.0.1", ${port}), timeout=10, source_address=("127.0.0.3", 0))
raw.recv(1000)
raw.sendall(b"AUTH TLS\\r\\n")
raw.recv(1000)
tls = context.wrap_socket(raw)
tls.sendall(b"PASS devine\\r\\n" * 1500)
answers = b""
started = time.time()
try:
    while True:
        chunk = tls.recv(65536)
        if not chunk: break
        answers += chunk
except (OSError, ssl.SSLError):
    pass
print(answers.count(b"\\r\\n"), round(time.time() - started, 1))
print(attempt("127.0.0.3", ${JSON.stringify(PASSWORD)}))
`,
    );
    const [answers, seconds] = out.split("\n")[0]!.split(" ").map(Number) as [number, number];
    // The daemon answered far fewer than it was sent, and closed the connection at the login time (3 s).
    expect(answers).toBeLessThan(1500);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(5);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines.join("\n")).not.toMatch(/identification\(s\) refusée\(s\)|bloquée/);
    // Not a guess: its address still logs in with the right password.
    expect(out.split("\n")[1]).toBe("ok");
  });

  it("five wrong passwords from each of four addresses and one from a fifth, within 10 s, do not lock the CRM out", async () => {
    const { root, port } = await start("spread");
    // The CRM logged in before, from 127.0.0.1.
    await expect(fromAddresses(port, `print(attempt("127.0.0.1", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    const started = Date.now();
    const out = await fromAddresses(
      port,
      `
guesses = in_parallel([lambda source=source: [attempt(source, "devine") for _ in range(5)] for source in ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]])
print(sum(len(g) for g in guesses))
print(attempt("127.0.0.6", "devine"))
`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(out.split("\n")[0]).toBe("20");
    await vi.waitFor(
      () => expect(lines.join("\n")).toMatch(/FTP 127\.0\.0\.6 : .*adresse inconnue du compte bloquée/),
      {
        timeout: 5000,
      },
    );
    expect(lines.join("\n")).toMatch(/le compte reste ouvert/);
    // A new address is now refused at once; the CRM's, known to the account, still logs in and delivers.
    await expect(
      fromAddresses(port, `print(attempt("127.0.0.7", "devine")); print(attempt("127.0.0.7", "devine"))`),
    ).resolves.toMatch(/^refusé 530\n(fermé|refusé)/);
    const file = path.join(work, "spread.txt");
    await writeFile(file, "annonce");
    await curlUpload(target(port), [[file, "spread.txt"]]);
    expect(await contents(root)).toEqual({ "spread.txt": "annonce" });
    expect(lines.join("\n")).not.toMatch(/FTP 127\.0\.0\.1 : .*bloquée/);
  });

  it("never bans the CRM's named addresses (IMPORT_FTP_CRM_ADDRESSES), even after twelve wrong passwords of its own", async () => {
    const { port } = await start("crm-named", { crmAddresses: [parseAddressBlock("127.0.0.0/30")!] });
    const out = await fromAddresses(port, `print([attempt("127.0.0.2", "ancien-mot-de-passe") for _ in range(12)])`);
    expect(out).not.toContain("fermé");
    await expect(fromAddresses(port, `print(attempt("127.0.0.2", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
    expect(lines.join("\n")).not.toMatch(/bloquée/);
  });

  it("four addresses cannot hold the slots: twelve connections that never log in are closed within the login time, the addresses that held them banned, and the CRM gets in", async () => {
    const { port } = await start("slots", { loginTimeoutSeconds: 2 });
    const sources = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
    const first = await Promise.all(
      sources.flatMap((source) => [0, 1, 2].map(() => rawSession(port, source, "", 8000))),
    );
    // Ten slots in all, two connections refused at once; the others closed at the login time, or by the ban
    // their address got at its second timeout.
    expect(first.every((session) => session.closed && session.ms < 6000)).toBe(true);
    const held = sources.filter((_, index) =>
      first.slice(index * 3, index * 3 + 3).some((session) => /Login timeout/.test(session.text)),
    );
    expect(held.length).toBeGreaterThanOrEqual(3);
    const second = await Promise.all(held.map((source) => rawSession(port, source, "", 3000)));
    // The second timeout of an address within 10 minutes bans it for an hour (BanOnEvent TimeoutLogin).
    expect(second.every((session) => /^530 Acces suspendu/.test(session.text) && session.ms < 1000)).toBe(true);
    await expect(fromAddresses(port, `print(attempt("127.0.0.1", ${JSON.stringify(PASSWORD)}))`)).resolves.toBe("ok\n");
  });

  it("keeps its rules out of the account's reach: no .ftpaccess or other control file, no HELP before login", async () => {
    const { root, port } = await start("override");
    const before = await rawSession(port, "127.0.0.2", "HELP\r\nSITE HELP\r\n", 2000);
    expect(before.text).not.toMatch(/@|root|admin/i);
    expect(before.text).not.toMatch(/^214/m);
    const { stdout } = await withFtplib(
      target(port),
      `
def tryit(label, action):
    try:
        action()
        print(label, "ok")
    except ftplib.all_errors as error:
        print(label, "refus", str(error)[:3])
tryit("ftpaccess", lambda: ftp.storbinary("STOR .ftpaccess", io.BytesIO(b"<Limit ALL>\\nAllowAll\\n</Limit>\\n")))
tryit("sub-ftpaccess", lambda: ftp.storbinary("STOR images/.ftpaccess", io.BytesIO(b"AllowAll\\n")))
tryit("message", lambda: ftp.storbinary("STOR .message", io.BytesIO(b"x")))
tryit("plain", lambda: ftp.storbinary("STOR annonce.txt", io.BytesIO(b"x")))
tryit("rename", lambda: ftp.rename("annonce.txt", ".ftpaccess"))
tryit("folder", lambda: ftp.mkd(".htaccess"))
tryit("help", lambda: ftp.sendcmd("SITE HELP"))
ftp.quit()
`,
    );
    expect(stdout).toMatch(/^ftpaccess refus 55\d$/m);
    expect(stdout).toMatch(/^sub-ftpaccess refus 55\d$/m);
    expect(stdout).toMatch(/^message refus 55\d$/m);
    expect(stdout).toMatch(/^plain ok$/m);
    expect(stdout).toMatch(/^rename refus 55\d$/m);
    expect(stdout).toMatch(/^folder refus 55\d$/m);
    expect(stdout).toMatch(/^help refus 5\d\d$/m);
    expect(await contents(root)).toEqual({ "annonce.txt": "x" });
  });
});

describe("the folder and nothing else", () => {
  it("keeps the client inside the import folder: no climbing, no absolute path, no active mode, no SITE", async () => {
    const { root, port } = await start("confined");
    const outside = path.join(work, "confined", "secret");
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, "clé.txt"), "secret");
    const { stdout } = await withFtplib(
      { port, user: USER, password: PASSWORD },
      `
import io
def tryit(label, action):
    try:
        action()
        print(label, "ok")
    except ftplib.all_errors as error:
        print(label, "refus", str(error)[:3])
tryit("cwd-up", lambda: ftp.cwd("../.."))
print("pwd", ftp.pwd())
tryit("retr-abs", lambda: ftp.retrbinary("RETR ${outside}/clé.txt", lambda data: None))
tryit("retr-up", lambda: ftp.retrbinary("RETR ../secret/clé.txt", lambda data: None))
tryit("stor-abs", lambda: ftp.storbinary("STOR ${outside}/x.txt", io.BytesIO(b"x")))
tryit("port", lambda: ftp.sendcmd("PORT 127,0,0,1,4,1"))
tryit("site", lambda: ftp.sendcmd("SITE SYMLINK /etc lien"))
ftp.quit()
`,
    );
    expect(stdout).toContain("pwd /\n");
    expect(stdout).toMatch(/retr-abs refus 550/);
    expect(stdout).toMatch(/retr-up refus 550/);
    expect(stdout).toMatch(/stor-abs refus 55\d/);
    expect(stdout).toMatch(/port refus 5\d\d/);
    expect(stdout).toMatch(/site refus 5\d\d/);
    expect(await contents(outside)).toEqual({ "clé.txt": "secret" });
    expect(await contents(root)).toEqual({});
  });
});
