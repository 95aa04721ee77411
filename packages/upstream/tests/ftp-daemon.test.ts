import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { Client } from "basic-ftp";
import { describe, expect, it, vi } from "vitest";
import {
  basicFtpAccess,
  curlUpload,
  ftplibUpload,
  lftpMirror,
  run,
  withFtplib,
  type FtpTarget,
} from "./support/ftp-clients";
import { contents, PASSWORD, USER, useFtpDaemon } from "./support/ftp-daemon";

/**
 * The CRM's FTP receiver as agencies' CRMs reach it: Debian's ProFTPD started by the site with
 * deploy/proftpd/proftpd.conf, and the FTP clients CRMs are built on (curl, lftp, Python's ftplib,
 * basic-ftp) uploading over explicit TLS; a transfer that breaks, guessed passwords, too many
 * connections, paths out of the folder. What an attacker tries: ftp-attacks.test.ts.
 */

const ftp = useFtpDaemon("ftp-daemon-");
const { start, lines } = ftp;

/** An upload as a CRM sends it: its data file (Windows-1252) and a picture. */
async function crmExport(name: string): Promise<string> {
  const folder = path.join(ftp.work, `export-${name}`);
  await mkdir(path.join(folder, "data"), { recursive: true });
  await mkdir(path.join(folder, "images"), { recursive: true });
  await writeFile(path.join(folder, "data", "unload.txt"), Buffer.from(`IDX3.01#${name}#Château-d'Œx#\r\n`, "latin1"));
  await writeFile(path.join(folder, "images", "photo.jpg"), Buffer.alloc(300_000, 7));
  return folder;
}

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
    await vi.waitFor(() => expect(lines.join("\n")).toMatch(/connexion de « depot-k7q2vx » acceptée \(TLS\)/));
  });

  it("refuses a login without TLS when a certificate is configured, and takes plain FTP without one", async () => {
    const { port } = await start("plain-refused");
    const file = path.join(ftp.work, "plain.txt");
    await writeFile(file, "annonce");
    const plainCurl = (to: number) =>
      run("curl", ["--silent", "--show-error", "--user", `${USER}:${PASSWORD}`, "-T", file, `ftp://127.0.0.1:${to}/`]);
    await expect(plainCurl(port)).rejects.toThrow(/5\d\d/);
    await ftp.receiver!.close();
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
    const file = path.join(ftp.work, "après.txt");
    await writeFile(file, "revenu");
    await vi.waitFor(() => curlUpload({ port, user: USER, password: PASSWORD }, [[file, "apres.txt"]]), {
      timeout: 15_000,
      interval: 500,
    });
    expect(await contents(root)).toEqual({ "apres.txt": "revenu" });
    const second = Number(await readFile(pidFile, "utf8"));
    expect(second).not.toBe(first);
    await ftp.receiver!.close();
    ftp.receiver = undefined;
    expect(() => process.kill(second, 0)).toThrow();
  });
});

describe("a port another program holds", () => {
  it("is told at once as taken, never taken for the daemon's own, and its holder sees no reset", async () => {
    const errors: string[] = [];
    const stranger = net.createServer((socket) => {
      socket.on("error", (error) => errors.push(error.message));
      socket.end("220 autre serveur\r\n");
    });
    await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
    try {
      const port = (stranger.address() as net.AddressInfo).port;
      const started = Date.now();
      await expect(start("taken", { port })).rejects.toMatchObject({ code: "EADDRINUSE" });
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
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
    // Six seconds of upload at 1 MB/s: the port's and the idle session's closing, seen within a few seconds
    // on a loaded machine, come well before its end (three seconds were not always enough).
    const file = path.join(ftp.work, "six-mb.bin");
    await writeFile(file, Buffer.alloc(6 * 1024 * 1024, 3));
    let uploaded: number | undefined;
    const upload = slowUpload(port, file, "photos.bin", "1M").then(() => (uploaded = Date.now()));
    await receiving(root);

    // What the folder holds the moment the stop is over: the file received whole. (Comparing that
    // moment with curl's exit is a race: curl ends after the daemon's reply, later on a busy machine.)
    const closed = ftp.receiver!.close(Date.now() + 20_000).then(() => contents(root));
    ftp.receiver = undefined;
    await vi.waitFor(async () => expect(await connects(port)).toBe(false), { timeout: 5000, interval: 100 });
    await vi.waitFor(() => expect(idle.closed).toBe(true), { timeout: 5000, interval: 100 });
    // The port is closed and the idle session gone while the file still arrives.
    expect(uploaded).toBeUndefined();

    const atStop = await closed;
    expect(Object.keys(atStop)).toEqual(["photos.bin"]);
    expect(atStop["photos.bin"]).toHaveLength(6 * 1024 * 1024);
    await upload;
    const kept = await contents(root);
    expect(Object.keys(kept)).toEqual(["photos.bin"]);
    expect(kept["photos.bin"]).toHaveLength(6 * 1024 * 1024);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^FTP : arrêt après le fichier en cours de réception \(1 transfert\(s\), (19|20) s au plus\)$/,
      ),
    );
    expect(lines.join("\n")).not.toContain("coupé");
  });

  it("cuts a file still arriving at the stop's bound, and keeps nothing of it", async () => {
    const { root, port } = await start("stop-cut");
    const file = path.join(ftp.work, "six-mb.bin");
    await writeFile(file, Buffer.alloc(6 * 1024 * 1024, 6));
    const upload = slowUpload(port, file, "photos.bin", "1M").then(
      () => "reçu",
      () => "coupé",
    );
    await receiving(root);
    const started = Date.now();
    await ftp.receiver!.close(started + 1000);
    ftp.receiver = undefined;
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await upload).toBe("coupé");
    await vi.waitFor(async () => expect(await contents(root)).toEqual({}), { timeout: 5000, interval: 100 });
    expect(lines).toContain("FTP : 1 transfert(s) coupé(s) à la fin du délai d'arrêt, fichier(s) effacé(s)");
  });

  it("stops at once when no session is open", async () => {
    const { port } = await start("stop-empty");
    const started = Date.now();
    await ftp.receiver!.close(started + 20_000);
    ftp.receiver = undefined;
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
    const big = path.join(ftp.work, "big.bin");
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
      /^FTP 127\.0\.0\.1 : 6 identification\(s\) refusée\(s\) en \d+ s \(compte « depot-k7q2vx »\) ; adresse bloquée \d+ min$/,
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

describe("the folder and nothing else", () => {
  it("keeps the client inside the import folder: no climbing, no absolute path, no active mode, no SITE", async () => {
    const { root, port } = await start("confined");
    const outside = path.join(ftp.work, "confined", "secret");
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, "clé.txt"), "secret");
    const { stdout } = await withFtplib(
      { port, user: USER, password: PASSWORD },
      `
import io
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
