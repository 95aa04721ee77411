import { randomBytes } from "node:crypto";
import type { Store } from "~/store/database.server";
import { siteStore } from "~/store/site-store.server";
import type { Database } from "~/store/schema";
import {
  keptUntil,
  mailboxOf,
  MAX_ALERTS_PER_ADDRESS,
  pendingSince,
  type AlertFrequency,
  type AlertStatus,
} from "./alert-rules";

/** One alert as its pages show it. */
export type Alert = {
  id: string;
  email: string;
  language: string;
  /** The French address of its list, with its canonical query (`/recherche?types=house`). */
  criteria: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  keepUntil: string;
};

const columns = ["id", "email", "language", "criteria", "frequency", "status", "keep_until"] as const;

/** The columns an alert's pages need, as the table has them. */
type Row = Pick<Database["alert"], (typeof columns)[number]>;

function alertOf(row: Row): Alert {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    criteria: row.criteria,
    frequency: row.frequency as AlertFrequency,
    status: row.status as AlertStatus,
    keepUntil: row.keep_until,
  };
}

/** What asking for an alert did: a new alert to confirm, one already there, or an address with no room left. */
export type Subscription =
  { kind: "new"; alert: Alert } | { kind: "known"; alert: Alert } | { kind: "full"; anyAlert: Alert };

export type AlertRequest = { email: string; language: string; criteria: string; frequency: AlertFrequency };

/**
 * The alerts of the site's store. Pending alerts older than PENDING_HOURS are deleted before any
 * count, so that an address is never full of alerts nobody confirmed.
 */
export function alertStore(store: Store, now: () => Date = () => new Date()) {
  async function deleteStalePending(): Promise<void> {
    await store
      .deleteFrom("alert")
      .where("status", "=", "pending")
      .where("created_at", "<", pendingSince(now()).toISOString())
      .execute();
  }

  async function ofAddress(email: string): Promise<Alert[]> {
    const rows = await store
      .selectFrom("alert")
      .select(columns)
      .where("email", "=", mailboxOf(email))
      .orderBy("created_at")
      .execute();
    return rows.map(alertOf);
  }

  return {
    ofAddress,

    async find(id: string): Promise<Alert | undefined> {
      await deleteStalePending();
      const row = await store.selectFrom("alert").select(columns).where("id", "=", id).executeTakeFirst();
      return row ? alertOf(row) : undefined;
    },

    /**
     * A new pending alert, unless the address has the same search already or ten confirmed alerts
     * (past ten, the oldest unconfirmed one is deleted for the new one).
     */
    async subscribe(request: AlertRequest): Promise<Subscription> {
      await deleteStalePending();
      const email = mailboxOf(request.email);
      const existing = await ofAddress(email);
      const same = existing.find((alert) => alert.criteria === request.criteria);
      if (same) {
        if (same.frequency !== request.frequency || same.language !== request.language) {
          await store
            .updateTable("alert")
            .set({ frequency: request.frequency, language: request.language })
            .where("id", "=", same.id)
            .execute();
        }
        return { kind: "known", alert: { ...same, frequency: request.frequency, language: request.language } };
      }
      if (existing.length >= MAX_ALERTS_PER_ADDRESS) {
        // Unconfirmed alerts do not fill an address: anyone can ask for them in its name. The oldest
        // one gives way to the new request; only confirmed ones make an address full.
        const pending = existing.find((alert) => alert.status === "pending");
        if (!pending) return { kind: "full", anyAlert: existing[0]! };
        await store.deleteFrom("alert").where("id", "=", pending.id).execute();
      }
      const created = now();
      const row: Row = {
        id: randomBytes(16).toString("base64url"),
        email,
        language: request.language,
        criteria: request.criteria,
        frequency: request.frequency,
        status: "pending",
        keep_until: keptUntil(created).toISOString(),
      };
      await store
        .insertInto("alert")
        .values({
          ...row,
          created_at: created.toISOString(),
          confirmed_at: null,
          last_sent_at: null,
          checked_at: null,
          reminded_at: null,
        })
        .execute();
      return { kind: "new", alert: alertOf(row) };
    },

    /**
     * The visitor followed the confirmation link: the listings new or cheaper from now on are sent,
     * and the alert is kept six months.
     */
    async confirm(id: string): Promise<void> {
      const at = now().toISOString();
      await store
        .updateTable("alert")
        .set({ status: "active", confirmed_at: at, checked_at: at, keep_until: keptUntil(new Date(at)).toISOString() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    },

    async pause(id: string, paused: boolean): Promise<void> {
      await store
        .updateTable("alert")
        .set({ status: paused ? "paused" : "active" })
        .where("id", "=", id)
        .where("status", "!=", "pending")
        .execute();
    },

    /** Six more months from now. */
    async keep(id: string): Promise<void> {
      await store
        .updateTable("alert")
        .set({ keep_until: keptUntil(now()).toISOString(), reminded_at: null })
        .where("id", "=", id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await store.deleteFrom("alert").where("id", "=", id).execute();
    },

    async removeAll(email: string): Promise<void> {
      await store.deleteFrom("alert").where("email", "=", mailboxOf(email)).execute();
    },
  };
}

export type AlertStore = ReturnType<typeof alertStore>;

/** The alerts of the site's own store (site-store.server.ts). */
export async function siteAlerts(): Promise<AlertStore> {
  return alertStore(await siteStore());
}
