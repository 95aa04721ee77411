import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";
import { withHoneypot } from "./honeypot";
import { BUILD_DIR } from "./build";
import { logRecords } from "./log";
import { PRODUCTION_RUNTIME_ENV } from "./production-runtime";

/**
 * The production server (`node BUILD_DIR/server.js`, serving the build it sits in) as a child process on
 * 127.0.0.1, for tests that need the real thing: its own process, its own memory, its logs.
 */

/** A port where nothing listens at the time of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("pas de port libre");
  return address.port;
}

export type SiteProcess = {
  origin: string;
  pid: number;
  /** Everything the process wrote (stdout and stderr): the journal's JSON lines (tests/support/log.ts). */
  log(): string;
  /** The messages of the journal's lines (`msg`), one a line; a line that is not JSON as it is. */
  messages(): string;
  /** Waits until the log matches `pattern` (a guard against a line that never comes, not a speed check). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Still running? */
  alive(): boolean;
  /** The process's end: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory, in bytes (VmRSS of /proc/PID/status). */
  rss(): number;
  get(path: string, headers?: Record<string, string>): Promise<Page>;
  post(path: string, fields: Record<string, string>, cookie?: string): Promise<Page>;
  /** SIGTERM, as a service manager stops it; SIGKILL if it has not ended within its stop's bound and a margin. */
  stop(): Promise<void>;
};

export type Page = { status: number; headers: Headers; html: string; ms: number };

const READY_LINE = "Site servi sur";

/** `cwd`: the checkout whose build runs (this one by default). */
export async function startSite(env: Record<string, string>, options: { cwd?: string } = {}): Promise<SiteProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A database of its own unless the test shares one: the alerts' rounds of a server started by
  // one test file never meet the alerts another writes.
  const ownDatabase = env.DATABASE_FILE ? undefined : path.resolve("var", "test-sites", String(port));
  const child: ChildProcess = spawn(process.execPath, [`${BUILD_DIR}/server.js`], {
    cwd: options.cwd ?? process.cwd(),
    env: {
      ...process.env,
      ...PRODUCTION_RUNTIME_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DEMO: "1",
      RATE_LIMIT_MAX: "10000",
      PUBLIC_RATE_LIMIT_PER_MIN: "100000",
      ...(ownDatabase ? { DATABASE_FILE: path.join(ownDatabase, "site.sqlite") } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      if (ownDatabase) rmSync(ownDatabase, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));

  await new Promise<void>((resolve, reject) => {
    // A guard against a server that never starts, not a speed check: a start takes about 2 s of
    // processor time, several times that on a machine shared with other work.
    const timer = setTimeout(() => reject(new Error(`le site n'a pas démarré :\n${output}`)), 60_000);
    const check = () => {
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`le site s'est arrêté (code ${code}) :\n${output}`));
    });
  });

  const pid = child.pid!;
  async function request(path: string, init: RequestInit = {}): Promise<Page> {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { redirect: "manual", ...init });
    const html = await response.text();
    return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
  }

  return {
    origin,
    pid,
    log: () => output,
    messages: () =>
      output
        .split("\n")
        .map((line) => (line.startsWith("{") ? (logRecords(line)[0]?.msg ?? line) : line))
        .join("\n"),
    async waitForLog(pattern, timeoutMs = 60_000) {
      const started = Date.now();
      while (!pattern.test(output)) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`ligne attendue absente du journal (${pattern}) :\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
      if (!kb) throw new Error("VmRSS introuvable");
      return Number(kb[1]) * 1024;
    },
    get: (path, headers = {}) => request(path, { headers }),
    post: (path, fields, cookie) =>
      request(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        // As a person's browser sends it: the spam trap drawn a minute earlier.
        body: new URLSearchParams(withHoneypot(fields)).toString(),
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      // The server ends what it accepted first (an idle keep-alive connection of this process's
      // fetch is closed after a one-second grace); a stuck one is killed.
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
