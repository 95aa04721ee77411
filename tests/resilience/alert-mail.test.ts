import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { openMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { alertStore } from "~/alerts/alert-store.server";
import { openSqliteStore, type Store } from "~/store/database.server";
import { startSmtpServer, closedSmtpUrl, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { decodeWords, parseMail, textPart } from "../../packages/upstream/tests/support/mime";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * Search alerts through the production server, its import folder and a real SMTP server: a new
 * upload's listing reaches an "at once" alert within the round the upload starts, with its one-click
 * stop, which the site honours; an address the relay refuses for good loses its alerts; a server
 * stopped while its alerts leave sends the rest after its restart, none twice; two processes sharing
 * the database mail each address once; with the relay down,
 * the alerts wait in the encrypted spool.
 */

const FIXTURE = "tests/fixtures/api/inventory.json";
const spoolKeyOfSite = spoolKey(DEV_MAIL_SPOOL_SECRET);
const inventory = JSON.parse(await readFile(FIXTURE, "utf8"));
const index = loadInventoryFile(FIXTURE);
const forSale = inventory.properties
  .map((property: { referenceId: string }) => property.referenceId.toUpperCase())
  .filter((ref: string) => {
    const property = index.listingsByRef.get(ref)?.property;
    return property && property.status === "active" && !property.promotionRef && property.type === "buy";
  }) as string[];
const [kept, added, later] = forSale as [string, string, string];

let root: string;

function exportWith(refs: readonly string[]): string {
  const properties = inventory.properties.filter((property: { referenceId: string }) =>
    refs.includes(property.referenceId.toUpperCase()),
  );
  return JSON.stringify({ ...inventory, properties, projects: [] });
}

/** An upload as an FTP client leaves it: written aside, then renamed into the folder. */
async function upload(folder: string, refs: readonly string[]): Promise<void> {
  const aside = path.join(root, `export-${Date.now()}.json`);
  await writeFile(aside, exportWith(refs));
  await rename(aside, path.join(folder, "export.json"));
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`toujours pas après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** A folder for one site: its import folder holding `refs`, its database and its outbox. */
async function siteFolder(name: string, refs: readonly string[]) {
  const folder = path.join(root, name);
  const incoming = path.join(folder, "envoi");
  await mkdir(incoming, { recursive: true });
  await writeFile(path.join(incoming, "export.json"), exportWith(refs));
  return {
    incoming,
    env: (smtpUrl: string) => ({
      IMPORT_DIR: incoming,
      IMPORT_STORE_DIR: path.join(folder, "gardes"),
      IMPORT_QUIET_S: "0.3",
      IMPORT_POLL_S: "0.1",
      DATABASE_FILE: path.join(folder, "site.sqlite"),
      OUTBOX_DIR: path.join(folder, "courrier"),
      SMTP_URL: smtpUrl,
    }),
    database: path.join(folder, "site.sqlite"),
    spool: path.join(folder, "courrier", SPOOL_FOLDER),
  };
}

/** Confirmed "at once" alerts of the listings for sale, one per address, written as the site writes them. */
async function alertsFor(database: string, emails: readonly string[]): Promise<Store> {
  const { store } = await openSqliteStore(database);
  const alerts = alertStore(store);
  for (const email of emails) {
    const made = await alerts.subscribe({ email, language: "fr", criteria: "/vente", frequency: "at-once" });
    if (made.kind === "new") await alerts.confirm(made.alert.id);
  }
  return store;
}

/** Once the site's rounds have looked at the listings of its first upload: what comes next is new. */
async function lookedAt(store: Store, ref: string): Promise<void> {
  await until(
    async () =>
      (await store.selectFrom("listing_seen").select("reference").where("reference", "=", ref).executeTakeFirst()) !==
      undefined,
    30_000,
  );
}

const sites: SiteProcess[] = [];
const servers: TestSmtpServer[] = [];
const stores: Store[] = [];

beforeAll(async () => {
  expect(forSale.length).toBeGreaterThanOrEqual(3);
  await mkdir("var", { recursive: true });
  root = path.resolve(await mkdtemp("var/test-alerts-"));
});

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(stores.map((store) => store.destroy()));
  await rm(root, { recursive: true, force: true });
});

describe("search alerts through the production server", () => {
  it("mails an upload's new listing to an at-once alert within its round, with a one-click stop the site honours", async () => {
    const smtp = await startSmtpServer({ refuse: (bytes) => bytes.includes("refuse@example.ch"), code: 550 });
    servers.push(smtp);
    const folder = await siteFolder("a-la-fois", [kept]);
    const site = await startSite(folder.env(smtp.url));
    sites.push(site);
    const store = await alertsFor(folder.database, ["claire@example.ch", "refuse@example.ch"]);
    stores.push(store);
    await lookedAt(store, kept);

    await upload(folder.incoming, [kept, added]);
    const ms = await until(() => smtp.messages.some((message) => message.to.includes("claire@example.ch")), 60_000);
    console.info(`alerte reçue par le relais ${ms} ms après le dépôt de l'envoi`);
    const mail = parseMail(smtp.messages.find((message) => message.to.includes("claire@example.ch"))!.raw);
    expect(decodeWords(mail.headers.get("subject") ?? "")).toBe("Une nouvelle annonce pour votre recherche");
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    const stop = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1];
    expect(stop).toBeDefined();

    // The upload's report tells the agency the demand its new listing met, counts only.
    const texts = () => smtp.messages.map((message) => textPart(parseMail(message.raw)));
    await until(() => texts().some((text) => text.includes("Alertes e-mail des visiteurs")), 10_000);
    const report = texts().find((text) => text.includes("Alertes e-mail des visiteurs"))!;
    expect(report).toMatch(/Alertes e-mail des visiteurs : [12] alertes? recherchen?t une de ces nouvelles annonces/);
    expect(report).not.toMatch(/claire@example\.ch|refuse@example\.ch/);

    // The relay refused the other address for good: its alert is gone.
    await until(async () => (await alertStore(store).ofAddress("refuse@example.ch")).length === 0, 10_000);

    // The mail provider posts the stop as RFC 8058 says: no cookie, no Origin.
    const url = new URL(stop!);
    const answer = await fetch(`${site.origin}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(answer.status).toBeLessThan(400);
    expect(await alertStore(store).ofAddress("claire@example.ch")).toEqual([]);
    expect(site.log()).not.toMatch(/claire@example\.ch|refuse@example\.ch/);
  }, 90_000);

  it("sends the rest after a restart when stopped while its alerts leave, none twice", async () => {
    const smtp = await startSmtpServer({ delayMs: 150 });
    servers.push(smtp);
    const folder = await siteFolder("arret", [kept]);
    const emails = Array.from({ length: 24 }, (_, i) => `visiteur-${i + 1}@example.ch`);
    const store = await alertsFor(folder.database, emails);
    stores.push(store);
    // The upload's report goes to the agency through the same relay: only the visitors' mails count here.
    const toVisitors = () => smtp.messages.flatMap((message) => message.to).filter((to) => emails.includes(to));
    const first = await startSite(folder.env(smtp.url));
    await lookedAt(store, kept);
    await upload(folder.incoming, [kept, added]);
    await until(() => toVisitors().length >= 3, 60_000);
    await first.stop();
    const beforeRestart = toVisitors().length;
    expect(beforeRestart).toBeLessThan(emails.length);
    const recorded = await store.selectFrom("alert_sent").select("alert_id").execute();
    expect(recorded).toHaveLength(beforeRestart);

    const second = await startSite(folder.env(smtp.url));
    sites.push(second);
    await until(() => toVisitors().length >= emails.length, 60_000);
    // A second round after the last mail sends nothing more.
    await second.waitForLog(/alerte\(s\) envoyée\(s\)/);
    expect(toVisitors().sort()).toEqual([...emails].sort());
  }, 120_000);

  it("lets one of two processes sharing the database and the import folder send, each address once", async () => {
    // A relay slow enough for the second process to serve the upload while the first is still sending.
    const smtp = await startSmtpServer({ delayMs: 100 });
    servers.push(smtp);
    const folder = await siteFolder("deux-processus", [kept]);
    const emails = Array.from({ length: 24 }, (_, i) => `deux-${i + 1}@example.ch`);
    const store = await alertsFor(folder.database, emails);
    stores.push(store);
    const both = await Promise.all([startSite(folder.env(smtp.url)), startSite(folder.env(smtp.url))]);
    sites.push(...both);
    await lookedAt(store, kept);
    await upload(folder.incoming, [kept, added]);
    const toVisitors = () => smtp.messages.flatMap((message) => message.to).filter((to) => emails.includes(to));
    await until(() => toVisitors().length >= emails.length, 60_000);
    // Both processes served the upload; the lease is free again once the rounds are over.
    await until(async () => (await store.selectFrom("lease").selectAll().execute()).length === 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(toVisitors().sort()).toEqual([...emails].sort());
    const sending = both.filter((site) => /\[alertes\] [1-9]\d* alerte\(s\) envoyée\(s\)/.test(site.messages()));
    expect(sending).toHaveLength(1);
    expect(both.map((site) => site.alive())).toEqual([true, true]);
  }, 90_000);

  it("keeps the alerts in the encrypted spool while the relay is down", async () => {
    const folder = await siteFolder("relais-en-panne", [kept]);
    const store = await alertsFor(folder.database, ["attente@example.ch"]);
    stores.push(store);
    const site = await startSite(folder.env(await closedSmtpUrl()));
    sites.push(site);
    await lookedAt(store, kept);
    await upload(folder.incoming, [kept, later]);
    const spooled = async () => (await readdir(folder.spool).catch(() => [])).filter((file) => file.endsWith(".eml"));
    const sent = async () =>
      (await store.selectFrom("alert_sent").select("reference").execute()).map((row) => row.reference);
    await until(async () => (await sent()).length === 1, 60_000);
    expect(await sent()).toEqual([later]);
    // The alert waits among the uploads' reports to the agency, none in clear (DEMO=1: the development key).
    const waiting = async () => {
      const files = await spooled();
      const clear = await Promise.all(
        files.map(async (file) => openMail(await readFile(path.join(folder.spool, file)), spoolKeyOfSite).toString()),
      );
      return { files, toVisitor: clear.filter((mail) => /^To: attente@example\.ch/m.test(mail)) };
    };
    await until(async () => (await waiting()).toVisitor.length === 1, 10_000);
    expect((await waiting()).toVisitor[0]).toContain(`List-Unsubscribe-Post: List-Unsubscribe=One-Click`);
    for (const file of (await waiting()).files) {
      const bytes = await readFile(path.join(folder.spool, file));
      expect(bytes.includes("attente@example.ch")).toBe(false);
    }
  }, 90_000);
});
