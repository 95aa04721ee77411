import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PropertyItem, SearchItem } from "@rli/contract/api/contract";
import type { SentMail, SiteMail } from "~/api/transport.server";
import { searchProperties } from "~/api/client.server";
import { alertOfLink } from "~/alerts/alert-links.server";
import { runAlertRound, type RoundSettings } from "~/alerts/alert-round.server";
import { alertStore } from "~/alerts/alert-store.server";
import { readOffers } from "~/listing/offers.server";
import type { Store } from "~/store/database.server";
import { takeLease } from "~/store/lease.server";
import { storeKinds, testStores } from "../../support/test-stores";

/**
 * The alerts' rounds over the embedded upstream's listings: what the site offered before an alert is
 * never mailed; a new listing goes at once to the alerts it meets, daily ones at 07:00 in Switzerland,
 * each listing once and again when its price falls; one process sends at a time; a mail the mailer
 * could not take is sent at the next round, one stopped half-way sends the rest next time, none twice;
 * an address the relay refuses for good, or an alert out of time, is deleted. On SQLite, and on
 * PostgreSQL where it is installed.
 */

const origin = "https://www.example.ch";
const stores = testStores();
let store: Store;
let offered: SearchItem[];
let mails: SiteMail[];

beforeAll(async () => {
  offered = await readOffers(searchProperties);
  expect(offered.length).toBeGreaterThan(12);
  expect(offered.some((item) => item.isPromotion)).toBe(true);
});

afterAll(() => stores.closeAll());

const accept = async (mail: SiteMail): Promise<SentMail> => {
  mails.push(mail);
  return { via: "outbox", messageId: `<${mails.length}@example.ch>`, file: "" } as SentMail;
};

function round(at: string, offers: SearchItem[], more: Partial<RoundSettings> = {}) {
  return runAlertRound({
    store,
    offers: async () => offers,
    send: accept,
    origin,
    holder: "process-a",
    now: () => new Date(at),
    ...more,
  });
}

async function alertFor(
  email: string,
  criteria: string,
  frequency: "at-once" | "daily" | "weekly",
  at: string,
  language = "fr",
) {
  const alerts = alertStore(store, () => new Date(at));
  const made = await alerts.subscribe({ email, language, criteria, frequency });
  if (made.kind !== "new") throw new Error(made.kind);
  await alerts.confirm(made.alert.id);
  return made.alert.id;
}

/** A house for sale of the demo, offered again under another reference (a new upload's listing). */
function newHouse(ref: string, price: number): PropertyItem {
  const house = offered.find(
    (item): item is PropertyItem =>
      !item.isPromotion &&
      item.type === "buy" &&
      item.price > 0 &&
      item.categories.some((c) => c.name === "single-house"),
  );
  if (!house) throw new Error("the demo has no house for sale");
  return { ...house, ref, price, title: `Maison ${ref}`, translations: [] };
}

describe.each(storeKinds)("the alerts' rounds (%s)", (kind) => {
  beforeEach(async () => {
    store = await stores.open(kind);
    mails = [];
  });

  it("mails an upload's new listing at once to the alerts it meets, once, and again when its price falls", async () => {
    expect((await round("2026-12-01T08:00:00Z", offered)).fresh).toBe(0);
    await alertFor("houses@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    await alertFor("flats@example.ch", "/location", "at-once", "2026-12-01T09:00:00Z");
    expect(await round("2026-12-01T09:01:00Z", offered)).toMatchObject({ held: true, mailed: 0 });

    const upload = [newHouse("ALERTE-1", 900_000), ...offered];
    const first = await round("2026-12-01T10:00:00Z", upload);
    expect(first).toMatchObject({ fresh: 1, mailed: 1, listings: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "houses@example.ch", subject: "Une nouvelle annonce pour votre recherche" });
    expect(mails[0]!.text).toContain("Maison ALERTE-1");
    expect(mails[0]!.text).toContain("CHF 900'000.–");
    expect(mails[0]!.text).toMatch(/https:\/\/www\.example\.ch\/[^\s]*alerte-1/i);
    expect(mails[0]!.html).toMatch(/<img src="https:\/\/www\.example\.ch\/images\//);

    expect((await round("2026-12-01T10:01:00Z", upload)).mailed).toBe(0);
    expect(mails).toHaveLength(1);

    const cheaper = [newHouse("ALERTE-1", 850_000), ...offered];
    expect(await round("2026-12-01T11:00:00Z", cheaper)).toMatchObject({ fallen: 1, mailed: 1 });
    expect(mails[1]!.text).toContain("CHF 850'000.–");
    expect(mails[1]!.text).toContain("Prix en baisse (avant : CHF 900'000.–)");
    expect((await round("2026-12-01T11:01:00Z", cheaper)).mailed).toBe(0);
  });

  it("mails nothing again for a listing a partial upload left out and the next brought back; one back after a month is new", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("back@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    const upload = [newHouse("ALERTE-8", 900_000), ...offered];
    expect((await round("2026-12-01T10:00:00Z", upload)).mailed).toBe(1);
    expect((await round("2026-12-01T11:00:00Z", offered)).gone).toBe(1);
    expect(await round("2026-12-02T10:00:00Z", upload)).toMatchObject({ fresh: 0, mailed: 0 });
    await round("2026-12-03T10:00:00Z", offered);
    await round("2027-01-03T10:00:00Z", offered);
    expect(await round("2027-01-04T10:00:00Z", upload)).toMatchObject({ fresh: 1, mailed: 1 });
  });

  it("writes each alert's mail in its own language, its links to the pages in that language", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("london@example.co.uk", "/vente/maison", "at-once", "2026-12-01T09:00:00Z", "en");
    await alertFor("zuerich@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z", "de");
    await round("2026-12-01T10:00:00Z", [newHouse("ALERTE-11", 910_000), ...offered]);
    const english = mails.find((mail) => mail.to === "london@example.co.uk")!;
    expect(english.subject).toBe("A new listing for your search");
    expect(english.text).toContain("Here is what is new for your search:");
    expect(english.text).toMatch(/https:\/\/www\.example\.ch\/en\/vente\/[^\s]*alerte-11/);
    expect(english.text).toMatch(/Stop this alert: https:\/\/www\.example\.ch\/en\/alertes\/arreter\?/);
    expect(english.text).toContain("This alert is kept until 1 June 2027.");
    const german = mails.find((mail) => mail.to === "zuerich@example.ch")!;
    expect(german.subject).toBe("Ein neues Inserat für Ihre Suche");
    expect(german.text).toMatch(/Dieses Suchabo beenden: https:\/\/www\.example\.ch\/de\/alertes\/arreter\?/);
    expect(german.text).toContain("Dieses Suchabo bleibt bis zum 01.06.2027 bestehen.");
    expect(german.text).toContain("CHF 910'000.–");
  });

  it("keeps daily alerts for 07:00 in Switzerland, with all that came since", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("daily@example.ch", "/vente", "daily", "2026-12-01T09:00:00Z");
    const upload = [newHouse("ALERTE-2", 700_000), newHouse("ALERTE-3", 750_000), ...offered];
    expect((await round("2026-12-01T12:00:00Z", upload)).mailed).toBe(0);
    // 07:00 in Zurich is 06:00 UTC in winter.
    expect((await round("2026-12-02T05:59:00Z", upload)).mailed).toBe(0);
    expect((await round("2026-12-02T06:00:30Z", upload)).mailed).toBe(1);
    expect(mails[0]!.subject).toBe("2 nouvelles annonces pour votre recherche");
    expect((await round("2026-12-02T06:10:00Z", upload)).mailed).toBe(0);
  });

  it("reads the listings again only after an upload, or for a due alert waiting for what the last look found", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("quiet@example.ch", "/vente/maison", "daily", "2026-12-01T09:00:00Z");
    const upload = [newHouse("ALERTE-10", 880_000), ...offered];
    expect((await round("2026-12-01T10:00:00Z", upload)).fresh).toBe(1);
    let reads = 0;
    const unchanged = {
      offers: async () => {
        reads++;
        return upload;
      },
      unchanged: () => true,
    };
    expect((await round("2026-12-01T10:01:00Z", upload, unchanged)).mailed).toBe(0);
    expect(reads).toBe(0);
    // 07:00 in Switzerland: the daily alert has not had the new house yet.
    expect((await round("2026-12-02T06:01:00Z", upload, unchanged)).mailed).toBe(1);
    expect(reads).toBe(1);
    await round("2026-12-02T06:02:00Z", upload, unchanged);
    expect(reads).toBe(1);
  });

  it("carries twenty listings at most, then the search's link", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("many@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    const upload = [...Array.from({ length: 23 }, (_, i) => newHouse(`LOT-${i + 1}`, 800_000 + i)), ...offered];
    await round("2026-12-01T10:00:00Z", upload);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("23 nouvelles annonces pour votre recherche");
    expect(mail.text.match(/Maison LOT-/g)).toHaveLength(20);
    expect(mail.text).toContain("3 annonces de plus sont sur le site.");
    expect(mail.text).toContain(`Voir la recherche : ${origin}/vente/maison`);
  });

  it("gives every mail a one-click stop, and links to keep and to manage the alert, signed for their purpose", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    const id = await alertFor("links@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    await round("2026-12-01T10:00:00Z", [newHouse("ALERTE-4", 900_000), ...offered]);
    const mail = mails[0]!;
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const stop = new URL(/^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")![1]!);
    expect(stop.origin + stop.pathname).toBe(`${origin}/alertes/arreter`);
    expect(alertOfLink(stop.searchParams, "stop")).toBe(id);
    expect(alertOfLink(stop.searchParams, "keep")).toBeUndefined();
    for (const [page, purpose] of [
      ["garder", "keep"],
      ["gerer", "manage"],
    ] as const) {
      const link = new URL(new RegExp(`${origin}/alertes/${page}\\?\\S+`).exec(mail.text)![0]);
      expect(alertOfLink(link.searchParams, purpose)).toBe(id);
    }
    expect(mail.text).toContain("Cette alerte est gardée jusqu'au 01.06.2027.");
  });

  it("lets one process send at a time", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("lease@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    expect(await takeLease(store, "alerts", "process-b", new Date("2026-12-01T09:59:00Z"), 300)).toBe(true);
    const upload = [newHouse("ALERTE-5", 900_000), ...offered];
    expect(await round("2026-12-01T10:00:00Z", upload)).toMatchObject({ held: false, mailed: 0 });
    // The other process stopped without giving the lease back: free once its five minutes are past.
    expect(await round("2026-12-01T10:05:00Z", upload)).toMatchObject({ held: true, mailed: 1 });
  });

  it("sends at the next round a mail the mailer could not take, and the rest of a round stopped half-way, none twice", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    for (const name of ["a", "b", "c"])
      await alertFor(`${name}@example.ch`, "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    const upload = [newHouse("ALERTE-6", 900_000), ...offered];
    let calls = 0;
    const failing = async (mail: SiteMail) => {
      if (++calls === 1) throw new Error("disk full");
      return accept(mail);
    };
    let sent = 0;
    const report = await round("2026-12-01T10:00:00Z", upload, {
      send: async (mail) => {
        sent++;
        return failing(mail);
      },
      stopping: () => sent >= 2,
    });
    expect(report).toMatchObject({ failed: 1, mailed: 1 });
    expect(await round("2026-12-01T10:01:00Z", upload)).toMatchObject({ mailed: 2 });
    expect(await round("2026-12-01T10:02:00Z", upload)).toMatchObject({ mailed: 0 });
    expect(mails.map((mail) => mail.to).sort()).toEqual(["a@example.ch", "b@example.ch", "c@example.ch"]);
  });

  it("stops a round whose lease another process took meanwhile (a round longer than its lease)", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    for (const name of ["x", "y", "z"])
      await alertFor(`${name}@example.ch`, "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    let clock = new Date("2026-12-01T10:00:00Z");
    const report = await round("2026-12-01T10:00:00Z", [newHouse("ALERTE-9", 900_000), ...offered], {
      now: () => clock,
      send: async (mail) => {
        // The first mail takes six minutes: the lease is past, and the other process takes it.
        clock = new Date("2026-12-01T10:06:00Z");
        await takeLease(store, "alerts", "process-b", new Date("2026-12-01T10:05:30Z"), 300);
        return accept(mail);
      },
    });
    expect(report).toMatchObject({ held: true, mailed: 1 });
    expect(mails).toHaveLength(1);
  });

  it("deletes the alerts of an address the relay refuses for good", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("gone@example.ch", "/vente/maison", "at-once", "2026-12-01T09:00:00Z");
    await alertFor("gone@example.ch", "/vente", "daily", "2026-12-01T09:00:00Z");
    const report = await round("2026-12-01T10:00:00Z", [newHouse("ALERTE-7", 900_000), ...offered], {
      send: async () => ({ via: "refused", messageId: "<x@example.ch>", file: "" }) as SentMail,
    });
    expect(report.refused).toBe(2);
    expect(await alertStore(store).ofAddress("gone@example.ch")).toEqual([]);
  });

  it("reminds an alert two weeks before its end, once, and deletes it at its end", async () => {
    await round("2026-12-01T08:00:00Z", offered);
    await alertFor("end@example.ch", "/vente/maison", "weekly", "2026-12-01T09:00:00Z");
    expect((await round("2027-05-17T09:00:00Z", offered)).reminded).toBe(0);
    expect((await round("2027-05-18T09:01:00Z", offered)).reminded).toBe(1);
    expect(mails[0]!.subject).toBe("Votre alerte e-mail sera effacée le 01.06.2027");
    expect(mails[0]!.text).toMatch(/Garder l'alerte 6 mois de plus : https:\/\/www\.example\.ch\/alertes\/garder\?/);
    expect((await round("2027-05-19T09:00:00Z", offered)).reminded).toBe(0);
    expect((await round("2027-06-01T09:01:00Z", offered)).expired).toBe(1);
    expect(await alertStore(store).ofAddress("end@example.ch")).toEqual([]);
  });
});
