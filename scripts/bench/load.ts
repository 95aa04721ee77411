/**
 * A typed wrapper around autocannon (no type package is installed): one bounded run
 * against a loopback URL, returning requests/s, latency percentiles and error counts.
 */
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
  duration: number;
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

export async function runLoad(
  url: string,
  seconds: number,
  connections = 10,
  headers?: Record<string, string>,
): Promise<LoadFigures> {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost") throw new Error(`Adresse non locale refusée : ${url}`);
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
