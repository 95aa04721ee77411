/**
 * Same-run A/B of the server's CPU time per uncached page, for weighing a framework patch:
 *
 *   npx tsx scripts/bench/cpu-ab.ts [--blocks 10] [--block 200] [--path /vente/…] NAME=DIR NAME=DIR…
 *
 * Each DIR holds a build (`DIR/build`, e.g. `cp -al build DIR/build`) and the node_modules it runs
 * with (`cp -al node_modules DIR/node_modules`, then the variant's package files replaced by copies,
 * patched or not). Every variant runs at the same time, its own `node DIR/build/server.js` pinned to
 * core 1 with PAGE_CACHE_S=0; the load (this process, core 0) sends one request at a time to each
 * in turn, in a new random order every turn, so that all share the same machine conditions, and
 * reads each process's own CPU time (/proc) every block of turns. Prints each variant's CPU time
 * per request (all blocks) and its ratio to the first variant's: over all blocks, and the median
 * and spread of the ratios block by block.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import http from "node:http";
import { runCount } from "./load";
import { cpuMs, freePort, pinSelf, startSite, stopAll } from "./processes";
import { firstPropertyPath } from "./site-addresses";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    blocks: { type: "string", default: "10" },
    block: { type: "string", default: "200" },
    path: { type: "string" },
  },
});
const blocks = Number(values.blocks);
const block = Number(values.block);
if (positionals.length < 2) throw new Error("Au moins deux variantes NOM=DOSSIER.");

const median = (list: readonly number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

async function main() {
  pinSelf(0);
  const variants = [];
  let port = Number(process.env.BENCH_PORT ?? 3160);
  for (const argument of positionals) {
    const [name, dir] = argument.split("=");
    if (!name || !dir) throw new Error(`Variante illisible : ${argument}`);
    port = await freePort(port + 1, 20);
    const site = await startSite({
      port,
      buildDir: path.resolve(dir, "build"),
      outboxDir: "var/cpu-ab/outbox",
      core: 1,
      env: { PAGE_CACHE_S: "0" },
    });
    variants.push({ name, pid: site.pid, origin: `http://127.0.0.1:${port}`, perRequest: [] as number[] });
  }
  const first = variants[0]!;
  const pagePath = values.path ?? (await firstPropertyPath(first.origin));
  console.log(`${pagePath} · ${blocks} blocs de ${block} requêtes par variante, une à la fois, en alternance`);
  for (const variant of variants) await runCount(variant.origin + pagePath, 400, 10);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let index = 0; index < blocks; index += 1) {
    const before = variants.map((variant) => cpuMs(variant.pid)!);
    for (let turn = 0; turn < block; turn += 1) {
      for (const variant of shuffled(variants)) await get(variant.origin + pagePath, agent);
    }
    variants.forEach((variant, i) => variant.perRequest.push((cpuMs(variant.pid)! - before[i]!) / block));
    process.stdout.write(".");
  }
  agent.destroy();
  console.log("");
  const mean = (list: readonly number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  for (const variant of variants) {
    const paired = variant.perRequest.map((value, index) => value / first.perRequest[index]! - 1);
    const sorted = [...paired].sort((a, b) => a - b);
    const percent = (value: number) => `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} %`;
    console.log(
      `  ${variant.name.padEnd(16)} ${mean(variant.perRequest).toFixed(3)} ms par requête · ` +
        `${percent(mean(variant.perRequest) / mean(first.perRequest) - 1)} face à ${first.name} ` +
        `(par bloc : médiane ${percent(median(paired))}, de ${percent(sorted[0]!)} à ${percent(sorted.at(-1)!)})`,
    );
  }
}

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function get(url: string, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.once("end", () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${url} : ${response.statusCode}`)),
        );
      })
      .once("error", reject);
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
