import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { curlUpload, filesOf, selfSignedCertificate } from "../../packages/upstream/tests/support/ftp-clients";
import { startSmtpServer, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { BUILD_DIR } from "../support/build";
import { validContact } from "../support/forms";
import { withHoneypot } from "../support/honeypot";
import { writeIdxExport, type IdxExport } from "../support/idx-export";
import { PRODUCTION_RUNTIME_ENV } from "../support/production-runtime";
import { hasRedis, startRedis } from "../support/redis-server";
import { describeReport, loadDuring, nginxProgram, type LoadReport } from "../support/rolling-restart";
import { freePort } from "../support/site-process";

/**
 * The documented way to put a version into service (deploy/release.sh, docs/deployment.md, decision
 * 159) on this machine: two processes behind the nginx recipe, Redis, a mail server and the CRM's FTP,
 * the processes restarted by tests/resilience/support/restart-instance.sh as systemd restarts the unit.
 * Under a steady load within the per-visitor limits (pages, the PDF sheet, a resized photo), a new
 * release goes into service with every request answered 200, forms sent and an FTP upload taken; a
 * release whose server does not start is refused at its first process while the other serves on; a
 * rollback brings the previous one back. Installing and building are the project's own commands
 * elsewhere (`npm ci`, `npm run build`, run by every CI run); here a release's install links the
 * checkout's packages and its build copies the checkout's, so that the switch is what is measured.
 */

const run = promisify(execFile);
const nginx = nginxProgram();
const base = Number(process.env.RELEASE_TEST_PORT ?? 3241);
const ports = { nginx: base, sites: [base + 1, base + 2], redis: base + 8 };
const origin = `http://127.0.0.1:${ports.nginx}`;
const checkout = process.cwd();
const USER = "crm-agence";
const PASSWORD = "mot-de-passe-du-crm-2026";
/** Seconds nginx leaves a refusing process aside, and the pause between two restarts just above it. */
const FAIL_TIMEOUT_S = 1;

let root: string;
let redis: ChildProcess | undefined;
let smtp: TestSmtpServer;
let nginxProcess: ChildProcess | undefined;
let ftpPort: number;
let releaseEnv: NodeJS.ProcessEnv;
let firstUpload: IdxExport;

/** Sends a CRM's export folder by FTP over explicit TLS (curl, as many CRMs do). */
async function sendByFtp(folder: string) {
  await curlUpload(
    { port: ftpPort, user: USER, password: PASSWORD },
    (await filesOf(folder)).map((file) => [path.join(folder, file), file]),
  );
}

/**
 * The listings of each upload taken so far ("8 annonces"), as the processes' journals tell them: either
 * process may hold the FTP imports, in turn across restarts, so the order is not the uploads' own.
 */
function siteLogs(): string[] {
  return ports.sites.map((port) => {
    try {
      return readFileSync(path.join(root, "run", `${port}.log`), "utf8");
    } catch {
      return "";
    }
  });
}

/** The import and FTP lines of both processes, for a failure's message. */
function importLines(): string {
  return siteLogs()
    .map(
      (log, index) =>
        `${ports.sites[index]}:\n${log
          .split("\n")
          .filter((line) => /\[import\]|FTP/.test(line))
          .join("\n")}`,
    )
    .join("\n");
}

function importsTaken(): string[] {
  const logs = siteLogs();
  const taken = logs.join("\n").match(/pris \(IDX 3\.01[^)]*\) : \d+ annonces listées/g) ?? [];
  return taken.map((line) => /\d+ annonces/.exec(line)![0]).sort();
}

const install = `mkdir node_modules && for entry in "${checkout}"/node_modules/*; do ln -s "$entry" node_modules/; done`;
const build = `cp -R "${path.join(checkout, BUILD_DIR)}" build`;
/** A build whose server stops at once, as a release with a broken setting or module would. */
const brokenBuild = `${build} && printf 'process.exit(3);\\n' > build/server.js`;

async function release(args: string[], extra: Record<string, string> = {}) {
  return run("bash", ["deploy/release.sh", ...args], { env: { ...releaseEnv, ...extra }, maxBuffer: 1 << 22 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

const linked = (name: "current" | "previous") => realpathSync(path.join(root, name));
/** The folder each process runs from (/proc/PID/cwd): the release it started from. */
const runningFrom = () =>
  ports.sites.map((port) =>
    readlinkSync(`/proc/${readFileSync(path.join(root, "run", `${port}.pid`), "utf8").trim()}/cwd`),
  );

function sendForm(): Promise<number> {
  return fetch(`${origin}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams(withHoneypot(validContact)).toString(),
  }).then((response) => response.status);
}

function expectAllAnswered(report: LoadReport) {
  expect(report.failures, describeReport(report)).toEqual({});
  expect(report.statuses, describeReport(report)).toEqual({ 200: report.sent });
  expect(report.restart, "the deploy ran under the load").toBeDefined();
}

beforeAll(async () => {
  if (!nginx || !hasRedis) return;
  mkdirSync("var", { recursive: true });
  root = mkdtempSync(path.resolve("var/releases-"));
  chmodSync(root, 0o755);
  redis = await startRedis(ports.redis);
  smtp = await startSmtpServer();
  ftpPort = await freePort();
  const tls = selfSignedCertificate(root);
  const pasv = 42_000 + Math.floor(Math.random() * 2000) * 10;
  releaseEnv = {
    ...process.env,
    RELEASES_ROOT: root,
    // Install and build as whoever runs the tests (the service user on a server).
    SITE_USER: userInfo().username,
    INSTANCES: ports.sites.join(" "),
    RESTART_COMMAND: `bash "${checkout}/tests/resilience/support/restart-instance.sh" {port}`,
    NODE: process.execPath,
    INSTALL_COMMAND: install,
    BUILD_COMMAND: build,
    PAUSE_S: String(FAIL_TIMEOUT_S + 1),
    READY_TIMEOUT_S: "30",
    // The settings file of the processes (/etc/rhone-leman/site.env and the unit's own).
    ...PRODUCTION_RUNTIME_ENV,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    DEMO: "1",
    SITE_URL: origin,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}/0`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DEMO_PHOTOS_DIR: path.join(checkout, "var", "demo-photos"),
    IMPORT_DIR: path.join(root, "var", "depot"),
    // Short for the test, yet longer than the pause between two files of curl's upload on a loaded machine
    // (at 0.5 s, an upload was once taken five times as its files arrived).
    IMPORT_QUIET_S: "2",
    IMPORT_POLL_S: "0.2",
    IMPORT_FTP_PORT: String(ftpPort),
    IMPORT_FTP_HOST: "127.0.0.1",
    IMPORT_FTP_USER: USER,
    IMPORT_FTP_PASSWORD: PASSWORD,
    IMPORT_FTP_PASV_PORTS: `${pasv}-${pasv + 9}`,
    IMPORT_FTP_TLS_CERT: tls.cert,
    IMPORT_FTP_TLS_KEY: tls.key,
  };
  // A fresh machine: the first release, then the service started (docs/deployment.md, steps 4 and 7).
  const first = await release(["first", checkout, "HEAD"]);
  if (first.code !== 0) throw new Error(first.output);
  for (const port of ports.sites) {
    await run("bash", ["tests/resilience/support/restart-instance.sh", String(port)], { env: releaseEnv });
  }
  // nginx of the recipe in front of both processes.
  const prefix = path.join(root, "nginx");
  mkdirSync(path.join(prefix, "tmp"), { recursive: true });
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const { stdout: config } = await run("bash", ["deploy/nginx/render-config.sh"], {
    env: {
      ...process.env,
      NGINX_PREFIX: prefix,
      SITE_PORTS: ports.sites.join(" "),
      NGINX_LISTEN: `127.0.0.1:${ports.nginx}`,
      FAIL_TIMEOUT_S: String(FAIL_TIMEOUT_S),
    },
  });
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  nginxProcess = spawn(nginx, ["-g", "daemon off;", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: "ignore",
  });
  await vi.waitFor(async () => expect((await fetch(`${origin}/`)).status).toBe(200), { timeout: 10_000 });
  // A fresh install serves nothing until the CRM's first upload.
  firstUpload = await writeIdxExport(path.join(root, "export-du-crm"));
  await sendByFtp(firstUpload.dir);
  await vi.waitFor(() => expect(importsTaken()).toEqual(["8 annonces"]), {
    timeout: 30_000,
    interval: 250,
  });
  // Served by both processes once their page caches have let the empty list go.
  await vi.waitFor(
    async () => {
      for (let ask = 0; ask < 4; ask++) expect(await photoOnTheList()).toBeDefined();
    },
    { timeout: 30_000, interval: 500 },
  );
}, 120_000);

afterAll(async () => {
  nginxProcess?.kill("SIGTERM");
  if (root) {
    for (const port of ports.sites) {
      try {
        const pid = Number(readFileSync(path.join(root, "run", `${port}.pid`), "utf8"));
        process.kill(pid, "SIGTERM");
        await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 30_000, interval: 100 });
      } catch {
        // never started, or gone
      }
    }
  }
  redis?.kill("SIGTERM");
  await smtp?.close();
  if (root && !process.env.KEEP_RELEASES) rmSync(root, { recursive: true, force: true });
}, 60_000);

/** The address of a resized photo on the list, asked past nginx's cache (a cookie keeps it out). */
async function photoOnTheList(): Promise<string | undefined> {
  const list = await (await fetch(`${origin}/annonces`, { headers: { Cookie: "essai=charge" } })).text();
  return /src="(\/images\/[^"]+)"/.exec(list)?.[1]?.replaceAll("&amp;", "&");
}

/** Pages, the PDF sheet and a resized photo, in turn, answered by a process (the cookie keeps nginx's cache out). */
async function loadPaths(): Promise<string[]> {
  const photo = await photoOnTheList();
  expect(photo, "a photo on the list").toBeDefined();
  return ["/", "/annonces", `/fiche/${firstUpload.refs.sale.toLowerCase()}.pdf`, photo!, "/de/", "/en/annonces"];
}

/** Under the per-visitor limits of one address: nginx 20 a second, the site 600 a minute. */
const LOAD = { rate: 5, seconds: 6, actAfterS: 1, capS: 120 };

describe.skipIf(!nginx || !hasRedis)("a release put into service with deploy/release.sh", () => {
  it("goes into service one process at a time, every request answered, forms and the FTP working", async () => {
    const before = linked("current");
    let deploy: { code: number; output: string } | undefined;
    let formDuring: Promise<number> | undefined;
    const report = await loadDuring(origin, { ...LOAD, paths: await loadPaths() }, async () => {
      formDuring = sendForm();
      deploy = await release(["deploy", checkout, "HEAD"]);
    });
    console.log(describeReport(report));
    expect(deploy!.code, deploy!.output).toBe(0);
    expectAllAnswered(report);
    expect(linked("current")).not.toBe(before);
    expect(linked("previous")).toBe(before);
    expect(runningFrom()).toEqual([linked("current"), linked("current")]);
    // A form during the deploy and one after both reach the mail server.
    expect(await formDuring).toBe(302);
    expect(await sendForm()).toBe(302);
    const forwarded = () => smtp.messages.filter((mail) => mail.raw.includes(validContact.email!)).length;
    await expect.poll(forwarded, { timeout: 10_000 }).toBe(2);
    // The CRM's next upload, after the switch, is taken and served.
    await sendByFtp((await writeIdxExport(path.join(root, "export-suivant"), 6)).dir);
    await vi.waitFor(() => expect(importsTaken(), importLines()).toEqual(["6 annonces", "8 annonces"]), {
      timeout: 30_000,
      interval: 250,
    });
  }, 180_000);

  it("refuses a release whose server does not start, the other process serving on", async () => {
    const serving = linked("current");
    let deploy: { code: number; output: string } | undefined;
    const report = await loadDuring(origin, { ...LOAD, paths: await loadPaths() }, async () => {
      deploy = await release(["deploy", checkout, "HEAD"], { BUILD_COMMAND: brokenBuild });
    });
    console.log(describeReport(report));
    expect(deploy!.code, deploy!.output).toBe(1);
    expect(deploy!.output).toMatch(/n'est pas prêt .* retour à /);
    expect(deploy!.output).toContain("version refusée");
    expectAllAnswered(report);
    expect(linked("current")).toBe(serving);
    expect(runningFrom()).toEqual([serving, serving]);
  }, 180_000);

  it("rolls back to the previous release with one command", async () => {
    const serving = linked("current");
    const kept = linked("previous");
    const rollback = await release(["rollback"]);
    expect(rollback.code, rollback.output).toBe(0);
    expect(linked("current")).toBe(kept);
    expect(linked("previous")).toBe(serving);
    expect(runningFrom()).toEqual([kept, kept]);
    const sheet = await fetch(`${origin}/fiche/${firstUpload.refs.sale.toLowerCase()}.pdf`, {
      headers: { Cookie: "essai=charge" },
    });
    expect(sheet.status).toBe(200);
    const status = await release(["status"]);
    expect(status.output).toContain(`* ${path.basename(kept)}`);
    expect(status.output).toContain(`p ${path.basename(serving)}`);
  }, 120_000);
});
