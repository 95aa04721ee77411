/**
 * What a page leaves for the old generation (decision 130).
 *
 *   npx tsx scripts/retained-per-page.ts [--path /vente/…] [--pages 5] [--rounds 3]
 *
 * Uses an existing build (BUILD_DIR, default build/; run `npm run build` first). Starts
 * `node --expose-gc --trace-gc-nvp build/server.js` on loopback (NODE_ENV=production, DEMO=1,
 * PAGE_CACHE_S=0), which runs a young-generation collection on SIGUSR2, pinned to core 1 while this
 * script stays on core 0 (when taskset exists), and warms it up. Each round then runs two young
 * collections with the server idle, asks for `--pages` pages one after the other (default: the first
 * property page linked from /annonces), waits 200 ms, and runs two young collections again. Nothing of
 * a page already answered should survive a young collection: what the first one keeps anyway is held
 * from the old generation, the second one promotes it, and it stays until the next full collection.
 * Printed per round and per page. Five property pages fit in the young generation between the two
 * pairs; a round in which V8 collected on its own meanwhile is flagged.
 */
import { parseArgs } from "node:util";
import { runCount } from "./bench/load";
import { freePort, pinSelf, startSite, stopChild } from "./bench/processes";
import { firstPropertyPath } from "./bench/site-addresses";

const { values } = parseArgs({
  options: {
    path: { type: "string" },
    pages: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
  },
});
const pages = Math.min(50, Math.max(1, Number(values.pages) || 5));
const rounds = Math.min(20, Math.max(1, Number(values.rounds) || 3));
const buildDir = process.env.BUILD_DIR || "build";

const MARK = "COLLECTE-JEUNE";
const onSignal = `process.on("SIGUSR2",()=>{console.log("${MARK}");gc({type:"minor"})})`;

type Scavenge = { promotedKb: number; survivedKb: number };

function scavengesIn(text: string): Scavenge[] {
  const field = (line: string, name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(line)?.[1] ?? 0) / 1024;
  return text
    .split("\n")
    .filter((line) => / gc=s /.test(` ${line}`))
    .map((line) => ({ promotedKb: field(line, "promoted"), survivedKb: field(line, "new_space_survived") }));
}

async function main() {
  pinSelf(0);
  const port = await freePort(Number(process.env.RETAINED_PORT ?? 4452));
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child = await startSite({
    port,
    buildDir,
    outboxDir: "var/retained-per-page/outbox",
    core: 1,
    nodeArgs: ["--expose-gc", "--trace-gc-nvp", `--import=data:text/javascript,${onSignal}`],
    env: { PAGE_CACHE_S: "0" },
    log: (text) => (output += text),
  });
  try {
    const pagePath = values.path ?? (await firstPropertyPath(origin));
    const url = new URL(pagePath, origin).href;
    await runCount(url, 300, 4);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** One young collection run on demand: what it kept and what it promoted. */
    const collect = async (): Promise<Scavenge> => {
      const from = output.length;
      child.kill("SIGUSR2");
      for (let waited = 0; waited < 3000; waited += 20) {
        const after = output.slice(from);
        const marked = after.indexOf(MARK);
        const found = marked >= 0 ? scavengesIn(after.slice(marked)) : [];
        if (found.length > 0) return found[0]!;
        await pause(20);
      }
      throw new Error("Le serveur n'a pas fait la collecte demandée (SIGUSR2).");
    };
    console.log(`${pagePath} : ${pages} page(s) par tour, ${rounds} tour(s), build ${buildDir}/`);
    for (let round = 1; round <= rounds; round += 1) {
      await pause(500);
      await collect();
      await collect();
      const before = output.length;
      for (let page = 0; page < pages; page += 1) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${pagePath} répond ${response.status}.`);
      }
      await pause(200);
      const ownCollections = scavengesIn(output.slice(before)).length;
      const kept = await collect();
      const promoted = await collect();
      console.log(
        `  tour ${round} : gardé après les pages ${kept.survivedKb.toFixed(0)} KB, promu ensuite ${promoted.promotedKb.toFixed(0)} KB, soit ${(promoted.promotedKb / pages).toFixed(1)} KB par page${ownCollections > 0 ? ` (V8 a collecté ${ownCollections} fois pendant les pages : chiffres mêlés)` : ""}`,
      );
    }
  } finally {
    stopChild(child);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
