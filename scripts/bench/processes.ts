/**
 * Child processes of the page bench: started pinned to a core when taskset exists, waited for
 * until they answer, and always stopped (process group) on exit, error or Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const children = new Set<ChildProcess>();

export const canPin = spawnSync("taskset", ["--version"], { stdio: "ignore" }).status === 0;

/** Pins this process (the load generator) to a core; false when not possible. */
export function pinSelf(core: number): boolean {
  if (!canPin) return false;
  return spawnSync("taskset", ["-cp", String(core), String(process.pid)], { stdio: "ignore" }).status === 0;
}

export function startChild(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; core?: number; log?: (line: string) => void } = {},
): ChildProcess {
  const pinned = options.core !== undefined && canPin;
  const child = spawn(
    pinned ? "taskset" : command,
    pinned ? ["-c", String(options.core), command, ...args] : [...args],
    {
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  children.add(child);
  child.once("exit", () => children.delete(child));
  const log = options.log;
  if (log) {
    child.stdout?.on("data", (chunk: Buffer) => log(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => log(chunk.toString()));
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  return child;
}

export function stopChild(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

export function stopAll(): void {
  for (const child of children) stopChild(child);
}

process.once("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** First port of [from, from + span) that nothing listens on, on loopback. */
export async function freePort(from: number, span = 10): Promise<number> {
  for (let port = from; port < from + span; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`Aucun port libre entre ${from} et ${from + span - 1}`);
}

/** Polls the URL until it answers (any status), the child dies, or the time runs out. */
export async function waitUntilAnswering(url: string, child: ChildProcess | null, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`le processus s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`pas de réponse de ${url} après ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in MB, from /proc; null where /proc is missing. */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`, 100 on Linux). */
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc/<pid>/stat; null
 * where /proc is missing. The process's own account: it does not count time spent waiting for a core.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), counted from the state (field 3).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return null;
  }
}

/**
 * The production site (`node <buildDir>/server.js`, NODE_ENV=production, DEMO=1) on a loopback port, with
 * its outbox in `outboxDir`; resolves once it answers, or rejects with the end of its output.
 */
export async function startSite(options: {
  port: number;
  buildDir: string;
  outboxDir: string;
  core?: number;
  env?: Record<string, string>;
  /** Node's own options, put before the server's file (`--cpu-prof`, `--expose-gc`…). */
  nodeArgs?: readonly string[];
  /** Also given everything the server writes. */
  log?: (text: string) => void;
}): Promise<ChildProcess> {
  mkdirSync(options.outboxDir, { recursive: true });
  let output = "";
  const child = startChild(process.execPath, [...(options.nodeArgs ?? []), path.join(options.buildDir, "server.js")], {
    core: options.core,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO: "1",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      OUTBOX_DIR: options.outboxDir,
      // The load comes from one address: the per-visitor limit of costly pages must not measure itself.
      PUBLIC_RATE_LIMIT_PER_MIN: "1000000",
      ...options.env,
    },
    log: (text) => {
      output = (output + text).slice(-4000);
      options.log?.(text);
    },
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${options.port}/`, child);
  } catch (error) {
    throw new Error(`Le site ne démarre pas depuis ${options.buildDir}/ (${(error as Error).message}) :\n${output}`);
  }
  return child;
}
