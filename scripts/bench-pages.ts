/**
 * Speed of the production build, page by page (npm run bench).
 *
 *   npx tsx scripts/bench-pages.ts [--quick] [--uncached] [--through-nginx] [--seconds 10] [--rounds 2] [--soak 300]
 *
 * Uses an existing build (BUILD_DIR, default build/; run `npm run build` first) and starts
 * `node build/server.js` on loopback (NODE_ENV=production, DEMO=1), pinned to core 1 while this script
 * and its load generator stay on core 0 (when taskset exists). For /, /annonces, a property page
 * and a promotion page it measures requests/s and p50/p99 latency at 10 connections, interleaved
 * with a baseline that serves the same HTML bytes from memory with node:http, and prints each
 * page's ratio to it; then the gzip weight of HTML, CSS and JS, the server's resident memory, and
 * a sustained load on the property page sampling that memory (five minutes), and the same pages
 * drawn on every request (PAGE_CACHE_S=0), what a page costs out of the cache, each beside the
 * baseline (home and list: ratio ≥ 1/30); for the property page out of the cache, the server's CPU
 * time per request against the baseline's and the p99 of an open-loop load, against their targets
 * (scripts/bench/render-cost.ts). --uncached measures only
 * the pages out of the cache. With --through-nginx the same pages
 * are also measured through deploy/nginx/run-cluster.sh (nginx caching in front of site processes).
 * Figures are printed beside their targets, never asserted; exits with 1 only when a server
 * cannot start.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runLoad, type LoadFigures } from "./bench/load";
import { isPromotionPath, isPropertyPath, linkedPaths } from "./bench/site-addresses";
import { measureRenderCost, printRenderCost, renderCostTargets } from "./bench/render-cost";
import { pageDelivery, pageWeight, type PageDelivery, type PageWeight } from "./bench/page-weight";
import {
  canPin,
  freePort,
  pinSelf,
  residentMb,
  startChild,
  startSite,
  stopAll,
  stopChild,
  waitUntilAnswering,
} from "./bench/processes";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    uncached: { type: "boolean", default: false },
    "through-nginx": { type: "boolean", default: false },
    seconds: { type: "string" },
    rounds: { type: "string" },
    soak: { type: "string" },
  },
});

const quick = values.quick;
const seconds = bounded(values.seconds, quick ? 3 : 10, 1, 60);
const rounds = bounded(values.rounds, quick ? 2 : 2, 1, 5);
const soakSeconds = bounded(values.soak, quick ? 20 : 300, 10, 900);
const sampleEverySeconds = quick ? 5 : 30;
const warmupSeconds = quick ? 1 : 3;
const connections = 10;
const buildDir = process.env.BUILD_DIR || "build";
const workDir = path.resolve("var/bench-pages");
const firstPort = Number(process.env.BENCH_PORT ?? 3160);

const targets = { p99Ms: 50, baselineShare: 0.1, rssMb: 250, rssGrowthMb: 15 };

function bounded(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
}

function fail(message: string): never {
  console.error(message);
  stopAll();
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (value: number | null) => (value === null ? "inconnue" : `${value.toFixed(1)} MB`);

function row(label: string, value: string, target = "", verdict = ""): string {
  return `  ${label.padEnd(44)} ${value.padStart(14)}   ${target ? `cible ${target}`.padEnd(30) : "".padEnd(30)} ${verdict}`;
}

interface Page {
  label: string;
  path: string;
  body: Buffer;
  contentType: string;
}

async function fetchPage(
  origin: string,
  pagePath: string,
): Promise<{ body: Buffer; contentType: string; status: number; cache: string | null; nonce: string | undefined }> {
  const response = await fetch(new URL(pagePath, origin), { redirect: "manual" });
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    nonce: /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
  };
}

/** A real property address and a promotion address, taken from the links of the listing pages. */
async function findAddresses(origin: string): Promise<{ property: string; promotion: string }> {
  const listed = await linkedPaths(origin, "/annonces");
  const property = listed.find(isPropertyPath);
  const promotion = [...listed, ...(await linkedPaths(origin, "/promotions"))].find(isPromotionPath);
  if (!property || !promotion) fail("Impossible de trouver un bien et une promotion dans /annonces et /promotions.");
  return { property, promotion };
}

function startSiteFor(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return startSite({ port, buildDir, outboxDir: path.join(workDir, "outbox"), core: 1, env }).catch((error: Error) =>
    fail(error.message),
  );
}

/** The in-memory baseline serving `pages`; with `burnMs`, the control that first burns that much processor time per answer. */
async function startBaseline(pages: readonly Page[], port: number, burnMs = 0): Promise<ChildProcess> {
  const manifest: Record<string, { file: string; contentType: string }> = {};
  pages.forEach((page, index) => {
    const file = path.join(workDir, `page-${port}-${index}.html`);
    writeFileSync(file, page.body);
    manifest[page.path] = { file, contentType: page.contentType };
  });
  const manifestFile = path.join(workDir, `baseline-${port}.json`);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = startChild(
    process.execPath,
    ["scripts/bench/memory-server.mjs", manifestFile, String(port), String(burnMs)],
    { core: 1 },
  );
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}${pages[0]!.path}`, child);
  } catch (error) {
    fail(`Le serveur de référence n'a pas démarré : ${(error as Error).message}`);
  }
  return child;
}

function mean(list: readonly LoadFigures[], pick: (figures: LoadFigures) => number): number {
  return list.reduce((total, figures) => total + pick(figures), 0) / Math.max(1, list.length);
}

function summary(list: readonly LoadFigures[]) {
  return {
    requestsPerSecond: mean(list, (f) => f.requestsPerSecond),
    p50Ms: mean(list, (f) => f.p50Ms),
    p99Ms: Math.max(...list.map((f) => f.p99Ms)),
    failures: list.reduce((total, f) => total + f.failures, 0),
  };
}

interface Measured {
  site: LoadFigures[];
  baseline: LoadFigures[];
  /** Resident memory of the site process right after this page's measurements. */
  rssMb: number | null;
}

/** page, baseline, page, baseline… for each page; returns the figures by page. */
async function measurePages(siteOrigin: string, baselineOrigin: string | null, pages: readonly Page[], pid?: number) {
  const results = new Map<string, Measured>();
  for (const page of pages) {
    const entry: Measured = { site: [], baseline: [], rssMb: null };
    for (let round = 1; round <= rounds; round += 1) {
      entry.site.push(await runLoad(new URL(page.path, siteOrigin).href, seconds, connections));
      if (baselineOrigin)
        entry.baseline.push(await runLoad(new URL(page.path, baselineOrigin).href, seconds, connections));
      process.stdout.write(".");
    }
    entry.rssMb = residentMb(pid);
    results.set(page.path, entry);
  }
  process.stdout.write("\n");
  return results;
}

function printPage(page: Page, figures: Measured, isProperty: boolean) {
  const site = summary(figures.site);
  const baseline = figures.baseline.length ? summary(figures.baseline) : null;
  console.log(`\n${page.label} — ${page.path}`);
  console.log(row("requêtes/s (moyenne des tours)", site.requestsPerSecond.toFixed(0)));
  console.log(row("latence p50", `${site.p50Ms.toFixed(1)} ms`));
  console.log(
    row(
      "latence p99 (pire tour)",
      `${site.p99Ms.toFixed(1)} ms`,
      isProperty ? `< ${targets.p99Ms} ms` : "",
      isProperty ? (site.p99Ms < targets.p99Ms ? "OK" : "DÉPASSÉ") : "",
    ),
  );
  if (baseline) {
    const ratio = site.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
    console.log(row("référence node:http : requêtes/s", baseline.requestsPerSecond.toFixed(0)));
    console.log(row("référence : latence p50 / p99", `${baseline.p50Ms.toFixed(1)} / ${baseline.p99Ms.toFixed(1)} ms`));
    console.log(
      row(
        "rapport au débit de la référence",
        `1/${(1 / Math.max(ratio, 1e-9)).toFixed(1)} (${(ratio * 100).toFixed(1)} %)`,
        isProperty ? `≥ 1/${1 / targets.baselineShare}` : "",
        isProperty ? (ratio >= targets.baselineShare ? "OK" : "DÉPASSÉ") : "",
      ),
    );
  }
  if (site.failures > 0) console.log(row("réponses en échec ou non 2xx", String(site.failures), "0", "À VOIR"));
  console.log(
    row(
      "mémoire résidente du serveur après la charge",
      mb(figures.rssMb),
      `< ${targets.rssMb} MB`,
      memoryVerdict(figures.rssMb),
    ),
  );
}

function memoryVerdict(value: number | null): string {
  return value === null ? "" : value < targets.rssMb ? "OK" : "DÉPASSÉ";
}

/** The same budgets as tests/routes/asset-budget.test.ts. */
function printDelivery(delivery: PageDelivery) {
  const blocking = delivery.blockingCss + delivery.blockingScripts;
  console.log(
    row(
      "requêtes bloquant l'affichage",
      `${delivery.blockingCss} CSS · ${delivery.blockingScripts} script`,
      "1 CSS · 0 script",
      blocking === 1 && delivery.blockingCss === 1 ? "OK" : "DÉPASSÉ",
    ),
  );
  const { html, css, js } = delivery.encodings;
  const compressed = [html, css, js].every((encoding) => encoding === "br" || encoding === "gzip");
  console.log(
    row("compression HTML · CSS · JS", `${html} · ${css} · ${js}`, "br ou gzip", compressed ? "OK" : "DÉPASSÉ"),
  );
  console.log(
    row(
      "fichiers hachés en cache",
      delivery.assetsCachedAYear ? "1 an, immutable" : "moins d'un an",
      "1 an",
      delivery.assetsCachedAYear ? "OK" : "DÉPASSÉ",
    ),
  );
  console.log(
    row(
      "polices web",
      delivery.fonts === 0
        ? "aucune (système)"
        : `${delivery.fonts}, ${delivery.fontsNotSelfHostedOrPreloaded} hors site/non préchargée(s)`,
      "sur le site, préchargées",
      delivery.fontsNotSelfHostedOrPreloaded === 0 ? "OK" : "DÉPASSÉ",
    ),
  );
}

function printWeight(weight: PageWeight, jsBudgetKb: number) {
  console.log(row("HTML (gzip)", kb(weight.htmlGzip)));
  console.log(row(`CSS (gzip, ${weight.cssFiles} fichier(s))`, kb(weight.cssGzip)));
  console.log(
    row(
      `JS (gzip, ${weight.jsFiles} module(s))`,
      kb(weight.jsGzip),
      `≤ ${jsBudgetKb} KB`,
      weight.jsGzip <= jsBudgetKb * 1024 ? "OK" : "DÉPASSÉ",
    ),
  );
}

async function soak(url: string, pid: number | undefined) {
  console.log(
    `\nCharge soutenue sur la fiche de bien : ${soakSeconds} s, ${connections} connexions, mémoire toutes les ${sampleEverySeconds} s`,
  );
  const samples: { at: number; rss: number | null }[] = [{ at: 0, rss: residentMb(pid) }];
  const started = Date.now();
  const timer = setInterval(() => {
    samples.push({ at: Math.round((Date.now() - started) / 1000), rss: residentMb(pid) });
  }, sampleEverySeconds * 1000);
  const figures = await runLoad(url, soakSeconds, connections);
  clearInterval(timer);
  samples.push({ at: Math.round((Date.now() - started) / 1000), rss: residentMb(pid) });
  console.log(`  ${samples.map((s) => `${s.at} s : ${mb(s.rss)}`).join(" · ")}`);
  console.log(row("requêtes/s pendant la charge", figures.requestsPerSecond.toFixed(0)));
  console.log(
    row(
      "latence p99 pendant la charge",
      `${figures.p99Ms.toFixed(1)} ms`,
      `< ${targets.p99Ms} ms`,
      figures.p99Ms < targets.p99Ms ? "OK" : "DÉPASSÉ",
    ),
  );
  const known = samples.map((s) => s.rss).filter((value): value is number => value !== null);
  const last = known.at(-1) ?? null;
  console.log(row("mémoire résidente à la fin", mb(last), `< ${targets.rssMb} MB`, memoryVerdict(last)));
  // After warm-up (the samples taken under load): the mean of the second half against the first half,
  // so that one garbage collection more or less at either end does not read as a trend.
  const underLoad = known.slice(1);
  if (underLoad.length >= 4) {
    const middle = Math.floor(underLoad.length / 2);
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const growth = average(underLoad.slice(middle)) - average(underLoad.slice(0, middle));
    console.log(
      row(
        "croissance (2e moitié − 1re moitié)",
        `${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB`,
        `< ${targets.rssGrowthMb} MB`,
        growth < targets.rssGrowthMb ? "OK (plate)" : "EN HAUSSE",
      ),
    );
  } else {
    console.log("  trop peu d'échantillons pour juger de la pente (allonger --soak)");
  }
  if (figures.failures > 0) console.log(row("réponses en échec ou non 2xx", String(figures.failures), "0", "À VOIR"));
}

async function throughNginx(pages: readonly Page[], direct: Map<string, Measured>) {
  const nginxPort = await freePort(firstPort + 2, 6);
  const sitePort = await freePort(nginxPort + 1, 4);
  console.log(`\nÀ travers nginx (deploy/nginx/run-cluster.sh, nginx sur ${nginxPort}, sites dès ${sitePort})`);
  let output = "";
  const cluster = startChild("bash", ["deploy/nginx/run-cluster.sh"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      NGINX_PORT: String(nginxPort),
      SITE_PORT: String(sitePort),
      // The cluster runs in production: its public origin is nginx's address.
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      PROCESSES: process.env.PROCESSES ?? "2",
      // The load comes from one address: lift the per-visitor limits of nginx and of the site.
      NGINX_RATE: "100000r/s",
      PUBLIC_RATE_LIMIT_PER_MIN: "1000000",
    },
    log: (text) => {
      output = (output + text).slice(-3000);
    },
  });
  const origin = `http://127.0.0.1:${nginxPort}`;
  try {
    await waitUntilAnswering(`${origin}/`, cluster, 120_000);
  } catch (error) {
    console.log(`  nginx n'a pas démarré : ${(error as Error).message}\n${output}`);
    stopChild(cluster);
    return;
  }
  for (const page of pages) {
    const first = await fetchPage(origin, page.path);
    const second = await fetchPage(origin, page.path);
    const own = (fetched: typeof first) =>
      Boolean(fetched.nonce) && fetched.body.toString("utf8").includes(`nonce="${fetched.nonce}"`);
    const fresh = own(first) && own(second) && first.nonce !== second.nonce;
    console.log(
      `  ${page.path} : X-Cache-Status ${first.cache ?? "absent"} puis ${second.cache ?? "absent"} · nonce ${fresh ? "propre à chaque réponse" : "PARTAGÉ OU INCOHÉRENT"}`,
    );
  }
  const results = await measurePages(origin, null, pages);
  for (const page of pages) {
    const site = summary(results.get(page.path)!.site);
    const alone = summary(direct.get(page.path)!.site);
    const after = await fetchPage(origin, page.path);
    const times = site.requestsPerSecond / Math.max(1, alone.requestsPerSecond);
    console.log(
      row(
        `${page.label} : req/s · p50 · p99`,
        `${site.requestsPerSecond.toFixed(0)} · ${site.p50Ms.toFixed(1)} · ${site.p99Ms.toFixed(1)} ms`,
      ) +
        ` ×${times.toFixed(0)} un processus seul · X-Cache-Status ${after.cache ?? "absent"}${site.failures ? ` · ${site.failures} échecs` : ""}`,
    );
  }
  stopChild(cluster);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * Share of the baseline's throughput the uncached home and list pages must reach at 10 connections.
 * The property page's render cost is judged by the open-loop figures of scripts/bench/render-cost.ts
 * instead (decision 131): its closed-loop line is printed as figures only.
 */
const uncachedShares: Record<string, number> = { Accueil: 1 / 30, Annonces: 1 / 30 };

/**
 * The same pages drawn on every request (PAGE_CACHE_S=0): what a page costs when it is not in the
 * cache (a visitor's first look at a long-tail listing), each measured right beside the in-memory
 * baseline serving the same bytes, and its ratio to it printed beside its target where it has one.
 */
async function withoutPageCache(
  pages: readonly Page[],
  afterPort: number,
  baseline: ChildProcess,
  baselineOrigin: string,
) {
  const port = await freePort(afterPort + 2);
  const site = await startSiteFor(port, { PAGE_CACHE_S: "0" });
  const origin = `http://127.0.0.1:${port}`;
  console.log(
    `\nSans le cache de pages (PAGE_CACHE_S=0) : chaque requête rend la page, ${seconds} s par page et ${rounds} tours, à côté de la référence`,
  );
  for (const page of pages) {
    await runLoad(new URL(page.path, origin).href, warmupSeconds, connections);
    const drawn: LoadFigures[] = [];
    const reference: LoadFigures[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      drawn.push(await runLoad(new URL(page.path, origin).href, seconds, connections));
      reference.push(await runLoad(new URL(page.path, baselineOrigin).href, seconds, connections));
    }
    const figures = summary(drawn);
    const ratio = figures.requestsPerSecond / Math.max(1, summary(reference).requestsPerSecond);
    const share = uncachedShares[page.label];
    console.log(
      row(
        `${page.label} : req/s · p50 · p99`,
        `${figures.requestsPerSecond.toFixed(0)} · ${figures.p50Ms.toFixed(1)} · ${figures.p99Ms.toFixed(1)} ms`,
      ),
    );
    console.log(
      row(
        `${page.label} : rapport à la référence`,
        `1/${(1 / Math.max(ratio, 1e-9)).toFixed(1)} (${(ratio * 100).toFixed(1)} %)`,
        share ? `≥ 1/${Math.round(1 / share)}` : "",
        share ? (ratio >= share ? "OK" : "DÉPASSÉ") : "",
      ),
    );
    if (figures.failures > 0) console.log(row("réponses en échec ou non 2xx", String(figures.failures), "0", "À VOIR"));
  }
  console.log(row("mémoire résidente après la charge", mb(residentMb(site.pid))));
  const property = pages.find((page) => page.label === "Fiche de bien")!;
  const { perSecond, runs, seconds: runSeconds } = renderCostTargets;
  console.log(
    `\nCoût du rendu de la fiche de bien hors cache, serveur et référence sur le même cœur (temps processeur ; boucle ouverte ${perSecond} req/s, ${runs} × ${runSeconds} s)`,
  );
  const cost = await measureRenderCost({
    pageUrl: new URL(property.path, origin).href,
    pagePid: site.pid,
    baselineUrl: new URL(property.path, baselineOrigin).href,
    baselinePid: baseline.pid,
    startControl: async (burnMs) => {
      const controlPort = await freePort(port + 2);
      const control = await startBaseline([property], controlPort, burnMs);
      return {
        url: `http://127.0.0.1:${controlPort}${property.path}`,
        pid: control.pid,
        stop: () => stopChild(control),
      };
    },
  });
  printRenderCost(cost, row);
  stopChild(site);
}

async function main() {
  if (!existsSync(path.join(buildDir, "server/index.js")) || !existsSync(path.join(buildDir, "server.js"))) {
    fail(`Pas de build dans ${buildDir}/ : lancer d'abord \`npm run build\` (ou poser BUILD_DIR).`);
  }
  mkdirSync(workDir, { recursive: true });

  const pinned = pinSelf(0);
  console.log(
    canPin && pinned
      ? "Épinglage : serveurs sur le cœur 1, générateur de charge (ce processus) sur le cœur 0."
      : "Épinglage impossible (taskset absent ou refusé) : serveurs et générateur partagent les cœurs.",
  );
  console.log(
    `Build : ${buildDir}/ · ${connections} connexions · ${seconds} s par mesure · ${rounds} tours${quick ? " (--quick)" : ""}`,
  );

  const sitePort = await freePort(firstPort);
  const site = await startSiteFor(sitePort);
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const { property, promotion } = await findAddresses(siteOrigin);
  const wanted = [
    { label: "Accueil", path: "/" },
    { label: "Annonces", path: "/annonces" },
    { label: "Fiche de bien", path: property },
    { label: "Promotion", path: promotion },
  ];
  const pages: Page[] = [];
  for (const { label, path: pagePath } of wanted) {
    const fetched = await fetchPage(siteOrigin, pagePath);
    if (fetched.status !== 200) fail(`${pagePath} répond ${fetched.status}, pas 200.`);
    pages.push({ label, path: pagePath, body: fetched.body, contentType: fetched.contentType });
  }
  const baselinePort = await freePort(sitePort + 1);
  const baseline = await startBaseline(pages, baselinePort);
  const baselineOrigin = `http://127.0.0.1:${baselinePort}`;

  if (values.uncached) {
    stopChild(site);
    await withoutPageCache(pages, sitePort, baseline, baselineOrigin);
    stopChild(baseline);
    return;
  }
  process.stdout.write("Échauffement");
  for (const page of pages) {
    await runLoad(new URL(page.path, siteOrigin).href, warmupSeconds, connections);
    await runLoad(new URL(page.path, baselineOrigin).href, warmupSeconds, connections);
    process.stdout.write(".");
  }
  process.stdout.write("\nMesures (page, référence, page, référence…)");
  const results = await measurePages(siteOrigin, baselineOrigin, pages, site.pid);

  console.log("\n=== Pages servies par un processus du site ===");
  for (const page of pages) {
    printPage(page, results.get(page.path)!, page.path === property);
    printWeight(await pageWeight(siteOrigin, page.body), page.path === property ? 100 : 110);
    printDelivery(await pageDelivery(siteOrigin, page.path));
  }

  await soak(new URL(property, siteOrigin).href, site.pid);
  stopChild(site);
  await withoutPageCache(pages, sitePort, baseline, baselineOrigin);
  stopChild(baseline);

  if (values["through-nginx"]) await throughNginx(pages, results);
  console.log("\nChiffres indicatifs : les temps d'une machine partagée varient d'un passage à l'autre.");
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
