/**
 * What rendering a page costs the server, beside the baseline (node:http sending the same bytes
 * from memory), both processes pinned to the same core:
 * - CPU time per request, read from each process's own account (/proc) over a fixed number of
 *   requests, in alternating rounds; target: the page at most `cpuTimes` × the baseline;
 * - p99 latency under an open-loop load (`perSecond` requests a second, evenly spaced, each timed
 *   from the moment it was due), median of `runs` runs of `seconds`; target: under `p99Ms`.
 *   Each run is followed by one against a control on the same core: the same bytes after a loop that
 *   burns the page's measured processor time per request, allocating nothing. The control has no
 *   target; it tells the site's own tail (rendering, garbage collection) from the machine's: when the
 *   control misses the target too, the core was not the server's during that run.
 * - the same p99 at the share of the core that 100 requests a second took when the target was set
 *   (a page then cost 3.1–3.7 ms: about 34 %), at the rate that gives that share with the page's
 *   processor time measured here. No target of its own: it tells whether a missed target comes from
 *   the site or from a slower machine (the baseline took 0.035 ms a request then, 0.11–0.13 ms here).
 * Beside each run's p99 is the share of its core the server used during that run (its own processor
 * time over the run's length): the same build's page has cost anything from 4 to 11 ms on this kind
 * of shared machine within an hour, so that 100 requests a second filled 40 % of the core or all of it.
 */
import { runCount, runOpenLoop, type OpenLoopFigures } from "./load";
import { cpuMs } from "./processes";

export const renderCostTargets = { cpuTimes: 110, p99Ms: 50, perSecond: 100, seconds: 15, runs: 3 };

/** Share of the server's core that `perSecond` pages a second took when the targets were set. */
const referenceShare = 0.34;

const rounds = 3;
const pageRequests = 1000;
const baselineRequests = 20_000;

/** An open-loop run, and the share of its core the server's process used meanwhile (null without /proc). */
export type LoadedRun = OpenLoopFigures & { coreShare: number | null };

async function runLoaded(url: string, pid: number | undefined, perSecond: number, seconds: number): Promise<LoadedRun> {
  const before = cpuMs(pid);
  const started = performance.now();
  const figures = await runOpenLoop(url, perSecond, seconds);
  const after = cpuMs(pid);
  const coreShare = before === null || after === null ? null : (after - before) / (performance.now() - started);
  return { ...figures, coreShare };
}

/** "40.6 (44 %)": a run's p99 and the share of the core the server used during it. */
function p99WithShare(run: LoadedRun): string {
  return run.coreShare === null
    ? run.p99Ms.toFixed(1)
    : `${run.p99Ms.toFixed(1)} (${Math.round(run.coreShare * 100)} %)`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
}

/** CPU milliseconds per request of `pid` over `count` requests to `url` (10 connections). */
async function cpuPerRequest(url: string, pid: number | undefined, count: number): Promise<number> {
  const before = cpuMs(pid);
  const figures = await runCount(url, count, 10);
  const after = cpuMs(pid);
  if (before === null || after === null) throw new Error("temps processeur illisible (/proc absent)");
  if (figures.failures > 0) throw new Error(`${figures.failures} réponses en échec sur ${url}`);
  return (after - before) / count;
}

export interface RenderCost {
  pageCpuMs: number;
  baselineCpuMs: number;
  times: number;
  openLoop: LoadedRun[];
  p99Ms: number;
  /** The control's runs, interleaved with the site's, and the median of their p99. */
  control: LoadedRun[];
  controlP99Ms: number;
  /** Runs at the rate that keeps the core as busy as the target's rate did when it was set. */
  sameShare: { perSecond: number; runs: LoadedRun[]; p99Ms: number };
}

/** A control server burning `burnMs` of processor time per answer: its address, and how to stop it. */
export type StartControl = (burnMs: number) => Promise<{ url: string; pid: number | undefined; stop: () => void }>;

export async function measureRenderCost(options: {
  pageUrl: string;
  pagePid: number | undefined;
  baselineUrl: string;
  baselinePid: number | undefined;
  startControl: StartControl;
}): Promise<RenderCost> {
  const page: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    page.push(await cpuPerRequest(options.pageUrl, options.pagePid, pageRequests));
    baseline.push(await cpuPerRequest(options.baselineUrl, options.baselinePid, baselineRequests));
  }
  const pageCpuMs = median(page);
  const baselineCpuMs = median(baseline);
  const { perSecond, seconds, runs } = renderCostTargets;
  const openLoop: LoadedRun[] = [];
  const control: LoadedRun[] = [];
  const controlServer = await options.startControl(pageCpuMs);
  try {
    for (let run = 0; run < runs; run += 1) {
      openLoop.push(await runLoaded(options.pageUrl, options.pagePid, perSecond, seconds));
      control.push(await runLoaded(controlServer.url, controlServer.pid, perSecond, seconds));
    }
  } finally {
    controlServer.stop();
  }
  const sameSharePerSecond = Math.round((referenceShare * 1000) / pageCpuMs);
  const sameShare: LoadedRun[] = [];
  for (let run = 0; run < runs; run += 1)
    sameShare.push(await runLoaded(options.pageUrl, options.pagePid, sameSharePerSecond, seconds));
  return {
    pageCpuMs,
    baselineCpuMs,
    times: pageCpuMs / baselineCpuMs,
    openLoop,
    p99Ms: median(openLoop.map((figures) => figures.p99Ms)),
    control,
    controlP99Ms: median(control.map((figures) => figures.p99Ms)),
    sameShare: {
      perSecond: sameSharePerSecond,
      runs: sameShare,
      p99Ms: median(sameShare.map((figures) => figures.p99Ms)),
    },
  };
}

export function printRenderCost(
  cost: RenderCost,
  row: (label: string, value: string, target?: string, verdict?: string) => string,
) {
  const { cpuTimes, p99Ms, perSecond, seconds, runs } = renderCostTargets;
  console.log(row(`processeur par requête : page (${pageRequests} req.)`, `${cost.pageCpuMs.toFixed(3)} ms`));
  console.log(row(`processeur par requête : réf. (${baselineRequests} req.)`, `${cost.baselineCpuMs.toFixed(4)} ms`));
  console.log(
    row(
      `rapport (médianes de ${rounds} tours)`,
      `×${cost.times.toFixed(0)}`,
      `≤ ×${cpuTimes}`,
      cost.times <= cpuTimes ? "OK" : "DÉPASSÉ",
    ),
  );
  const each = cost.openLoop.map(p99WithShare).join(" · ");
  console.log(row(`p99 par passage (${runs} × ${seconds} s à ${perSecond} req/s ; part du cœur)`, `${each} ms`));
  const worst = Math.max(...cost.openLoop.map((figures) => figures.worstSendLagMs));
  const failures = cost.openLoop.reduce((total, figures) => total + figures.failures, 0);
  console.log(
    row(
      "  p50 · max · retard d'envoi du générateur",
      `${median(cost.openLoop.map((f) => f.p50Ms)).toFixed(1)} · ${Math.max(...cost.openLoop.map((f) => f.maxMs)).toFixed(0)} · ${worst.toFixed(1)} ms`,
    ),
  );
  console.log(
    row(
      "  p99 (médiane des passages)",
      `${cost.p99Ms.toFixed(1)} ms`,
      `< ${p99Ms} ms`,
      cost.p99Ms < p99Ms && failures === 0 ? "OK" : "DÉPASSÉ",
    ),
  );
  const controlEach = cost.control.map(p99WithShare).join(" · ");
  console.log(row(`  témoin (${cost.pageCpuMs.toFixed(1)} ms/req.) : p99 par passage`, `${controlEach} ms`));
  console.log(row("  témoin : p99 (médiane des passages)", `${cost.controlP99Ms.toFixed(1)} ms`));
  const { sameShare } = cost;
  console.log(
    row(
      `  repère : p99 à ${sameShare.perSecond} req/s (${Math.round(referenceShare * 100)} % du cœur, la part de la cible à sa pose)`,
      `${sameShare.runs.map(p99WithShare).join(" · ")} ms (médiane ${sameShare.p99Ms.toFixed(1)})`,
    ),
  );
  if (failures > 0) {
    const kinds: Record<string, number> = {};
    for (const figures of cost.openLoop) {
      for (const [kind, count] of Object.entries(figures.failureKinds)) kinds[kind] = (kinds[kind] ?? 0) + count;
    }
    const named = Object.entries(kinds)
      .map(([kind, count]) => `${kind} × ${count}`)
      .join(", ");
    console.log(row("réponses en échec ou non 200", `${failures} (${named})`, "0", "À VOIR"));
  }
}
