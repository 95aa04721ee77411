import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import path from "node:path";
import { BUILD_DIR } from "./build";

/**
 * A rolling restart under a steady load, through the nginx recipe (deploy/nginx/run-cluster.sh:
 * nginx, Redis and the site's processes): requests sent at a fixed rate whatever the answers take
 * (open loop), the processes restarted one after the other (the script's SIGHUP) while they run,
 * every answer counted by status. Used by tests/resilience/rolling-restart.test.ts (a short run) and
 * scripts/bench-rolling-restart.ts (the full minute).
 */

/** nginx as the Debian package installs it; undefined when absent. */
export function nginxProgram(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
}

/** Public pages of the site, asked in turn. */
export const LOAD_PATHS = ["/", "/annonces", "/promotions", "/blog", "/de/", "/en/annonces"] as const;

export type LoadReport = {
  sent: number;
  /** Answers received, by HTTP status. */
  statuses: Record<number, number>;
  /** Requests that got no answer (connection refused, reset), with the error's code. */
  failures: Record<string, number>;
  /** Milliseconds from the first request sent to the last answer. */
  durationMs: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** The five slowest answers: when they were sent (ms into the load), what, and how long they took. */
  slowest: { sentAtMs: number; path: string; ms: number }[];
  /** The first ten answers other than 200: what was asked, when (ms into the load), and the status. */
  others: { sentAtMs: number; path: string; status: number }[];
  /** Milliseconds from the first request to the restart's start and end. */
  restart?: { startMs: number; endMs: number };
};

export type RollingRestartOptions = {
  /** Requests a second. */
  rate: number;
  /** Seconds of load at least; the load goes on 2 s after the restart ended. */
  seconds: number;
  /** Seconds into the load when the restart starts. */
  restartAfterS: number;
  /** Ports: nginx, then the site processes, then Redis. */
  ports: { nginx: number; site: number; redis: number };
  processes?: number;
  /** Lines of the cluster's output, as they come. */
  log?: (line: string) => void;
  /** Cap on the whole run, restart included, in seconds (a guard, not a target). */
  capS?: number;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

type Cluster = { child: ChildProcess; output: () => string; waitFor(text: string, timeoutMs: number): Promise<void> };

function startCluster(options: RollingRestartOptions, prefix: string): Cluster {
  const child = spawn("bash", ["deploy/nginx/run-cluster.sh"], {
    env: {
      ...process.env,
      PROCESSES: String(options.processes ?? 2),
      NGINX_PORT: String(options.ports.nginx),
      SITE_PORT: String(options.ports.site),
      REDIS_PORT: String(options.ports.redis),
      NGINX_PREFIX: prefix,
      BUILD_DIR,
      // One address sends the whole load: nginx's and the site's per-visitor limits are lifted.
      NGINX_RATE: "10000r/s",
      PUBLIC_RATE_LIMIT_PER_MIN: "1000000",
      NODE_ENV: "production",
      OUTBOX_DIR: path.join(prefix, "outbox"),
      IMAGE_CACHE_DIR: path.join(prefix, "image-cache"),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split("\n")) if (line) options.log?.(line);
  };
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  return {
    child,
    output: () => output,
    async waitFor(text, timeoutMs) {
      const started = Date.now();
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`la grappe s'est arrêtée :\n${output}`);
        if (Date.now() - started > timeoutMs) throw new Error(`« ${text} » attendu en vain :\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function stopCluster(cluster: Cluster): Promise<void> {
  const { child } = cluster;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // The script's own trap stops nginx, Redis and the site's processes.
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the cluster, loads it, restarts its processes in turn under the load, and reports every answer. */
export async function rollingRestartUnderLoad(options: RollingRestartOptions): Promise<LoadReport> {
  mkdirSync("var", { recursive: true });
  const prefix = mkdtempSync(path.resolve("var/rolling-restart-"));
  // nginx's workers (www-data when it is started as root) write their cache and temporary files here.
  chmodSync(prefix, 0o755);
  const cluster = startCluster(options, prefix);
  const capMs = (options.capS ?? options.seconds + 60) * 1000;
  try {
    await cluster.waitFor("Site servi par nginx", 90_000);
    return await loadDuring(
      `http://127.0.0.1:${options.ports.nginx}`,
      { ...options, actAfterS: options.restartAfterS },
      async () => {
        const before = cluster.output().split("Redémarrage terminé.").length;
        cluster.child.kill("SIGHUP");
        const begun = Date.now();
        while (cluster.output().split("Redémarrage terminé.").length === before) {
          if (cluster.child.exitCode !== null) throw new Error(`la grappe s'est arrêtée :\n${cluster.output()}`);
          if (Date.now() - begun > capMs) throw new Error(`redémarrage inachevé :\n${cluster.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    );
  } finally {
    await stopCluster(cluster);
    rmSync(prefix, { recursive: true, force: true });
  }
}

export type LoadOptions = {
  /** Requests a second. */
  rate: number;
  /** Seconds of load at least; the load goes on 2 s after the action ended. */
  seconds: number;
  /** Seconds into the load when the action starts. */
  actAfterS: number;
  /** Cap on the whole run, action included, in seconds (a guard, not a target). */
  capS?: number;
  /** What is asked, in turn (LOAD_PATHS by default). */
  paths?: readonly string[];
};

/**
 * Requests to `origin` at a fixed rate whatever the answers take (open loop), `action` run in the
 * middle (a restart, a deploy), every answer counted by status; `report.restart` is the action's span.
 */
export async function loadDuring(
  origin: string,
  options: LoadOptions,
  action: () => Promise<void>,
): Promise<LoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const paths = options.paths ?? LOAD_PATHS;
  const report: LoadReport = {
    sent: 0,
    statuses: {},
    failures: {},
    durationMs: 0,
    latencyMs: { p50: 0, p99: 0, max: 0 },
    slowest: [],
    others: [],
  };
  const latencies: number[] = [];
  const timed: LoadReport["slowest"] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const capMs = (options.capS ?? options.seconds + 60) * 1000;
  let actionEnded: number | undefined;
  let actionError: unknown;

  const send = (address: string) => {
    const sentAt = performance.now();
    report.sent += 1;
    const done = new Promise<void>((resolve) => {
      // A cookie keeps the answer out of nginx's cache: every request reaches a site process.
      const asked = request(`${origin}${address}`, { agent, headers: { Cookie: "essai=charge" } }, (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - sentAt);
          timed.push({
            sentAtMs: Math.round(sentAt - started),
            path: address,
            ms: Math.round(performance.now() - sentAt),
          });
          report.statuses[response.statusCode ?? 0] = (report.statuses[response.statusCode ?? 0] ?? 0) + 1;
          if (response.statusCode !== 200 && report.others.length < 10) {
            report.others.push({
              sentAtMs: Math.round(sentAt - started),
              path: address,
              status: response.statusCode ?? 0,
            });
          }
          resolve();
        });
        response.on("error", (error: NodeJS.ErrnoException) => fail(error));
      });
      const fail = (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        report.failures[code] = (report.failures[code] ?? 0) + 1;
        resolve();
      };
      asked.on("error", fail);
      asked.setTimeout(30_000, () => asked.destroy(Object.assign(new Error("délai"), { code: "TIMEOUT" })));
      asked.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const acting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.actAfterS * 1000));
    const startMs = performance.now() - started;
    await action();
    actionEnded = performance.now() - started;
    report.restart = { startMs, endMs: actionEnded };
  })().catch((error: unknown) => {
    actionError = error;
  });

  // Open loop: request n leaves at n / rate seconds, whatever the answers before it take.
  const interval = 1000 / options.rate;
  for (let n = 0; ; n++) {
    const elapsed = performance.now() - started;
    const minimum = options.seconds * 1000;
    const after = actionEnded === undefined ? Infinity : actionEnded + 2000;
    if ((elapsed >= minimum && elapsed >= after) || elapsed >= capMs || actionError !== undefined) break;
    const due = n * interval - elapsed;
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    send(paths[n % paths.length]!);
  }
  await acting;
  await Promise.all(pending);
  agent.destroy();
  if (actionError !== undefined) throw actionError;
  report.durationMs = Math.round(performance.now() - started);
  latencies.sort((a, b) => a - b);
  report.latencyMs = {
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies.at(-1) ?? 0),
  };
  report.slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 5);
  return report;
}

/** One line per figure, in French, for a test's or a bench's output. */
export function describeReport(report: LoadReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status} : ${count}`)
    .join(", ");
  const failures = Object.entries(report.failures)
    .map(([code, count]) => `${code} : ${count}`)
    .join(", ");
  const restart = report.restart
    ? `redémarrage de ${(report.restart.startMs / 1000).toFixed(1)} s à ${(report.restart.endMs / 1000).toFixed(1)} s`
    : "pas de redémarrage";
  return [
    `${report.sent} requêtes envoyées en ${(report.durationMs / 1000).toFixed(1)} s (${restart})`,
    `réponses : ${statuses || "aucune"}${failures ? ` ; sans réponse : ${failures}` : ""}`,
    `latence : p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
    ...report.others.map(
      (other) => `${other.status} : ${other.path} envoyée à ${(other.sentAtMs / 1000).toFixed(1)} s`,
    ),
    `plus lentes : ${report.slowest.map((slow) => `${slow.path} envoyée à ${(slow.sentAtMs / 1000).toFixed(1)} s, ${slow.ms} ms`).join(" ; ")}`,
  ].join("\n");
}
