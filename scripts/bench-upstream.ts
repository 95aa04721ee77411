/**
 * Speed of the embedded upstream on a large inventory (npm run bench).
 *
 *   npx tsx scripts/bench-upstream.ts [--file var/bench-inventory.json] [--count 5000] [--runs 1000]
 *
 * Uses the given SwissRETS file, or var/bench-inventory.json, generating it
 * with the demo generator when it is missing. Prints start-up validation and
 * indexing time, median and p95 of a filtered in-process search, and resident
 * memory, each beside its target; exits with 1 when a target is missed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import { searchIndex } from "@rli/upstream/search";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "var/bench-inventory.json" },
    count: { type: "string", default: "5000" },
    runs: { type: "string", default: "1000" },
  },
});

const file = path.resolve(values.file);
const count = Number(values.count);
const runs = Number(values.runs);

const targets = { startupMs: 2000, medianSearchMs: 5, rssMb: 300 };

/**
 * Generates the inventory when missing, then measures in a fresh process so
 * that the generator's memory does not count.
 */
async function ensureInventory(): Promise<void> {
  if (existsSync(file)) return;
  const { generateInventory } = await import("@rli/upstream/demo/generate");
  console.log(`Génération de ${count} biens dans ${path.relative(process.cwd(), file)}…`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(generateInventory({ count })));
  const rerun = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(rerun.status ?? 1);
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function line(label: string, value: string, target: string, ok: boolean): string {
  return `${label.padEnd(52)} ${value.padStart(14)}   cible ${target.padEnd(10)} ${ok ? "OK" : "DÉPASSÉ"}`;
}

await ensureInventory();

const started = performance.now();
const index = loadInventoryFile(file);
const startupMs = performance.now() - started;

const base: SearchCriteria = defaultCriteria();
const cities = index.cities.map((city) => city.postalCode);
const variants: SearchCriteria[] = [
  { ...base, budget: "500000-1000000", types: ["apartment"], minRooms: 3.5 },
  { ...base, actionType: "Louer", cities: cities.slice(0, 2), types: ["apartment", "house"] },
  { ...base, types: ["house"], cities: cities.slice(0, 3), page: 2 },
  { ...base, sold: true, minRooms: 2 },
  { ...base, budget: "0-300000", page: 3 },
];

for (let i = 0; i < 50; i++) searchIndex(index, variants[i % variants.length]!);
const times: number[] = [];
let found = 0;
for (let i = 0; i < runs; i++) {
  const criteria = variants[i % variants.length]!;
  const t0 = performance.now();
  const result = searchIndex(index, criteria);
  times.push(performance.now() - t0);
  found += result.totalItems;
}
times.sort((a, b) => a - b);
const median = percentile(times, 50);
const p95 = percentile(times, 95);
const rssMb = process.memoryUsage().rss / 1024 / 1024;

const listings = index.listingsByRef.size;
const promotions = index.promotionsByRef.size;
console.log(
  `Inventaire : ${path.relative(process.cwd(), file)} (${listings} biens dont lots, ${promotions} promotions)`,
);
console.log(
  line(
    "Démarrage (lecture, validation, conversion, index)",
    `${startupMs.toFixed(0)} ms`,
    `< ${targets.startupMs} ms`,
    startupMs < targets.startupMs,
  ),
);
console.log(
  line(
    `Recherche filtrée en mémoire, médiane (${runs} essais)`,
    `${median.toFixed(3)} ms`,
    `< ${targets.medianSearchMs} ms`,
    median < targets.medianSearchMs,
  ),
);
console.log(line("Recherche filtrée en mémoire, p95", `${p95.toFixed(3)} ms`, "—", true));
console.log(line("Mémoire résidente", `${rssMb.toFixed(0)} Mo`, `< ${targets.rssMb} Mo`, rssMb < targets.rssMb));
console.log(`(${(found / runs).toFixed(1)} résultats en moyenne par recherche)`);

if (startupMs >= targets.startupMs || median >= targets.medianSearchMs || rssMb >= targets.rssMb) process.exitCode = 1;
