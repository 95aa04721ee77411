import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { valuationSteps } from "../support/forms";
import { withHoneypot } from "../support/honeypot";
import { startSite } from "../support/site-process";
import { ALERT_IDS, alertPage, writeAlertFixtures } from "./alert-fixtures";
import {
  expect,
  expectAccessible,
  expectKioskAccessible,
  expectServerOutputAccessible,
  holdKiosk,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * axe on every kind of page of the site: one address per route of
 * remix.config.js and per state a visitor can reach (open windows, forms with errors, kiosk
 * screens, error pages). One test per address, so the runner can spread them; each checks it
 * reached the page it meant to (status, no redirect) before axe runs. A page scripts change (open
 * windows, the photo viewer, forms, kiosk screens) is checked in both projects; a page they leave
 * as the server drew it, once without scripts (see `static`).
 *
 * The forms are checked here in each state a visitor meets (empty, with errors, each wizard step);
 * the flows of forms.spec do not run axe.
 *
 * Pages whose axe check already runs in another spec are not visited again (in both projects, or
 * without scripts only for the pages tagged @server-output there, whose markup scripts do not change):
 * - search.spec: home (also on a phone), /recherche with filters and empty (@server-output),
 *   /vendus?actionType=Louer, /location/parking and /promotions (@server-output);
 * - property.spec: a property page (also on a phone), a promotion page;
 * - layout.spec: the 404 page, the phone drawer with its promotions submenu open;
 * - pages.spec: terms, privacy; team and valuation confirmation with and without ?formulaire=envoye
 *   (@server-output);
 * - blog-kiosk.spec: blog list, a blog post, kiosk home screen and a property flyer.
 */

const PROMOTION = "/vente/promotions/monthey-1870/rlm-p01";
const PROPERTY = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";
const WIZARD = "/estimation-bien-immobilier";

/**
 * Each address is checked without scripts on the document the server sends (@server-output: what a
 * browser without scripts shows until the visitor acts, checked without opening such a browser page),
 * and with scripts once React has hydrated it (@scripts), unless `static`: a page scripts leave as the
 * server drew it (no window, viewer, slideshow or form step of its own; the search form's scripted states
 * are checked by the « filtre ouvert » tests below).
 */
type Visit = { name: string; path: string; status?: number; static?: true };

const pages: Visit[] = [
  // Lists of results: the addresses of routes/results.tsx not checked elsewhere.
  { name: "toutes les annonces", path: "/annonces", static: true },
  { name: "recherche sans critère", path: "/recherche", static: true },
  { name: "vendus", path: "/vendus", static: true },
  { name: "nos appartements", path: "/nos-appartements", static: true },
  { name: "nos maisons", path: "/nos-maisons", static: true },
  { name: "vente", path: "/vente", static: true },
  { name: "location", path: "/location", static: true },
  { name: "vente d'un type", path: "/vente/appartement", static: true },
  { name: "vente d'un type dans une localité", path: "/vente/appartement/monthey-1870", static: true },
  { name: "location d'un type dans une localité", path: "/location/appartement/monthey-1870", static: true },

  // Promotions: the other addresses of routes/promotions.tsx and routes/promotion.tsx.
  { name: "promotions en vente", path: "/vente/promotions", static: true },
  { name: "promotions en vente dans une localité", path: "/vente/promotions/monthey-1870", static: true },
  {
    name: "promotions en location dans une localité (aucune)",
    path: "/location/promotions/monthey-1870",
    static: true,
  },
  { name: "promotion, fenêtre de contact ouverte", path: `${PROMOTION}?contact=RLM-P01` },

  // Property pages: the other addresses of routes/property.tsx and other statuses.
  { name: "bien en location", path: "/location/appartement/aigle-1860/rlm-1037", static: true },
  { name: "visionneuse de photos ouverte", path: `${PROPERTY}?photo=2` },
  { name: "bien vendu", path: "/vente/appartement/monthey-1870/rlm-1002", static: true },
  { name: "lot d'une promotion", path: `${PROMOTION}/rlm-p01-a-1`, static: true },

  // The contact form as a page of its own.
  { name: "page de contact", path: "/contact", static: true },
  { name: "page de contact pour un bien", path: "/contact?ref=RLM-1047", static: true },

  // The forms, empty: the wizard's introduction and first step, the survey, the contact windows.
  { name: "estimation : introduction", path: "/estimation-bien-immobilier" },
  { name: "estimation : étape 1", path: "/estimation-bien-immobilier?etape=1" },
  { name: "questionnaire de satisfaction", path: "/formulaire-satisfaction" },
  { name: "fenêtre de contact d'un bien", path: `${PROPERTY}?contact=RLM-1047` },
  { name: "fenêtre de contact de l'en-tête", path: "/equipe?contact" },

  // Error page with a message of its own.
  { name: "bien introuvable", path: "/vente/appartement/monthey-1870/rlm-9999", status: 404, static: true },

  // Search alerts: the request page, and the pages of a mail's signed links (alert-fixtures.ts).
  { name: "alerte : demande", path: "/alertes?recherche=%2Fvente%2Fmaison" },
  { name: "alerte : confirmer", path: alertPage("confirm", ALERT_IDS.pending), static: true },
  { name: "alertes d'une adresse", path: alertPage("manage", ALERT_IDS.active) },
  { name: "alerte : arrêter", path: alertPage("stop", ALERT_IDS.active), static: true },
  { name: "alerte : garder", path: alertPage("keep", ALERT_IDS.active), static: true },
  {
    name: "alerte : lien modifié",
    path: `/alertes/gerer?alerte=${ALERT_IDS.active}&signature=faux`,
    status: 404,
    static: true,
  },
  { name: "alerte : effacée", path: alertPage("confirm", "e2e-alerte-effacee-0001"), status: 410, static: true },

  // Kiosk (no header or footer): the other screens, and its own 404.
  { name: "vitrine : agences", path: "/vitrine/1?ecran=2" },
  { name: "vitrine : services", path: "/vitrine/1?ecran=4" },
  { name: "vitrine : équipe", path: "/vitrine/1?ecran=5" },
  { name: "vitrine : identifiant invalide", path: "/vitrine/a%20b", status: 404 },
];

const isKiosk = (path: string) => new URL(path, "http://site").pathname.startsWith("/vitrine/");

/**
 * Opens `path` (relative, or absolute for another site process), checks it answered `status`
 * without a redirect and, with scripts, waits until React has hydrated it (marked on <html>, error
 * screens included).
 * On a kiosk screen, the page's clock is frozen so the slideshow stays on the screen being checked.
 */
async function open(page: Page, path: string, status: number, javaScriptOn: boolean) {
  if (isKiosk(path) && status === 200) await holdKiosk(page, javaScriptOn);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const wanted = new URL(path, page.url());
  const reached = new URL(page.url());
  expect(reached.pathname + reached.search).toBe(wanted.pathname + wanted.search);
  if (javaScriptOn) await waitForHydration(page);
}

test("axe signale ce qu'il doit signaler : une image sans texte et un champ sans étiquette", async ({ page }) => {
  // A page of the site's address drawn with two faults: the check must fail on it, in both projects
  // (with scripts, axe is given to the page; without, it runs in the page's scriptless copy).
  await page.route("/essai-axe", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="/favicon.ico"><input type="text"></main></body></html>',
    }),
  );
  await page.goto("/essai-axe");
  const failure = await expectAccessible(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("label");
});

test.describe("axe sur chaque page", () => {
  test.beforeAll(() => writeAlertFixtures());
  for (const { name, path, status = 200, static: unscripted } of pages) {
    // Without scripts, a page nobody has touched is the document the server sent: checked as such.
    test(`${name} (${path})`, { tag: "@server-output" }, async ({ browser, request, baseURL }) => {
      await expectServerOutputAccessible({ browser, request, baseURL }, path, status);
    });
    if (unscripted) continue;
    test(`${name}, avec scripts (${path})`, { tag: "@scripts" }, async ({ page }) => {
      await open(page, path, status, true);
      if (isKiosk(path) && status === 200) await expectKioskAccessible(page, true);
      else await expectAccessible(page);
    });
  }

  test("menu des promotions de l'en-tête ouvert", async ({ page, javaScriptOn }) => {
    await open(page, "/annonces", 200, javaScriptOn);
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByText("Promotions", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Toutes nos promotions" })).toBeVisible();
    await expectAccessible(page);
  });

  // The four filters are one component: checked open once as a list of checkboxes, once as radios.
  for (const filter of ["Localité", "Budget"]) {
    test(`filtre « ${filter} » ouvert`, async ({ page, javaScriptOn }) => {
      await open(page, "/recherche", 200, javaScriptOn);
      const summary = page.getByRole("search").locator("summary", { hasText: filter });
      await summary.click();
      await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
      await expectAccessible(page);
    });
  }
});

test.describe("axe sur les formulaires", () => {
  // Steps 2 to 4 need the answers of the previous ones: posted as the form would, with the
  // page's cookies (the wizard keeps its answers in a session cookie).
  for (const step of [2, 3, 4]) {
    test(`estimation : étape ${step}`, async ({ page, javaScriptOn, baseURL }) => {
      for (const [index, fields] of valuationSteps.slice(0, step - 1).entries()) {
        const sent = await page.request.post(`${WIZARD}?etape=${index + 1}`, {
          form: withHoneypot({ ...fields, intent: "next" }),
          headers: { Origin: baseURL! },
          maxRedirects: 0,
        });
        expect(sent.status(), `étape ${index + 1}`).toBe(302);
      }
      await open(page, `${WIZARD}?etape=${step}`, 200, javaScriptOn);
      await expect(page.getByRole("navigation", { name: "Étapes de la demande d'estimation" })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("estimation : étape 1 avec des erreurs", async ({ page, javaScriptOn }) => {
    await open(page, `${WIZARD}?etape=1`, 200, javaScriptOn);
    await page.getByRole("spinbutton", { name: "Surface habitable (m²)" }).fill("10");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.locator("#estimation-livingArea-error")).toHaveText(
      "Veuillez entrer une valeur entre 20 et 800.",
    );
    await expectAccessible(page);
  });

  // Without scripts, the errors come back on the /contact?ref= page of their own.
  test("fenêtre de contact d'un bien avec des erreurs", async ({ page, javaScriptOn }) => {
    await open(page, `${PROPERTY}?contact=RLM-1047`, 200, javaScriptOn);
    // With scripts the window becomes modal first.
    if (javaScriptOn) await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.getByRole("dialog", { name: "Demande d'information" }).getByRole("button", { name: "Envoyer" }).click();
    await expect(page.locator("#contact-email-error")).toBeVisible();
    await expectAccessible(page);
  });

  test("questionnaire de satisfaction avec des erreurs", async ({ page, javaScriptOn }) => {
    await open(page, "/formulaire-satisfaction", 200, javaScriptOn);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.locator("#satisfaction-rgpd-error")).toHaveText("Veuillez cocher cette case.");
    await expectAccessible(page);
  });
});

test.describe("axe sur la page de refus d'un envoi venu d'ailleurs", () => {
  test("403 d'un formulaire posté depuis un autre site", async ({ page, request }) => {
    const response = await request.post("/formulaire-satisfaction", {
      headers: { Origin: "https://ailleurs.example" },
      form: { intent: "send" },
    });
    expect(response.status()).toBe(403);
    const html = await response.text();
    // Shown at the address it was posted to, as a browser would show it.
    await page.route("**/formulaire-satisfaction", (route) =>
      route.fulfill({ status: 403, body: html, contentType: "text/html; charset=utf-8" }),
    );
    await page.goto("/formulaire-satisfaction");
    await expect(page.getByRole("heading", { level: 1, name: "Demande refusée" })).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * A second site process whose upstream answers every call with a server error: the French
 * "service indisponible" screen inside the layout. One per worker, started on first use.
 */
const withFailingUpstream = test.extend<object, { failingSite: string }>({
  failingSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const upstream: Server = createServer((_request, response) => {
        response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"panne"}');
      });
      await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
      const upstreamPort = (upstream.address() as AddressInfo).port;
      const site = await startSite({
        API_URL: `http://127.0.0.1:${upstreamPort}/api`,
        OUTBOX_DIR: process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox",
      }).catch(async (error: unknown) => {
        await new Promise<void>((resolve) => upstream.close(() => resolve()));
        throw error;
      });
      await use(site.origin);
      await site.stop();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    },
    { scope: "worker" },
  ],
});

withFailingUpstream.describe("axe sur l'écran d'erreur quand l'API ne répond plus", () => {
  withFailingUpstream("503 sur /annonces", async ({ page, failingSite, javaScriptOn }) => {
    await open(page, `${failingSite}/annonces`, 503, javaScriptOn);
    await expect(page.getByRole("heading", { level: 1, name: "Service momentanément indisponible" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeAttached();
    await expectAccessible(page);
  });
});
