/**
 * Where a page's server time goes (npm run profile).
 *
 *   npx tsx scripts/profile-pages.ts [--path /vente/…] [--seconds 10] [--cookie "name=value"] [--top 25]
 *
 * Uses an existing build (BUILD_DIR, default build/; run `npm run build` first). Starts
 * `node --cpu-prof build/server.js` on loopback (NODE_ENV=production, DEMO=1, PAGE_CACHE_S=0 so that
 * every request draws the page; PROFILE_PORT sets where the search for a port starts, 4402 by
 * default), pinned to core 1 while the load generator stays on core 0 (when taskset exists), loads
 * the page with 10 connections (default: the first property page linked from /annonces), stops the
 * server and prints the self time of the CPU profile grouped by package (node_modules) or by file
 * of the site, then the hottest functions. The .cpuprofile is kept in var/profile/ (open it in
 * Chromium's DevTools for the full picture).
 */
import { once } from "node:events";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runLoad } from "./bench/load";
import { freePort, pinSelf, startSite, stopChild } from "./bench/processes";
import { firstPropertyPath } from "./bench/site-addresses";

const { values } = parseArgs({
  options: {
    path: { type: "string" },
    seconds: { type: "string", default: "10" },
    cookie: { type: "string" },
    top: { type: "string", default: "25" },
  },
});

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number };

const buildDir = process.env.BUILD_DIR || "build";
const outDir = path.resolve("var/profile");
const seconds = Math.min(60, Math.max(1, Number(values.seconds) || 10));
const top = Math.max(5, Number(values.top) || 25);

/** The package of a node_modules file, the site's own file, or the kind of V8 frame. */
function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(V8/native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?(deps\/)?/, "node:");
  const cwd = `file://${process.cwd()}/`;
  return url.startsWith(cwd) ? url.slice(cwd.length) : url;
}

/** Self time of the samples taken during the last `windowUs` before the profile's end (the measured load). */
function summarise(profile: Profile, windowUs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  let at = profile.endTime - totalUs;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < profile.endTime - windowUs) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
  const idle = [...selfUs].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)");
  const idleUs = idle.reduce((sum, [, value]) => sum + value, 0);
  const busy = Math.max(1, total - idleUs);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    const group = groupOf(url, functionName);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const name = `${functionName || "(anonyme)"}  ${group}${url ? `:${lineNumber + 1}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
      );
    }
  };
  console.log(
    `\nTemps actif ${(busy / 1e6).toFixed(1)} s sur ${(total / 1e6).toFixed(1)} s profilées (inactif ${((idleUs / Math.max(1, total)) * 100).toFixed(0)} %)`,
  );
  print("Temps propre par paquet ou fichier", groups);
  print("Fonctions les plus coûteuses (temps propre)", functions);
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  pinSelf(0);
  const port = await freePort(Number(process.env.PROFILE_PORT ?? 4402));
  const origin = `http://127.0.0.1:${port}`;
  const child = await startSite({
    port,
    buildDir,
    outboxDir: path.join(outDir, "outbox"),
    core: 1,
    nodeArgs: ["--cpu-prof", "--cpu-prof-dir", outDir],
    env: { PAGE_CACHE_S: "0" },
  });
  const pagePath = values.path ?? (await firstPropertyPath(origin));
  const headers = values.cookie ? { cookie: values.cookie } : undefined;
  const url = new URL(pagePath, origin).href;
  await runLoad(url, 2, 10, headers);
  const figures = await runLoad(url, seconds, 10, headers);
  console.log(
    `${pagePath} sans cache de pages, 10 connexions, ${seconds} s : ${figures.requestsPerSecond.toFixed(0)} req/s · p50 ${figures.p50Ms.toFixed(1)} ms · p99 ${figures.p99Ms.toFixed(1)} ms${figures.failures ? ` · ${figures.failures} échecs` : ""}`,
  );
  const loadEnded = Date.now();
  const exited = once(child, "exit");
  stopChild(child);
  await exited;
  const file = readdirSync(outDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`Aucun profil écrit dans ${outDir}.`);
  const stoppedIn = Date.now() - loadEnded;
  console.log(`Profil : ${path.join(outDir, file)} (résumé : les ${seconds} s de la charge mesurée)`);
  summarise(JSON.parse(readFileSync(path.join(outDir, file), "utf8")) as Profile, (seconds * 1000 + stoppedIn) * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
