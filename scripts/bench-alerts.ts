/**
 * Search alerts at the scale of a large agency (npm run bench).
 *
 *   npx tsx scripts/bench-alerts.ts [--alerts 10000] [--listings 3000]
 *
 * 1. In this process: 10,000 confirmed "at once" alerts of varied searches (to buy or to let, towns,
 *    kinds, budgets, rooms) in an SQLite database, and an upload of 3,000 new listings (the demo
 *    generator's, searched by the upstream's own search): one round of the alerts, as the server runs
 *    it, with the site's mailer writing every mail to an outbox. Time, peak memory, mails queued.
 * 2. Through the built server, its import folder and a real SMTP server: the same alerts, an upload
 *    of the same listings dropped into the folder, and the time from the copy to the first page of the
 *    new inventory, then to the first alert mail at the relay.
 *
 * Figures are printed beside their targets (round ≤ 60 s, its memory < 200 MB, first mail ≤ 120 s after
 * the upload is served), never asserted.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { listingPath } from "@rli/contract/agency/addresses";
import { budgetOptionsIn, indifferentBudget, type ActionType } from "@rli/contract/agency/search-options";
import { criteriaToQuery, defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { typeGroupValues } from "@rli/contract/agency/type-groups";
import { generateInventory } from "@rli/upstream/demo/generate";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import { createMailer } from "@rli/upstream/mail/mailer.server";
import { searchIndex } from "@rli/upstream/search";
import { runAlertRound } from "~/alerts/alert-round.server";
import { readSavedSearch } from "~/alerts/saved-search.server";
import { readOffers } from "~/listing/offers.server";
import { openSqliteStore, type Store } from "~/store/database.server";
import { startSmtpServer } from "../packages/upstream/tests/support/smtp";
import { startSite } from "../tests/support/site-process";

const { values } = parseArgs({
  options: {
    alerts: { type: "string", default: "10000" },
    listings: { type: "string", default: "3000" },
    /** 1 or 2: only that part. */
    part: { type: "string" },
  },
});
const alertCount = Number(values.alerts);
const listingCount = Number(values.listings);
const targets = { roundS: 60, roundMb: 200, firstMailS: 120 };

function row(label: string, value: string, target = "", ok?: boolean): string {
  const verdict = ok === undefined ? "" : ok ? "OK" : "DÉPASSÉ";
  return `  ${label.padEnd(56)} ${value.padStart(12)}   ${target ? `cible ${target}`.padEnd(18) : "".padEnd(18)} ${verdict}`;
}

const root = mkdtempSync(path.join(tmpdir(), "bench-alerts-"));
const inventoryFile = path.join(root, "inventory.json");
console.log(`Inventaire : ${listingCount} annonces (générateur de démonstration)…`);
const inventory = generateInventory({ count: listingCount, seed: "bench-alerts" });
writeFileSync(inventoryFile, JSON.stringify(inventory));
const index = loadInventoryFile(inventoryFile);
const offers = await readOffers(async (criteria) => searchIndex(index, criteria));
const postalCodes = index.cities.map((city) => city.postalCode);

/** A seeded sequence, so that two runs match the same searches. */
let seed = 55;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** The searches visitors save: three in five to buy; a town or two, often a kind, sometimes a budget or rooms. */
async function savedSearches(count: number): Promise<string[]> {
  const hrefs: string[] = [];
  for (let i = 0; i < count; i++) {
    const actionType: ActionType = random() < 0.6 ? "Acheter" : "Louer";
    const budgets = budgetOptionsIn("fr", actionType).map((option) => option.value);
    const criteria: SearchCriteria = {
      ...defaultCriteria(),
      actionType,
      cities:
        random() < 0.8 ? [...new Set([pick(postalCodes), ...(random() < 0.3 ? [pick(postalCodes)] : [])])].sort() : [],
      types: random() < 0.7 ? [pick(typeGroupValues)] : [],
      budget: random() < 0.5 ? pick(budgets) : indifferentBudget,
      minRooms: random() < 0.4 ? pick([2, 2.5, 3, 3.5, 4, 4.5, 5]) : 0,
    };
    const saved = await readSavedSearch(`/recherche?${criteriaToQuery(criteria)}`);
    if (saved) hrefs.push(saved.href);
  }
  return hrefs;
}

/** Confirmed at-once alerts, one address each, written as the site keeps them. */
async function writeAlerts(store: Store, hrefs: readonly string[], confirmedAt: Date): Promise<void> {
  const at = confirmedAt.toISOString();
  const keep = new Date(confirmedAt.getTime() + 180 * 24 * 3600_000).toISOString();
  const rows = hrefs.map((criteria, i) => ({
    id: `bench-alert-${String(i).padStart(8, "0")}`,
    email: `visiteur-${i}@example.ch`,
    language: pick(["fr", "fr", "fr", "de", "en"]),
    criteria,
    frequency: "at-once",
    status: "active",
    created_at: at,
    confirmed_at: at,
    last_sent_at: null,
    keep_until: keep,
    checked_at: at,
    reminded_at: null,
  }));
  await store.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto("alert")
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
}

const hrefs = await savedSearches(alertCount);
console.log(`${hrefs.length} recherches enregistrées, ${new Set(hrefs).size} différentes`);

// 1. One round in this process.
if (values.part !== "2") {
  const { store } = await openSqliteStore(path.join(root, "site.sqlite"));
  const outboxDir = path.join(root, "courrier");
  const mailer = createMailer({ from: "alertes@example.ch", to: "agence@example.ch", outboxDir, log: () => {} });
  const settings = { store, send: mailer.send, origin: "https://www.example.ch", holder: "bench" };
  // The listings the site offered before: one of them; the upload brings the others.
  await runAlertRound({
    ...settings,
    offers: async () => offers.slice(0, 1),
    now: () => new Date("2026-12-01T08:00:00Z"),
  });
  await writeAlerts(store, hrefs, new Date("2026-12-01T09:00:00Z"));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const report = await runAlertRound({
    ...settings,
    offers: async () => offers,
    now: () => new Date("2026-12-01T10:00:00Z"),
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const queued = readdirSync(outboxDir).filter((file) => file.endsWith(".eml")).length;
  const sent = await store
    .selectFrom("alert_sent")
    .select((query) => query.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  console.log(
    `\n1. Un tour des alertes dans ce processus (${hrefs.length} alertes, ${offers.length - 1} nouvelles annonces)`,
  );
  console.log(row("durée du tour", `${seconds.toFixed(1)} s`, `≤ ${targets.roundS} s`, seconds <= targets.roundS));
  console.log(row("par alerte", `${((seconds * 1000) / hrefs.length).toFixed(2)} ms`));
  const roundMb = (peak - before) / 1e6;
  console.log(row("mémoire résidente avant le tour (inventaire, index, recherches)", `${Math.round(before / 1e6)} Mo`));
  console.log(
    row(
      "mémoire prise par le tour, au plus haut",
      `${Math.round(roundMb)} Mo`,
      `< ${targets.roundMb} Mo`,
      roundMb < targets.roundMb,
    ),
  );
  console.log(row("courriels mis à l'envoi (boîte de sortie)", String(queued)));
  console.log(row("alertes envoyées / annonces portées", `${report.mailed} / ${report.listings}`));
  console.log(row("annonces envoyées, toutes alertes (alert_sent)", String(Number(sent.n))));
  // The round of every minute after it: nothing new, the same 10,000 alerts looked at.
  const quiet = performance.now();
  const next = await runAlertRound({
    ...settings,
    offers: async () => offers,
    now: () => new Date("2026-12-01T10:01:00Z"),
  });
  const quietS = (performance.now() - quiet) / 1000;
  console.log(row("tour suivant, rien de nouveau : durée", `${quietS.toFixed(2)} s`));
  console.log(row("tour suivant, rien de nouveau : courriels", String(next.mailed)));
  await store.destroy();
}

// 2. Through the built server: from the upload's copy to the first alert mail at the relay.
if (values.part !== "1") {
  const smtp = await startSmtpServer();
  const folder = path.join(root, "site");
  const incoming = path.join(folder, "envoi");
  mkdirSync(incoming, { recursive: true });
  // Ten listings offered before (not lots, not sold): the upload then brings the others.
  const before = new Set(
    offers
      .filter((item) => !item.isPromotion)
      .slice(0, 10)
      .map((item) => item.ref),
  );
  const few = {
    ...inventory,
    properties: inventory.properties.filter((property) => before.has(property.referenceId.toUpperCase())),
    projects: [],
  };
  writeFileSync(path.join(incoming, "export.json"), JSON.stringify(few));
  const database = path.join(folder, "site.sqlite");
  const site = await startSite({
    IMPORT_DIR: incoming,
    IMPORT_STORE_DIR: path.join(folder, "gardes"),
    IMPORT_QUIET_S: "1",
    DATABASE_FILE: database,
    OUTBOX_DIR: path.join(folder, "courrier"),
    SMTP_URL: smtp.url,
    MAIL_TO: "agence@example.ch",
  });
  const { store } = await openSqliteStore(database);
  // Alerts written once the site has looked at its first upload: the next one is new to them.
  while (!(await store.selectFrom("listing_seen").select("reference").executeTakeFirst())) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await writeAlerts(store, hrefs, new Date());
  const last = index.listingsByRef.get(inventory.properties.at(-1)!.referenceId.toUpperCase())!.property;
  const lastPath = listingPath({ ...last, promotionRef: last.promotionRef ?? undefined });
  const aside = path.join(folder, "export.json");
  writeFileSync(aside, JSON.stringify(inventory));
  const copied = performance.now();
  await rename(aside, path.join(incoming, "export.json"));
  let servedAt: number | undefined;
  while (performance.now() - copied < 240_000) {
    servedAt ??= (await site.get(lastPath)).status === 200 ? performance.now() : undefined;
    if (smtp.messages.some((message) => message.to.some((to) => to.startsWith("visiteur-")))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mailedAt = performance.now();
  servedAt ??= mailedAt;
  const fromServed = (mailedAt - servedAt) / 1000;
  console.log(`\n2. Par le serveur construit, son dossier de dépôt et un vrai serveur SMTP`);
  console.log(
    row("de la copie à la première page du nouvel inventaire", `${((servedAt - copied) / 1000).toFixed(1)} s`),
  );
  console.log(
    row(
      "de l'inventaire servi au premier courriel d'alerte",
      `${fromServed.toFixed(1)} s`,
      `≤ ${targets.firstMailS} s`,
      fromServed <= targets.firstMailS,
    ),
  );
  console.log(
    site
      .messages()
      .split("\n")
      .filter((line) => /^\[(import|alertes)\]/.test(line))
      .map((line) => `    ${line}`)
      .join("\n"),
  );
  await site.stop();
  await store.destroy();
  await smtp.close();
}

rmSync(root, { recursive: true, force: true });
