import { DatabaseSync } from "node:sqlite";
import { signatureOf, signingKey } from "@rli/contract/signing/site-signature";

/**
 * Alerts of a made-up visitor written into the database the browser tests' server uses (it created and
 * migrated the file at its start), and the signed addresses of their pages, as the mails carry them:
 * what the pages are checked on without a mail going back and forth. Written again by every test file
 * that needs them (same rows, whatever the order).
 */

const DATABASE = process.env.E2E_DATABASE_FILE ?? "var/e2e-store/site.sqlite";
/** The server's SESSION_SECRET (playwright.config.ts), from which the links' keys are derived. */
const SECRET = "e2e-session-secret-0123456789";

const EMAIL = "pages-alertes@example.ch";
export const ALERT_IDS = {
  active: "e2e-alerte-active-0001",
  paused: "e2e-alerte-en-pause-01",
  pending: "e2e-alerte-attente-001",
};

const PAGES = {
  confirm: "/alertes/confirmer",
  manage: "/alertes/gerer",
  stop: "/alertes/arreter",
  keep: "/alertes/garder",
};
type Purpose = keyof typeof PAGES;

/** The signed address of the page `purpose` of alert `id`, as its mail gives it. */
export function alertPage(purpose: Purpose, id: string): string {
  const signature = signatureOf(signingKey(SECRET, `alert-${purpose}`), id);
  return `${PAGES[purpose]}?${new URLSearchParams({ alerte: id, signature })}`;
}

export function writeAlertFixtures(): void {
  const database = new DatabaseSync(DATABASE, { timeout: 5000 });
  const now = new Date();
  const keep = new Date(now.getTime() + 180 * 24 * 3600_000).toISOString();
  const insert = database.prepare(
    `INSERT OR REPLACE INTO alert (id, email, language, criteria, frequency, status, created_at, confirmed_at,
       last_sent_at, keep_until, checked_at, reminded_at) VALUES (?, ?, 'fr', ?, ?, ?, ?, ?, NULL, ?, ?, NULL)`,
  );
  const at = now.toISOString();
  insert.run(ALERT_IDS.active, EMAIL, "/vente/maison", "daily", "active", at, at, keep, at);
  insert.run(ALERT_IDS.paused, EMAIL, "/location/appartement", "weekly", "paused", at, at, keep, at);
  insert.run(ALERT_IDS.pending, EMAIL, "/vente/appartement/monthey-1870", "at-once", "pending", at, null, keep, null);
  database.close();
}
