import { expect, expectAccessible, holdClock, test, waitForHydration } from "./fixtures";

const PROPERTY = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";
const PROMOTION = "/vente/promotions/monthey-1870/rlm-p01";

test.describe("property page", () => {
  test("shows the listing: title, price, reference, carousel, facts, broker, share links and contact", async ({
    page,
    visit,
  }) => {
    await visit(PROPERTY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Bel appartement en terrasse de 3½ pièces avec vue sur le lac",
    );
    await expect(page.getByText("CHF 1'080'000.–")).toBeVisible();
    await expect(page.getByText("Référence RLM-1047")).toBeVisible();
    const carousel = page.getByRole("region", { name: /^Photos :/ });
    await expect(carousel.getByRole("img").first()).toBeVisible();
    await expect(carousel.getByRole("list", { name: "Choisir une photo" }).getByRole("link")).toHaveCount(7);
    await expect(page.getByRole("link", { name: /Vevey, Vaud/ })).toHaveAttribute("href", /openstreetmap\.org\/search/);
    await expect(page.getByRole("heading", { name: "Caractéristiques" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Votre contact" }).getByText("Julien Dubois", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Partager par WhatsApp" })).toHaveAttribute(
      "href",
      /partage%2Frlm-1047/,
    );
    await expect(page.getByRole("link", { name: "Demander des informations" })).toHaveAttribute(
      "href",
      `${PROPERTY}?contact=RLM-1047`,
    );
    await expectAccessible(page);
  });

  test("the description opens with 'Voir plus' and closes with 'Voir moins'", async ({ page, visit }) => {
    await visit(PROPERTY);
    const lastLine = page.getByText(/Libre dès le 1er février 2027/);
    await expect(lastLine).not.toBeInViewport();
    await page.getByText("Voir plus", { exact: true }).click();
    await expect(page.getByText("Voir moins", { exact: true })).toBeVisible();
    await lastLine.scrollIntoViewIfNeeded();
    await expect(lastLine).toBeInViewport();
    await page.getByText("Voir moins", { exact: true }).click();
    await expect(page.getByText("Voir plus", { exact: true })).toBeVisible();
  });

  test("a photo opens in the viewer; previous and next wrap around; the viewer closes", async ({ page, visit }) => {
    await visit(PROPERTY);
    await page.getByRole("link", { name: /photo 2 sur 7/ }).click();
    await expect(page).toHaveURL(/\?photo=2$/);
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByRole("heading")).toContainText("2 / 7");
    await expect(viewer.getByRole("img")).toHaveAttribute("alt", /photo 2 sur 7/);

    await viewer.getByRole("link", { name: /Photo suivante/ }).click();
    await expect(viewer.getByRole("heading")).toContainText("3 / 7");

    await page.goto(`${PROPERTY}?photo=7`);
    await expect(page.getByRole("dialog").getByRole("heading")).toContainText("7 / 7");
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Photo suivante/ })
      .click();
    await expect(page.getByRole("dialog").getByRole("heading")).toContainText("1 / 7");
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Photo précédente/ })
      .click();
    await expect(page.getByRole("dialog").getByRole("heading")).toContainText("7 / 7");

    await page.getByRole("dialog").getByRole("link", { name: "Fermer la visionneuse" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PROPERTY}$`));
  });

  test("a garbage photo number leaves the viewer closed", async ({ page, visit }) => {
    await visit(`${PROPERTY}?photo=abc`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("property page with JavaScript", { tag: "@scripts" }, () => {
  test("the arrows move through the photos and wrap around", async ({ page, visit }) => {
    await visit(PROPERTY);
    const dots = page.getByRole("list", { name: "Choisir une photo" });
    await expect(dots.getByRole("link", { name: "Photo 1 sur 7" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Photo suivante" }).click();
    await expect(dots.getByRole("link", { name: "Photo 2 sur 7" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Photo précédente" }).click();
    await page.getByRole("button", { name: "Photo précédente" }).click();
    await expect(dots.getByRole("link", { name: "Photo 7 sur 7" })).toHaveAttribute("aria-current", "true");
    await dots.getByRole("link", { name: "Photo 4 sur 7" }).click();
    await expect(dots.getByRole("link", { name: "Photo 4 sur 7" })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`${PROPERTY}$`));
  });

  test("the carousel advances by itself every 6 seconds, and not once stopped", async ({ page, visit }) => {
    // The 6 s are the page's, not the machine's.
    await holdClock(page);
    await visit(PROPERTY);
    await page.mouse.move(0, 0);
    const dots = page.getByRole("list", { name: "Choisir une photo" });
    await expect(dots.getByRole("link", { name: "Photo 1 sur 7" })).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(6_100);
    await expect(dots.getByRole("link", { name: "Photo 2 sur 7" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Arrêter le défilement automatique" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(13_000);
    await expect(dots.getByRole("link", { name: "Photo 2 sur 7" })).toHaveAttribute("aria-current", "true");
  });

  test("in the viewer the arrow keys change photo and Escape closes it, giving the focus back", async ({
    page,
    visit,
  }) => {
    await visit(`${PROPERTY}?photo=1`);
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByRole("link", { name: "Fermer la visionneuse" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByRole("heading")).toContainText("7 / 7");
    await expect(page).toHaveURL(/\?photo=7$/);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByRole("heading")).toContainText("1 / 7");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PROPERTY}$`));
    await expect(page.getByRole("link", { name: /photo 1 sur 7/ })).toBeFocused();
  });

  test("a click beside the photo closes the viewer", async ({ page, visit }) => {
    await visit(`${PROPERTY}?photo=3`);
    await expect(page.getByRole("dialog").getByRole("heading")).toContainText("3 / 7");
    await page.mouse.click(20, 650);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("promotion page", () => {
  test("shows the buildings and lots with their availability, and leads to a lot", async ({ page, visit }) => {
    await visit(PROMOTION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les Jardins du Crochetan");
    const building = page.getByRole("table", { name: /Bâtiment B/ });
    await expect(building.getByRole("columnheader", { name: "Disponibilité" })).toBeAttached();
    const row = building.getByRole("row", { name: /RLM-P01-B-3/ });
    await expect(row.getByText("Disponible")).toBeVisible();
    await expect(building.getByRole("row", { name: /RLM-P01-B-2/ }).getByText("Vendu")).toBeVisible();
    await expect(building.getByRole("row", { name: /RLM-P01-B-1/ }).getByText("Réservé")).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("link", { name: "RLM-P01-B-3" }).click();
    await expect(page).toHaveURL(/\/vente\/promotions\/monthey-1870\/rlm-p01\/rlm-p01-b-3$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voir promotion" })).toHaveAttribute("href", PROMOTION);
  });
});

test.describe("addresses", { tag: "@server-output" }, () => {
  test("a link of the old site leads to the property's current page", async ({ page }) => {
    await page.goto("/propriete?ref=rlm-1047");
    await expect(page).toHaveURL(new RegExp(`${PROPERTY}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an outdated address leads to the current one", async ({ page }) => {
    await page.goto("/vente/appartement/montreux-1820/RLM-1047");
    await expect(page).toHaveURL(new RegExp(`${PROPERTY}$`));
  });

  test("an unknown reference gives the French 404 page", async ({ page }) => {
    const response = await page.goto("/vente/appartement/vevey-1800/rlm-0000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.getByText("Ce bien n'existe pas ou n'est plus proposé.", { exact: false })).toBeVisible();
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the property and promotion pages are readable and accessible", async ({ page, visit }) => {
    await visit(PROPERTY);
    await expect(page.getByText("CHF 1'080'000.–")).toBeVisible();
    await expectAccessible(page);
    await visit(PROMOTION);
    await expect(page.getByRole("row", { name: /RLM-P01-C-2/ }).getByText("Disponible")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("first view before scripts", { tag: "@scripts" }, () => {
  test("the page's modules are requested once its main picture has arrived, then the page hydrates", async ({
    page,
  }) => {
    const events: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) events.push("module");
    });
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname.startsWith("/images/photos/")) events.push(`photo ${request.url()}`);
    });
    await page.goto(PROPERTY);
    await waitForHydration(page);
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveCount(1);
    const mainSource = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
    const mainArrived = events.indexOf(`photo ${mainSource}`);
    expect(mainArrived, events.join("\n")).toBeGreaterThanOrEqual(0);
    expect(events.indexOf("module"), events.join("\n")).toBeGreaterThan(mainArrived);
  });
});
