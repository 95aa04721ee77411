import { expect, expectAccessible, test } from "./fixtures";

/**
 * The affordability calculator, the listing's PDF sheet link, printing a property page, the web
 * manifest and the device share button: with scripts and without.
 */
const CALCULATOR = "/calculateur-hypothecaire";
const FOR_SALE = "/vente/atelier/monthey-1870/rlm-1045";

test.describe("calculateur hypothécaire", () => {
  test("computes the worked example and shows the costs line by line", async ({ page, visit }) => {
    await visit(CALCULATOR);
    await expect(page.getByRole("heading", { level: 1, name: "Calculateur hypothécaire" })).toBeVisible();
    await page.getByLabel("Prix d'achat (CHF)").fill("1'000'000");
    await page.getByLabel("Fonds propres (CHF)").fill("200000");
    await page.getByLabel("Revenu brut annuel du ménage (CHF)").fill("150000");
    await page.getByRole("button", { name: "Calculer" }).click();
    await expect(page).toHaveURL(/prix=1%27000%27000/);
    const result = page.getByRole("table").first();
    await expect(result).toContainText("CHF 40'000.–");
    await expect(result).toContainText("CHF 10'000.–");
    await expect(result).toContainText("CHF 8'889.–");
    await expect(result).toContainText("CHF 58'889.–");
    await expect(result).toContainText("39.3 %");
    await expect(result).toContainText("CHF 176'667.–");
    await expect(page.getByText("cet achat n'est pas finançable en l'état")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frais d'achat estimés" })).toBeVisible();
    await expect(page.getByText("Source : Loi sur les droits de mutation, canton du Valais.")).toBeVisible();
    await expect(page.getByLabel("Prix d'achat (CHF)")).toHaveValue("1'000'000");
    await expectAccessible(page);
  });

  test("bad values: French messages beside the fields, values kept, 400", async ({ page, visit }) => {
    await visit(CALCULATOR);
    const price = page.getByLabel("Prix d'achat (CHF)");
    await price.fill("abc");
    await page.getByLabel("Fonds propres (CHF)").fill("900000");
    await page.getByLabel("Revenu brut annuel du ménage (CHF)").fill("-3");
    const answer = page.waitForResponse((response) => response.url().includes("fondsPropres=900000"));
    await page.getByRole("button", { name: "Calculer" }).click();
    expect((await answer).status()).toBe(400);
    await expect(price).toHaveValue("abc");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveAccessibleDescription(
      /Indiquez un montant en francs, en chiffres \(p\. ex\. 850'000\)\.$/,
    );
    await expect(page.getByLabel("Revenu brut annuel du ménage (CHF)")).toHaveAccessibleDescription(
      /Le montant ne peut pas être négatif\.$/,
    );
    await expect(page.getByText("Total par an")).toHaveCount(0);
    await expectAccessible(page);
  });

  test(
    "with scripts, the result follows the typing without a submission",
    { tag: "@scripts" },
    async ({ page, visit }) => {
      await visit(`${CALCULATOR}?prix=1000000`);
      await page.getByLabel("Fonds propres (CHF)").fill("200000");
      await page.getByLabel("Revenu brut annuel du ménage (CHF)").fill("180000");
      await expect(page.getByText("cet achat est finançable")).toBeVisible();
      await expect(page.getByRole("table").first()).toContainText("32.7 %");
      await page.getByLabel("Fonds propres (CHF)").fill("150000");
      await expect(page.getByText("Les fonds propres doivent atteindre au moins 20 % du prix")).toBeVisible();
      expect(new URL(page.url()).search).toBe("?prix=1000000");
    },
  );

  test("a property for sale leads to the calculator with its price", async ({ page, visit }) => {
    await visit(FOR_SALE);
    const teaser = page.getByRole("region", { name: "Pouvez-vous financer ce bien ?" });
    await teaser.getByLabel("Vos fonds propres (CHF)").fill("120000");
    await teaser.getByLabel("Revenu brut annuel (CHF)").fill("100000");
    await teaser.getByRole("button", { name: "Calculer ma capacité" }).click();
    await expect(page).toHaveURL(/\/calculateur-hypothecaire\?prix=555000&fondsPropres=120000&revenu=100000$/);
    await expect(page.getByLabel("Prix d'achat (CHF)")).toHaveValue("555000");
    await expect(page.getByRole("table").first()).toContainText("CHF 21'750.–");
  });
});

test.describe("fiche, impression, installation, partage", () => {
  test("the property page links to its PDF sheet", { tag: "@server-output" }, async ({ page, visit, request }) => {
    await visit(FOR_SALE);
    const link = page.getByRole("link", { name: /Fiche PDF/ });
    await expect(link).toHaveAttribute("href", "/fiche/rlm-1045.pdf");
    const response = await request.get("/fiche/rlm-1045.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });

  test("printing a property keeps the first photo, texts and broker, without menus or controls", async ({
    page,
    visit,
  }) => {
    await visit(FOR_SALE);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    for (const button of await page.locator("button").all()) await expect(button).toBeHidden();
    await expect(page.getByRole("region", { name: "Pouvez-vous financer ce bien ?" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Partager cette annonce" })).toBeHidden();
    await expect(page.getByRole("link", { name: /Demander des informations/ })).toBeHidden();
    const slides = page.locator("#photo-1, #photo-2");
    await expect(slides.first()).toBeVisible();
    await expect(slides.nth(1)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
    await expect(page.locator("#titre-courtier")).toBeVisible();
  });

  test("the site is installable: manifest and icons", { tag: "@server-output" }, async ({ page, visit, request }) => {
    await visit("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe("Rhône-Léman Immobilier");
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    for (const src of [...manifest.icons.map((icon) => icon.src), apple!]) {
      const icon = await request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()["content-type"], src).toBe("image/png");
    }
  });

  test("with the Web Share API, the share button opens the device's sheet", async ({ page, visit, javaScriptOn }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await visit(FOR_SALE);
    const button = page.getByRole("button", { name: "Partager…" });
    if (!javaScriptOn) {
      await expect(button).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Partager par E-mail" })).toBeVisible();
      return;
    }
    await button.click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(/\/vente\/atelier\/monthey-1870\/rlm-1045$/);
  });

  test("without the Web Share API, only the share links show", async ({ page, visit }) => {
    await visit(FOR_SALE);
    await expect(page.getByRole("button", { name: "Partager…" })).toHaveCount(0);
  });
});
