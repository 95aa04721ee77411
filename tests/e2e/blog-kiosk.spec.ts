import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectKioskAccessible, holdKiosk, test, waitForHydration } from "./fixtures";

const postPath = "/blog/vendre-son-bien-cinq-etapes-pour-une-vente-sereine";
const postTitle = "Vendre son bien : cinq étapes pour une vente sereine";

test.describe("blog", () => {
  test("lists the posts with date, excerpt and author, a team member shown with full name and role", async ({
    page,
    visit,
  }) => {
    await visit("/blog");
    await expect(page).toHaveTitle("Blog | Rhône-Léman Immobilier");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const posts = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(posts).toHaveCount(6);
    const first = posts.first();
    await expect(first.getByRole("link", { name: /^Marché immobilier du Chablais/ })).toBeVisible();
    await expect(first.locator("time")).toHaveText("14.10.2026");
    await expect(first.getByText("Laurent Rochat", { exact: true })).toBeVisible();
    await expect(first.getByText("Directeur, courtier diplômé", { exact: true })).toBeVisible();
    await expect(first.getByText(/^Entre Monthey et Vevey, le marché immobilier reste solide/)).toBeVisible();
    await expectAccessible(page);
  });

  test("opens a post from the list, with its content, author card and a way back", async ({ page, visit }) => {
    await visit("/blog");
    await page.getByRole("link", { name: postTitle }).click();
    await expect(page).toHaveURL(postPath);
    await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "1. Fixer le bon prix" })).toBeVisible();
    await expect(page.getByText("Publié le 03.06.2026")).toBeVisible();
    const author = page.getByRole("region", { name: "Écrit par Sophie Carron" });
    await expect(author.getByText("Courtière, responsable Chablais")).toBeVisible();
    await expect(author.getByRole("link", { name: "Rencontrer notre équipe" })).toHaveAttribute("href", "/equipe");
    await expect(
      page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Blog" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "← Retour au blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });

  test("shows the spinner while the next blog page loads", { tag: "@scripts" }, async ({ page, visit }) => {
    await visit("/blog");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: postTitle }).click();
    await expect(page.getByRole("status").filter({ hasText: "Chargement en cours..." })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Chargement en cours..." })).toHaveCount(0);
  });

  test("an unknown post is a French 404 inside the layout", { tag: "@server-output" }, async ({ page }) => {
    const response = await page.goto("/blog/article-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.getByText("Cet article n'existe pas ou n'est plus disponible.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  });
});

/** The screens of one cycle of the demo kiosk (12 properties). */
const cycle = ["home", "home2", ...Array.from({ length: 12 }, () => "properties"), "services", "team"];

/**
 * From now on the page's clock moves only through `runFor`: on a slow machine, real seconds spent
 * waiting for an assertion would otherwise advance the slideshow too.
 */
async function stopNaturalTime(page: Page) {
  // A second ahead: the clock keeps running during the round trip; the first slide has 4 s anyway.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

async function screenOf(page: Page): Promise<string | null> {
  return page.locator("[data-screen]").getAttribute("data-screen");
}

/** Elements of the kiosk whose content is cut off, and whether the page itself scrolls. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("[data-screen] *")) {
      if (element instanceof HTMLImageElement || element.closest("svg")) continue;
      const style = getComputedStyle(element);
      if (style.overflow === "visible" && style.overflowY === "visible") continue;
      if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) {
        cut.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollHeight}>${element.clientHeight}`,
        );
      }
    }
    const root = document.documentElement;
    const scrolls = root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth;
    return { cut, scrolls };
  });
}

test.describe("kiosk", () => {
  test(
    "without JavaScript, the browser follows the meta refresh to the next screen",
    { tag: "@server-output" },
    async ({ page }) => {
      await page.goto("/vitrine/1");
      // After 4 s; the margin is for a loaded machine.
      await page.waitForURL("/vitrine/1?ecran=2", { timeout: 10_000 });
      expect(await screenOf(page)).toBe("home2");
    },
  );

  test(
    "the meta refresh chain runs through a whole cycle and starts again",
    { tag: "@server-output" },
    async ({ request }) => {
      // Read from the documents the server sends, rather than waiting 4 s on each screen.
      const seen: string[] = [];
      const addresses: string[] = [];
      let address = "/vitrine/1";
      for (let step = 0; step <= cycle.length; step += 1) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        const html = await response.text();
        seen.push(/\sdata-screen="([^"]*)"/.exec(html)?.[1] ?? "");
        const meta = /<meta\b[^>]*http-equiv="refresh"[^>]*>/i.exec(html)?.[0] ?? "";
        const content = (/\scontent="([^"]*)"/.exec(meta)?.[1] ?? "").replaceAll("&amp;", "&");
        const next = /^4;\s*url=(.+)$/.exec(content)?.[1];
        expect(next, `meta refresh de ${address} : « ${content} »`).toBeDefined();
        addresses.push(next!);
        address = next!;
      }
      expect(seen).toEqual([...cycle, "home"]);
      expect(addresses.slice(1, 4)).toEqual([
        "/vitrine/1?ecran=3&bien=1",
        "/vitrine/1?ecran=3&bien=2",
        "/vitrine/1?ecran=3&bien=3",
      ]);
      expect(addresses[cycle.length - 1]).toBe("/vitrine/1");
    },
  );

  test(
    "with JavaScript, the screens advance without reloading and the next cycle reloads the list",
    { tag: "@scripts" },
    async ({ page }) => {
      await page.clock.install();
      await page.goto("/vitrine/1");
      await waitForHydration(page);
      await stopNaturalTime(page);
      // The meta refresh is inert text inside <noscript>.
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const seen: string[] = [(await screenOf(page)) ?? ""];
      for (let step = 1; step < cycle.length; step += 1) {
        await page.clock.runFor(4_000);
        await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", cycle[step]!);
        seen.push((await screenOf(page)) ?? "");
        if (step === 2) {
          await expect(page).toHaveURL("/vitrine/1?ecran=3&bien=1");
          await expect(
            page.getByRole("img", { name: /^Code QR vers la page du bien RLM-/ }).locator("svg"),
          ).toBeVisible();
        }
      }
      expect(seen).toEqual(cycle);
      const reload = page.waitForRequest((request) => /\/vitrine\/1\.data/.test(request.url()));
      await page.clock.runFor(4_000);
      await reload;
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home");
      await expect(page).toHaveURL("/vitrine/1");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    },
  );

  test(
    "with JavaScript, « Mettre en pause » holds the slide and « Reprendre le défilement » plays it again",
    { tag: "@scripts" },
    async ({ page }) => {
      await page.clock.install();
      await page.goto("/vitrine/1?ecran=2");
      await waitForHydration(page);
      await stopNaturalTime(page);
      await page.getByRole("link", { name: "Mettre en pause" }).click();
      await expect(page).toHaveURL("/vitrine/1?ecran=2&pause=1");
      await expect(page.getByRole("link", { name: "Reprendre le défilement" })).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home2");
      await page.getByRole("link", { name: "Reprendre le défilement" }).click();
      await expect(page).toHaveURL("/vitrine/1?ecran=2&pause=0");
      await expect(page.getByRole("link", { name: "Mettre en pause" })).toBeVisible();
      await page.clock.runFor(4_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "properties");
      await expect(page).toHaveURL("/vitrine/1?ecran=3&bien=1&pause=0");
    },
  );

  test(
    "with JavaScript, a visitor who asks for less motion sees a still slide until they play it",
    { tag: "@scripts" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await page.goto("/vitrine/1");
      await waitForHydration(page);
      await stopNaturalTime(page);
      await expect(page.getByRole("link", { name: "Reprendre le défilement" })).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home");
      await page.getByRole("link", { name: "Reprendre le défilement" }).click();
      // The choice is the page's once its address and its control say so (the data comes from the server).
      await expect(page).toHaveURL("/vitrine/1?pause=0");
      await expect(page.getByRole("link", { name: "Mettre en pause" })).toBeVisible();
      await page.clock.runFor(4_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home2");
    },
  );

  test(
    "without JavaScript, « Mettre en pause » leads to the same slide without its refresh",
    { tag: "@server-output" },
    async ({ page }) => {
      await page.goto("/vitrine/1?ecran=2");
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
      await page.getByRole("link", { name: "Mettre en pause" }).click();
      await expect(page).toHaveURL("/vitrine/1?ecran=2&pause=1");
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home2");
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      await page.getByRole("link", { name: "Reprendre le défilement" }).click();
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
        "content",
        "4; url=/vitrine/1?ecran=3&bien=1&pause=0",
      );
    },
  );

  test(
    "with JavaScript, the flyers keep running when the site cannot be reached to reload the list",
    { tag: "@scripts" },
    async ({ page }) => {
      await page.clock.install();
      await page.goto("/vitrine/1?ecran=5");
      await waitForHydration(page);
      await stopNaturalTime(page);
      let attempts = 0;
      await page.route(/\/vitrine\/1\.data/, async (route) => {
        attempts += 1;
        await route.abort("connectionrefused");
      });
      await page.clock.runFor(4_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "home");
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await page.clock.runFor(8_000);
      await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", "properties");
      await expect(page.getByRole("img", { name: /^Code QR vers la page du bien RLM-/ })).toBeVisible();
      await expect(page.getByText("Nos biens")).toBeVisible();
    },
  );

  test("a flyer shows the property's details and a QR code to its page", async ({ page, visit, javaScriptOn }) => {
    // The flyer stays on the screen while it is checked, however slow the machine: the 4 s refresh
    // or the slideshow's clock is held.
    await holdKiosk(page, javaScriptOn);
    await visit("/vitrine/1?ecran=3&bien=2");
    const flyer = page.locator("[data-screen=properties] article");
    await expect(flyer.getByRole("heading", { level: 1 })).toHaveText(
      "Bel appartement en terrasse de 3½ pièces avec vue sur le lac",
    );
    await expect(flyer.getByText("1800 Vevey, Suisse")).toBeVisible();
    await expect(flyer.getByText("CHF 1'080'000.–")).toBeVisible();
    await expect(flyer.getByText("Vente", { exact: true })).toBeVisible();
    await expect(flyer.getByText("Réf. RLM-1047")).toBeVisible();
    const features = await flyer
      .getByRole("list", { name: "Caractéristiques" })
      .getByRole("listitem")
      .allTextContents();
    expect(features).toEqual([...features].sort((a, b) => a.localeCompare(b, "fr")));
    await expect(flyer.getByRole("img", { name: "Code QR vers la page du bien RLM-1047" })).toBeVisible();
    await expectKioskAccessible(page, javaScriptOn);
  });

  test("the home screen is accessible and has no header or footer of the site", async ({
    page,
    visit,
    javaScriptOn,
  }) => {
    await holdKiosk(page, javaScriptOn);
    await visit("/vitrine/1");
    await expect(page.getByRole("heading", { level: 1, name: "Rhône-Léman Immobilier" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
    await expectKioskAccessible(page, javaScriptOn);
  });

  const cycleAddresses = [
    "/vitrine/1",
    "/vitrine/1?ecran=2",
    ...Array.from({ length: 12 }, (_, index) => `/vitrine/1?ecran=3&bien=${index + 1}`),
    "/vitrine/1?ecran=4",
    "/vitrine/1?ecran=5",
  ];

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
  ]) {
    test(
      `every screen fits ${viewport.width}×${viewport.height} without scrollbars`,
      { tag: "@server-output" },
      async ({ page, visit }) => {
        // Each screen is measured where it was opened: its 4 s refresh is held.
        await holdKiosk(page, false);
        await page.setViewportSize(viewport);
        for (const address of cycleAddresses) {
          await visit(address);
          const { cut, scrolls } = await overflow(page);
          expect(scrolls, `${address} défile`).toBe(false);
          expect(cut, `${address} : contenu coupé`).toEqual([]);
        }
      },
    );
  }
});
