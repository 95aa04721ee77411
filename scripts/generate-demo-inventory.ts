/**
 * Writes the demo SwissRETS inventory, checked against the SwissRETS schema.
 *
 *   npx tsx scripts/generate-demo-inventory.ts
 *       → packages/upstream/src/demo/inventory.json (48 listings and 3 promotions)
 *   npx tsx scripts/generate-demo-inventory.ts --count 5000 --out var/bench-inventory.json
 *       → a large inventory for the benchmark, from the same generator
 *
 * Options: --count N, --seed TEXT, --out PATH, --now ISO-DATE.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { validateSwissRets } from "@qualipool/swissrets-json";
import { DEMO_DEFAULTS, generateInventory } from "@rli/upstream/demo/generate";

export const DEMO_INVENTORY_PATH = "packages/upstream/src/demo/inventory.json";

const { values } = parseArgs({
  options: {
    count: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    now: { type: "string" },
  },
});

const count = values.count === undefined ? DEMO_DEFAULTS.count : Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--count must be a positive whole number, got ${values.count}`);
  process.exit(2);
}
const out = values.out ?? DEMO_INVENTORY_PATH;
const started = performance.now();
const inventory = generateInventory({ count, seed: values.seed, now: values.now });
const errors = validateSwissRets(JSON.stringify(inventory));
if (errors.length > 0) {
  const first = errors[0];
  console.error(`The generated inventory is not valid SwissRETS: ${first?.instancePath} ${first?.message}`);
  process.exit(1);
}
const text = count > 200 ? JSON.stringify(inventory) : `${JSON.stringify(inventory, null, 2)}\n`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(
  `${out}: ${inventory.properties.length} properties (${count} listings and ${inventory.properties.length - count} promotion lots), ` +
    `${inventory.projects.length} promotions, ${(text.length / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms`,
);
