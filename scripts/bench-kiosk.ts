/**
 * Soak run of the kiosk: does a day of slideshow make the server's memory grow?
 *
 *   npx tsx scripts/bench-kiosk.ts [--screens 21600] [--kiosks 8] [--strays 10] [--mode loader|document]
 *
 * Follows the meta-refresh chain of the kiosk as a browser without JavaScript would, screen after
 * screen (21'600 screens of 4 s = 24 hours of one kiosk), for several kiosks at once, with the
 * upstream failing one cycle in four (loader mode); at every cycle a few requests name kiosks never seen before
 * (a bot trying addresses), so that the server's memory of last good lists has to stay bounded. Each screen goes through the kiosk's loader logic (`--mode loader`, the
 * default) or through the whole production build (`--mode document`, BUILD_DIR or build/:
 * loader, React rendering and document). Prints resident memory and heap after a warm-up and at
 * the end, each beside its target; exits with 1 when a target is missed.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { createApiClient } from "~/api/client.server";
import type { Property } from "@rli/contract/api/contract";
import { UnavailableError } from "~/api/errors";
import { kioskMemory, loadKioskPage, MAX_REMEMBERED_KIOSKS } from "~/kiosk/kiosk-page.server";
import { qrCodeCacheSize } from "~/kiosk/qr-code.server";

const { values } = parseArgs({
  options: {
    screens: { type: "string", default: "21600" },
    kiosks: { type: "string", default: "8" },
    strays: { type: "string", default: "10" },
    mode: { type: "string", default: "loader" },
  },
});

const screens = Number(values.screens);
const kioskCount = Number(values.kiosks);
const strayCount = Number(values.strays);
const mode = values.mode === "document" ? "document" : "loader";
const ORIGIN = "http://localhost:3000";

/** Growth allowed between the warm-up and the end, after a full garbage collection. */
const targets = { heapGrowthMb: 5, rssGrowthMb: 40 };

v8.setFlagsFromString("--expose_gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

const client = createApiClient();
let cycle = 0;
/** The upstream fails during one cycle in four. */
const fetchList = async (id: string): Promise<Property[]> => {
  if (cycle % 4 === 3) throw new UnavailableError("down", "Connexion refusée (simulation)", `/properties/screen/${id}`);
  return client.getScreenProperties(id);
};

type Render = (href: string) => Promise<string>;

/** One screen: its loader logic, returning the address of the next screen. */
const renderWithLoader: Render = async (href) => {
  const url = new URL(href, ORIGIN);
  const id = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  const page = await loadKioskPage(id, url.searchParams, {
    origin: ORIGIN,
    fetchList,
    memory: kioskMemory,
    onError: () => {},
  });
  return page.nextHref;
};

/** One screen through the production build; the next address is read from the meta refresh. */
async function documentRenderer(): Promise<Render> {
  const { createRequestHandler } = await import("@remix-run/node");
  const buildDir = process.env.BUILD_DIR || "build";
  const build = await import(path.resolve(buildDir, "server/index.js"));
  const handle = createRequestHandler(build, "production");
  // The whole build calls the embedded upstream itself; failures cannot be injected there.
  return async (href) => {
    const response = await handle(new Request(new URL(href, ORIGIN), { headers: { Host: "localhost:3000" } }));
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${href} : statut ${response.status}`);
    const next = /http-equiv="refresh" content="\d+;url=([^"]+)"/.exec(html)?.[1];
    if (!next) throw new Error(`${href} : pas de meta refresh`);
    return next.replace(/&amp;/g, "&");
  };
}

/**
 * Memory at rest: collected several times, letting finalizers (of fetch requests, for one) run in
 * between. A rendered document stays referenced until its streaming abort timer fires
 * (entry.server.tsx, 11 s): in document mode the measure waits for those timers first.
 */
async function memory() {
  if (mode === "document") await new Promise((resolve) => setTimeout(resolve, 12_000));
  for (let pass = 0; pass < 4; pass += 1) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: rss / 1024 / 1024, heapMb: heapUsed / 1024 / 1024 };
}

function line(label: string, value: string, target: string, ok: boolean): string {
  return `${label.padEnd(46)} ${value.padStart(12)}   cible ${target.padEnd(10)} ${ok ? "OK" : "DÉPASSÉ"}`;
}

const render = mode === "document" ? await documentRenderer() : renderWithLoader;
const kiosks = Array.from({ length: kioskCount }, (_, index) => ({ next: `/vitrine/vitrine-${index + 1}` }));

let strays = 0;

/**
 * Runs `count` screens, each kiosk in turn; a cycle ends whenever the first kiosk is back home,
 * and brings its stray requests.
 */
async function run(count: number): Promise<void> {
  for (let done = 0; done < count;) {
    for (const kiosk of kiosks) {
      kiosk.next = await render(kiosk.next);
      done += 1;
    }
    if (kiosks[0]!.next === "/vitrine/vitrine-1") {
      cycle += 1;
      for (let index = 0; index < strayCount; index += 1) {
        strays += 1;
        await render(`/vitrine/inconnue-${strays}?ecran=2`);
      }
    }
  }
}

// Warm-up: a few cycles, so that caches, compiled code and the memory of lists are in place.
await run(kioskCount * 40);
const start = await memory();
const [cyclesBefore, straysBefore] = [cycle, strays];
const started = performance.now();
await run(screens);
const seconds = (performance.now() - started) / 1000;
const end = await memory();

const heapGrowth = end.heapMb - start.heapMb;
const rssGrowth = end.rssMb - start.rssMb;
console.log(
  `Vitrine : ${screens} écrans (${mode === "document" ? "documents complets" : "logique du loader"}), ${kioskCount} vitrines, ` +
    `${cycle - cyclesBefore} cycles, ${mode === "loader" ? "API en panne un cycle sur quatre, " : ""}` +
    `${strays - straysBefore} requêtes d'écrans inconnus, ` +
    `${seconds.toFixed(1)} s`,
);
console.log(`Début : RSS ${start.rssMb.toFixed(1)} Mo, tas ${start.heapMb.toFixed(1)} Mo`);
console.log(`Fin   : RSS ${end.rssMb.toFixed(1)} Mo, tas ${end.heapMb.toFixed(1)} Mo`);
console.log(
  line(
    "Croissance du tas",
    `${heapGrowth.toFixed(2)} Mo`,
    `≤ ${targets.heapGrowthMb} Mo`,
    heapGrowth <= targets.heapGrowthMb,
  ),
);
console.log(
  line(
    "Croissance de la mémoire résidente",
    `${rssGrowth.toFixed(2)} Mo`,
    `≤ ${targets.rssGrowthMb} Mo`,
    rssGrowth <= targets.rssGrowthMb,
  ),
);
if (mode === "loader") {
  console.log(
    line(
      "Listes mémorisées",
      String(kioskMemory.size),
      `≤ ${MAX_REMEMBERED_KIOSKS}`,
      kioskMemory.size <= MAX_REMEMBERED_KIOSKS,
    ),
  );
  console.log(line("Codes QR en cache", String(qrCodeCacheSize()), "≤ 256", qrCodeCacheSize() <= 256));
}
const ok = heapGrowth <= targets.heapGrowthMb && rssGrowth <= targets.rssGrowthMb;
process.exit(ok ? 0 : 1);
