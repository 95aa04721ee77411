/**
 * Load on a loopback URL. A typed wrapper around autocannon (no type package is installed): one
 * bounded run, for a duration or a fixed number of requests, returning requests/s, latency
 * percentiles and error counts (closed loop: each connection waits for its answer). And an open-loop
 * generator: requests sent at evenly spaced times whatever the answers, each timed from the moment it
 * was due, so that a server falling behind shows in the latency instead of slowing the load.
 */
import http from "node:http";
import { createRequire } from "node:module";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  timeout?: number;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  failures: number;
}

function localOnly(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost") throw new Error(`Adresse non locale refusée : ${url}`);
}

export async function runLoad(
  url: string,
  seconds: number,
  connections = 10,
  headers?: Record<string, string>,
): Promise<LoadFigures> {
  localOnly(url);
  return figuresOf(await autocannon({ url, connections, duration: seconds, timeout: 10, headers }));
}

/** Exactly `count` requests over `connections` connections (closed loop). */
export async function runCount(url: string, count: number, connections = 10): Promise<LoadFigures> {
  localOnly(url);
  return figuresOf(await autocannon({ url, connections, amount: count, timeout: 10 }));
}

function figuresOf(result: AutocannonResult): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export interface OpenLoopFigures {
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  /** What the failures were: an HTTP status, or the socket's error code (ECONNRESET…), with their counts. */
  failureKinds: Record<string, number>;
  /** How late the generator itself sent its most delayed request (its own lag, included above). */
  worstSendLagMs: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * One GET: undefined when answered 200, else what went wrong (the status, or the error's code).
 * A kept-alive connection the server closed for idleness just as it was reused is reset: the request is
 * sent again on a new one, as browsers do (Node's documentation of `request.reusedSocket`).
 */
function getOnce(url: string, agent: http.Agent): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode === 200 ? undefined : `HTTP ${response.statusCode}`));
      response.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.once("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    request.once("error", (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code === "ECONNRESET") resolve(getOnce(url, agent));
      else resolve(error.code ?? error.message);
    });
  });
}

/**
 * Open loop: `perSecond` requests a second for `seconds`, request i due at start + i / perSecond
 * whether or not the earlier ones were answered (as many connections as needed, kept alive), each
 * latency counted from the moment the request was due until its answer was read.
 */
export async function runOpenLoop(url: string, perSecond: number, seconds: number): Promise<OpenLoopFigures> {
  localOnly(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(perSecond * seconds);
  const spacing = 1000 / perSecond;
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  let failures = 0;
  const failureKinds: Record<string, number> = {};
  let worstSendLagMs = 0;
  let next = 0;
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const sendDue = () => {
      const now = performance.now();
      while (next < total && start + next * spacing <= now) {
        const due = start + next * spacing;
        worstSendLagMs = Math.max(worstSendLagMs, now - due);
        answers.push(
          getOnce(url, agent).then((failure) => {
            latencies.push(performance.now() - due);
            if (failure === undefined) return;
            failures += 1;
            failureKinds[failure] = (failureKinds[failure] ?? 0) + 1;
          }),
        );
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(sendDue, Math.max(0, start + next * spacing - performance.now()));
    };
    sendDue();
  });
  await Promise.all(answers);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sent: total,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? NaN,
    failures,
    failureKinds,
    worstSendLagMs,
  };
}
