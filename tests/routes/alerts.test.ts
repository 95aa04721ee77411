import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore, type Store } from "~/store/database.server";
import { loadHandler, ORIGIN, type Handler } from "../support/build";
import { mailsTo } from "../support/outbox";
import { cookiesOf, get, post } from "../support/requests";

/**
 * A search alert through the production build, as a visitor and a mail provider use it: asked for
 * under a list (the same answer whatever the address holds), confirmed by the mail's link (a page,
 * then its button: opening the link changes nothing), its links refused once changed, managed from
 * the signed page, stopped by the provider's one-click post, and no more than three mails a day.
 */

const OUTBOX = process.env.OUTBOX_DIR ?? "var/test-outbox";
let handle: Handler;
let store: Store;

beforeAll(async () => {
  handle = await loadHandler();
  store = (await openSqliteStore(process.env.DATABASE_FILE ?? "var/test-store/site.sqlite")).store;
}, 60_000);
afterAll(() => store.destroy());

/** An address of this run only: the test files share the outbox and the database. */
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ch`;

type Mail = ReturnType<typeof mailsTo>[number];

function linkIn(mail: Mail, page: string): string {
  const found = mail.text.match(new RegExp(`${ORIGIN}((?:/(?:de|en))?/alertes/${page}\\?[^\\s]+)`));
  if (!found) throw new Error(`no ${page} link in: ${mail.text}`);
  return found[1]!;
}

const ask = (email: string, fields: Record<string, string> = {}, path = "/alertes") =>
  handle(post(path, { email, frequence: "daily", recherche: "/vente/maison", ...fields }));

const alertsOf = (email: string) => store.selectFrom("alert").selectAll().where("email", "=", email).execute();

describe("the alert form under the lists", () => {
  it("is on a list to buy or to let, in the page's language; not on the sold listings", async () => {
    const list = await (await handle(get("/vente/maison"))).text();
    expect(list).toContain('action="/alertes?recherche=%2Fvente%2Fmaison"');
    expect(list).toContain('name="recherche" value="/vente/maison"');
    expect(list).toContain("M&#x27;avertir des nouvelles annonces");
    const sold = await (await handle(get("/vendus"))).text();
    expect(sold).not.toContain('action="/alertes');
    const german = await (await handle(get("/de/location"))).text();
    expect(german).toContain('action="/de/alertes?recherche=%2Flocation"');
    expect(german).toContain("Über neue Inserate benachrichtigen");
  });
});

describe("asking for an alert", () => {
  it("keeps it pending, answers with a toast on the list, and mails a link that only a button's post follows", async () => {
    const email = unique("claire");
    const response = await ask(email.toUpperCase());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/vente/maison");
    const toast = await (await handle(get("/vente/maison", cookiesOf(response.headers)))).text();
    expect(toast).toContain("si cette adresse peut recevoir l&#x27;alerte");
    expect(await alertsOf(email)).toEqual([
      expect.objectContaining({ status: "pending", frequency: "daily", language: "fr", criteria: "/vente/maison" }),
    ]);
    const [mail] = mailsTo(OUTBOX, email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Confirmez votre alerte e-mail");
    expect(mail!.text).toContain("« Maisons à vendre »");
    expect(mail!.html).toContain("Confirmer l&#x27;alerte");
    expect(mail!.headers.get("auto-submitted")).toBe("auto-generated");
    const confirm = linkIn(mail!, "confirmer");

    const page = await handle(get(confirm));
    expect(page.status).toBe(200);
    // A signed address is never stored by a cache, and other sites get only the origin as referrer.
    expect(page.headers.get("Cache-Control")).toMatch(/private/);
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(page.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(await page.text()).toContain("Confirmer l&#x27;alerte");
    expect((await alertsOf(email))[0]!.status).toBe("pending");
    const confirmed = await handle(post(confirm, {}));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Votre alerte est confirmée");
    expect((await alertsOf(email))[0]!.status).toBe("active");
  });

  it("answers the same for an address that has the alert already, and mails it its manage link instead", async () => {
    const email = unique("marc");
    await ask(email);
    const confirm = linkIn(mailsTo(OUTBOX, email)[0]!, "confirmer");
    await handle(post(confirm, {}));
    const again = await ask(email, { frequence: "weekly" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/vente/maison");
    const mails = mailsTo(OUTBOX, email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Confirmez votre alerte e-mail",
      "Votre alerte e-mail existe déjà",
    ]);
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ status: "active", frequency: "weekly" })]);
  });

  it("mails an address at most three times a day, whoever asks, with the same answer after", async () => {
    const email = unique("flood");
    for (const recherche of ["/vente", "/location", "/vente/appartement", "/location/appartement"]) {
      const response = await ask(email, { recherche });
      expect(response.status).toBe(302);
    }
    expect(mailsTo(OUTBOX, email)).toHaveLength(3);
    expect(await alertsOf(email)).toHaveLength(4);
  });

  it("refuses an unknown frequency or a search it cannot follow with a 400 that keeps the address", async () => {
    const email = unique("faux");
    const odd = await ask(email, { frequence: "hourly" });
    expect(odd.status).toBe(400);
    const page = await odd.text();
    expect(page).toContain("Veuillez choisir une option de la liste.");
    expect(page).toContain(`value="${email}"`);
    const sold = await ask(email, { recherche: "/vendus" });
    expect(sold.status).toBe(400);
    expect(await sold.text()).toContain("Cette recherche ne peut pas être suivie par e-mail.");
    const outside = await ask(email, { recherche: "https://evil.example/vente" });
    expect(outside.status).toBe(400);
    expect(mailsTo(OUTBOX, email)).toEqual([]);
    expect(await alertsOf(email)).toEqual([]);
  });

  it("speaks German under /de: the mail and its links", async () => {
    const email = unique("anna");
    const response = await ask(email, { recherche: "/location" }, "/de/alertes");
    expect(response.headers.get("Location")).toBe("/de/location");
    const [mail] = mailsTo(OUTBOX, email);
    expect(mail!.subject).toBe("Bestätigen Sie Ihr Suchabo");
    expect(linkIn(mail!, "confirmer")).toMatch(/^\/de\/alertes\/confirmer\?/);
  });
});

describe("the links of an alert", () => {
  async function confirmedAlert(name: string) {
    const email = unique(name);
    await ask(email);
    const confirm = linkIn(mailsTo(OUTBOX, email)[0]!, "confirmer");
    await handle(post(confirm, {}));
    const [alert] = await alertsOf(email);
    return { email, alert: alert!, confirm };
  }

  it("open a page saying the link is not valid once changed, made up, or used for another purpose", async () => {
    const { confirm } = await confirmedAlert("lien");
    const changed = confirm.replace(/signature=./, "signature=A");
    expect((await handle(get(changed))).status).toBe(404);
    const { alertPagePath } = await import("~/alerts/alert-links.server");
    const gone = alertPagePath("keep", "k3J9x2mQ7vL0pR5tW8yZ1a", "fr");
    expect((await handle(get(gone))).status).toBe(410);
    const other = confirm.replace("/alertes/confirmer", "/alertes/arreter");
    const page = await handle(get(other));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Ce lien n&#x27;est pas valable");
    expect((await handle(post(other, {}))).status).toBe(404);
  });

  it("stop the alert when the mail provider posts the one-click unsubscribe, without cookie nor Origin", async () => {
    const { email, alert } = await confirmedAlert("oneclick");
    const { alertPagePath } = await import("~/alerts/alert-links.server");
    const stop = alertPagePath("stop", alert.id, "fr");
    const oneClick = (headers: Record<string, string>) =>
      handle(
        new Request(new URL(stop, ORIGIN), {
          method: "POST",
          headers: { Host: new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    // A page of another site posting there is refused, and the alert stays.
    expect((await oneClick({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await oneClick({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await alertsOf(email)).toHaveLength(1);
    const response = await oneClick({});
    expect(response.status).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
    // The visitor's own click afterwards finds it stopped.
    const later = await handle(get(stop));
    expect(later.status).toBe(200);
    expect(await later.text()).toContain("L&#x27;alerte est arrêtée et effacée.");
    // Another post without Origin is still refused by the forms' guard.
    const elsewhere = await handle(
      new Request(new URL("/alertes", ORIGIN), {
        method: "POST",
        headers: { Host: new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=x%40example.ch",
      }),
    );
    expect(elsewhere.status).toBe(403);
  });

  it("open the manage page of the address: pause, resume, delete one, delete all", async () => {
    const { email, alert } = await confirmedAlert("gerer");
    await ask(email, { recherche: "/location" });
    const { alertPagePath } = await import("~/alerts/alert-links.server");
    const manage = alertPagePath("manage", alert.id, "fr");
    const page = await (await handle(get(manage))).text();
    expect(page).toContain("2 alertes sont enregistrées pour votre adresse");
    expect(page).toContain("Maisons à vendre");
    expect(page).toContain("Pas encore confirmée");

    const paused = await handle(post(manage, { intention: "pause", cible: alert.id }));
    expect(paused.status).toBe(302);
    expect((await alertsOf(email)).find((one) => one.id === alert.id)?.status).toBe("paused");
    await handle(post(manage, { intention: "resume", cible: alert.id }));
    expect((await alertsOf(email)).find((one) => one.id === alert.id)?.status).toBe("active");

    const stranger = (await confirmedAlert("autre")).alert;
    expect((await handle(post(manage, { intention: "remove", cible: stranger.id }))).status).toBe(400);
    expect(await store.selectFrom("alert").select("id").where("id", "=", stranger.id).execute()).toHaveLength(1);

    const all = await handle(post(manage, { intention: "removeAll" }));
    expect(all.status).toBe(302);
    expect(all.headers.get("Location")).toBe("/");
    expect(await alertsOf(email)).toEqual([]);
  });
});
