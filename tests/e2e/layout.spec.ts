import { expect, expectAccessible, expectPageSaid, test } from "./fixtures";

const menu = [
  "Agence immobilière",
  "Notre équipe",
  "Estimation immobilière",
  "Nos appartements",
  "Nos maisons",
  "Louer",
  "Vendus",
  "Blog",
];

test.describe("layout", () => {
  test(
    "the header shows every menu link, the phone and the contact icon",
    { tag: "@server-output" },
    async ({ page, visit }) => {
      await visit("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
      const nav = page.getByRole("navigation", { name: "Menu principal" });
      for (const label of menu) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      await expect(nav.getByText("Promotions", { exact: true })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "+41 24 471 20 01" })).toHaveAttribute(
        "href",
        "tel:+41244712001",
      );
      await expect(page.getByRole("link", { name: "Nous contacter" })).toBeVisible();
      await expectAccessible(page);
    },
  );

  test(
    "the footer shows both offices, their phones, the e-mail and social links",
    { tag: "@server-output" },
    async ({ page, visit }) => {
      await visit("/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText("Place Centrale 4")).toBeVisible();
      await expect(footer.getByText("Avenue Paul-Cérésole 12")).toBeVisible();
      await expect(footer.getByRole("link", { name: "+41 21 921 20 01" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "info@rhone-leman-immobilier.ch" })).toBeVisible();
      for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
        await expect(footer.getByRole("link", { name: network })).toBeVisible();
      }
    },
  );

  test("the promotions entry opens a list of promotions", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByText("Promotions", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Toutes nos promotions" })).toBeVisible();
  });

  test("an unknown address gives the French 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/adresse-inconnue");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger drawer opens and closes, with the menu, promotions and the phone", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    const toggle = page.getByRole("banner").locator("summary[aria-label='Menu']");
    await toggle.click();
    const drawer = page.getByRole("navigation", { name: "Menu mobile" });
    for (const label of menu) await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    await drawer.getByText("Promotions", { exact: true }).click();
    await expect(drawer.getByRole("link", { name: "Toutes nos promotions" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "+41 24 471 20 01" }).last()).toBeVisible();
    await expectAccessible(page);
    await toggle.click();
    await expect(drawer).toBeHidden();
  });

  test("a drawer link navigates", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("banner").locator("summary[aria-label='Menu']").click();
    await page.getByRole("navigation", { name: "Menu mobile" }).getByRole("link", { name: "Vendus" }).click();
    await expect(page).toHaveURL(/\/vendus$/);
  });
});

test.describe("with JavaScript", { tag: "@scripts" }, () => {
  test("the header is transparent over the home hero and turns white after 150 px", async ({ page, visit }) => {
    await visit("/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.mouse.wheel(0, -400);
    await expect(header).not.toHaveAttribute("data-scrolled");
  });

  test("a link to a page shows it in the same document, says so and starts there; the menu marks it; back returns", async ({
    page,
    visit,
  }) => {
    await visit("/annonces");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByRole("link", { name: "Notre équipe", exact: true }).click();
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(nav.getByRole("link", { name: "Notre équipe", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).not.toHaveAttribute("aria-current");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Said as a document load would say it, and the next Tab goes on from the page's heading.
    const heading = page.getByRole("heading", { level: 1 });
    const ringed = () => heading.evaluate((element) => element.matches(":focus-visible"));
    await expectPageSaid(page, /^Notre équipe/);
    await expect(heading).toBeFocused();
    // After a click, the heading shows no focus ring (nothing changes for a mouse user); after Enter it does.
    expect(await ringed()).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/annonces$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expectPageSaid(page, /^Toutes nos annonces/);
    await expect(heading).toBeFocused();
    await nav.getByRole("link", { name: "Notre équipe", exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(heading).toBeFocused();
    expect(await ringed()).toBe(true);
  });

  test("opening and closing the contact window over a page says no new page", async ({ page, visit }) => {
    await visit("/equipe");
    await page.getByRole("banner").getByRole("link", { name: "Nous contacter" }).click();
    // Closed by its link: Escape reaches the window only once it has become modal, after its first frame.
    await page.getByRole("dialog").getByRole("link", { name: "Fermer la fenêtre de contact" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test("resting the pointer on a listing card prefetches its page's data", async ({ page, visit }) => {
    await visit("/annonces");
    const card = page.locator("main article a[href^='/vente/'], main article a[href^='/location/']").first();
    const href = await card.getAttribute("href");
    await card.hover();
    await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
  });

  test("a click outside the open drawer closes it", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit("/");
    await page.getByRole("banner").locator("summary[aria-label='Menu']").click();
    const drawer = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 600);
    await expect(drawer).toBeHidden();
  });
});
