import { execFile } from "node:child_process";
import { request as httpRequest, Agent, type IncomingHttpHeaders } from "node:http";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, connect, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "@rli/contract/agency/addresses";
import type { PropertyItem, SearchItem } from "@rli/contract/api/contract";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { openMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { startSmtpServer, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { validContact } from "../support/forms";
import { freePort, startSite, type SiteProcess } from "../support/site-process";
import { startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";

/**
 * The production server stopped as a service manager or a rolling restart stops it (SIGTERM): the
 * port closes at once, the requests in flight (pages waiting on a slow API) are answered 200, a
 * request sent on a keep-alive connection already open is still answered and closes it, an idle
 * keep-alive connection is closed, and the process exits 0 within SHUTDOWN_TIMEOUT_S. Past that
 * bound, what is left is cut and the process still exits 0 at the bound; a message it was sending
 * then stays sealed in the mail spool, and the next start sends it. A file the CRM is sending by FTP
 * when the stop comes is received whole before the process exits.
 */

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; endedAt: number };

/** One GET on its own connection, or on `agent`'s. */
function get(origin: string, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, endedAt: Date.now() }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** A connection attempt: "connected", or the error's code (ECONNREFUSED once the port is closed). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A keep-alive connection kept open by its agent after a first answer; `closedAt` once the server closes it. */
async function keptConnection(origin: string): Promise<{ agent: Agent; closedAt: () => number | undefined }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let closedAt: number | undefined;
  const first = new Promise<void>((resolve, reject) => {
    const request = httpRequest(`${origin}/robots.txt`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve());
    });
    request.on("socket", (socket: Socket) => socket.once("close", () => (closedAt ??= Date.now())));
    request.on("error", reject);
    request.end();
  });
  await first;
  return { agent, closedAt: () => closedAt };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`attendu en vain : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("SIGTERM with pages waiting on a slow API", () => {
  let upstream: FakeUpstream;
  let site: SiteProcess;
  const properties: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const response = await fetch(`${upstream.apiUrl}/properties/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const { properties: found } = (await response.json()) as { properties: SearchItem[] };
    for (const item of found.filter((item): item is PropertyItem => !item.isPromotion && !item.promotionRef)) {
      if (properties.length < 4) properties.push(listingPath({ ...item, promotionRef: undefined }));
    }
    site = await startSite({
      API_URL: upstream.apiUrl,
      API_TIMEOUT_MS: "10000",
      SHUTDOWN_TIMEOUT_S: "15",
      OUTBOX_DIR: "var/test-outbox",
    });
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await upstream?.close();
  });

  it("answers every request in flight with 200, refuses new connections, closes idle ones, exits 0", async () => {
    const port = Number(new URL(site.origin).port);
    const idle = await keptConnection(site.origin);
    const spare = await keptConnection(site.origin);

    upstream.delay(2500);
    const before = upstream.requests.length;
    const slow = properties.map((address) => get(site.origin, address));
    // Each page has asked the API: all four are in flight in the site.
    await until(() => upstream.requests.length - before >= properties.length, 20_000, "quatre appels à l'API");

    const signalled = Date.now();
    process.kill(site.pid, "SIGTERM");
    await site.waitForLog(/Arrêt demandé \(SIGTERM\)/, 10_000);

    // A request a proxy had already sent on an open connection is answered, and ends that connection.
    const late = await get(site.origin, "/robots.txt", spare.agent);
    expect(late.status).toBe(200);
    expect(late.headers.connection).toBe("close");
    expect(await tryConnect(port)).toBe("ECONNREFUSED");

    const answers = await Promise.all(slow);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe("close");
      expect(answer.body).toContain("</html>");
    }
    // Really in flight: they ended well after the signal, each after its slow API answer.
    expect(Math.min(...answers.map((answer) => answer.endedAt)) - signalled).toBeGreaterThan(500);
    // The idle connection was closed without waiting for them.
    await until(() => idle.closedAt() !== undefined, 5000, "connexion inactive fermée");
    expect(idle.closedAt()!).toBeLessThan(Math.max(...answers.map((answer) => answer.endedAt)));

    const exit = await site.exited;
    const seconds = (Date.now() - signalled) / 1000;
    console.log(
      `${answers.length + 1} requêtes en cours menées à terme (200), sortie 0 en ${seconds.toFixed(1)} s sur 15`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(seconds).toBeLessThan(15);
    expect(site.log()).toMatch(/Arrêt terminé en [\d.]+ s : 5 requête\(s\) menée\(s\) à terme"/);
    expect(site.log()).not.toContain("coupée");
    idle.agent.destroy();
    spare.agent.destroy();
  }, 60_000);
});

describe("SIGTERM past the bound, while a message is being sent", () => {
  let outbox: string;
  let spool: string;
  let smtpPort: number;
  let silent: Server | undefined;
  let smtp: TestSmtpServer | undefined;
  let site: SiteProcess | undefined;
  const key = spoolKey(DEV_MAIL_SPOOL_SECRET);

  beforeAll(async () => {
    await mkdir("var/test-outbox", { recursive: true });
    outbox = path.resolve(await mkdtemp("var/test-outbox/arret-pendant-envoi-"));
    spool = path.join(outbox, SPOOL_FOLDER);
    smtpPort = await freePort();
  });

  afterAll(async () => {
    await site?.stop();
    silent?.close();
    await smtp?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it("cuts what is left at the bound, exits 0 then, and the message stays sealed in the spool", async () => {
    // A mail server that accepts the connection and never greets: the send hangs.
    const hanging = new Set<Socket>();
    silent = createServer((socket) => hanging.add(socket));
    await new Promise<void>((resolve) => silent!.listen(smtpPort, "127.0.0.1", () => resolve()));
    site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_DIR: outbox, SHUTDOWN_TIMEOUT_S: "1" });
    const held = /\.eml\.(\d+)\.envoi$/;

    const posted = site.post("/contact", validContact).then(
      (page) => page.status,
      () => "coupée",
    );
    await until(
      async () => (await readdir(spool).catch(() => [])).some((file) => held.test(file)),
      20_000,
      "message gardé",
    );
    await until(() => hanging.size > 0, 5000, "connexion au serveur de courrier");

    const signalled = Date.now();
    process.kill(site.pid, "SIGTERM");
    const exit = await site.exited;
    const seconds = (Date.now() - signalled) / 1000;
    console.log(`demande coupée à la borne, sortie 0 en ${seconds.toFixed(1)} s sur 1`);
    expect(exit).toEqual({ code: 0, signal: null });
    // The bound (1 s), and the time a loaded machine takes to notice.
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(4);
    expect(await posted).toBe("coupée");
    expect(site.log()).toMatch(/Arrêt terminé en [\d.]+ s : 0 requête\(s\) menée\(s\) à terme, 1 coupée\(s\)/);

    const files = await readdir(spool);
    expect(files).toEqual([expect.stringMatching(held)]);
    expect(Number(held.exec(files[0]!)![1])).toBe(site.pid);
    const sealed = await readFile(path.join(spool, files[0]!));
    expect(sealed.toString("latin1")).not.toContain(validContact.email);
    expect(openMail(sealed, key).toString("latin1")).toContain(validContact.email);
    for (const socket of hanging) socket.destroy();
  }, 60_000);

  it("the next start sends it, once, and empties the spool", async () => {
    const [file] = await readdir(spool);
    const waiting = openMail(await readFile(path.join(spool, file!)), key);
    await new Promise<void>((resolve) => silent!.close(() => resolve()));
    silent = undefined;
    smtp = await startSmtpServer({ port: smtpPort });

    site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_DIR: outbox });
    await until(() => smtp!.messages.length > 0, 20_000, "message envoyé au redémarrage");
    await until(async () => (await readdir(spool)).length === 0, 5000, "file vide");
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.bytes.toString("latin1")).toBe(waiting.toString("latin1"));
    await site.stop();
    expect(await site.exited).toEqual({ code: 0, signal: null });
    expect(smtp.messages).toHaveLength(1);
  }, 60_000);
});

describe("SIGTERM while the CRM sends a file by FTP", () => {
  let root: string;
  let site: SiteProcess | undefined;

  beforeAll(async () => {
    await mkdir("var", { recursive: true });
    root = path.resolve(await mkdtemp("var/test-arret-ftp-"));
  });

  afterAll(async () => {
    await site?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("receives the file whole, turns new connections away meanwhile, then exits 0", async () => {
    const ftpPort = await freePort();
    const pasv = 40_000 + Math.floor(Math.random() * 2000) * 10;
    const incoming = path.join(root, "envoi");
    site = await startSite({
      IMPORT_DIR: incoming,
      IMPORT_STORE_DIR: path.join(root, "gardes"),
      IMPORT_FTP_PORT: String(ftpPort),
      IMPORT_FTP_HOST: "127.0.0.1",
      IMPORT_FTP_USER: "crm-agence",
      IMPORT_FTP_PASSWORD: "mot-de-passe-du-crm-2026",
      IMPORT_FTP_PASV_PORTS: `${pasv}-${pasv + 9}`,
      IMPORT_FTP_RUN_DIR: path.join(root, "ftp"),
      OUTBOX_DIR: path.join(root, "courrier"),
    });
    await site.waitForLog(/\[import\] FTP sur 127\.0\.0\.1:/);
    const photos = path.join(root, "photos.bin");
    await writeFile(photos, Buffer.alloc(3 * 1024 * 1024, 9));
    const upload = new Promise<string>((resolve) =>
      execFile(
        "curl",
        ["--silent", "--show-error", "--limit-rate", "1M", "--user", "crm-agence:mot-de-passe-du-crm-2026"].concat([
          "-T",
          photos,
          `ftp://127.0.0.1:${ftpPort}/photos.bin`,
        ]),
        (error) => resolve(error ? `échec : ${error.message}` : "reçu"),
      ),
    );
    await until(
      async () => (await readdir(incoming).catch(() => [])).some((name) => name.startsWith(".in.")),
      20_000,
      "transfert en cours",
    );

    process.kill(site.pid, "SIGTERM");
    await until(async () => (await tryConnect(ftpPort)) === "ECONNREFUSED", 5000, "port FTP fermé");
    expect(site.alive()).toBe(true);
    expect(await upload).toBe("reçu");
    expect(await site.exited).toEqual({ code: 0, signal: null });
    expect((await stat(path.join(incoming, "photos.bin"))).size).toBe(3 * 1024 * 1024);
    expect(site.log()).toMatch(
      /FTP : arrêt après le fichier en cours de réception \(1 transfert\(s\), \d+ s au plus\)/,
    );
    expect(site.log()).not.toContain("coupé");
  }, 60_000);
});
