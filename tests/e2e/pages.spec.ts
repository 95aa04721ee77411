import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";

const members = [
  {
    name: "Laurent Rochat",
    role: "Directeur, courtier diplômé",
    phone: "+41 24 471 20 02",
    mobile: "+41 79 412 33 10",
  },
  {
    name: "Sophie Carron",
    role: "Courtière, responsable Chablais",
    phone: "+41 24 471 20 03",
    mobile: "+41 78 650 84 21",
  },
  { name: "Julien Dubois", role: "Courtier, Riviera", phone: "+41 21 921 20 02", mobile: "+41 79 334 77 62" },
  { name: "Nadia Perrin", role: "Responsable location", phone: "+41 21 921 20 03", mobile: null },
  {
    name: "Marc Favre",
    role: "Responsable des promotions neuves",
    phone: "+41 24 471 20 04",
    mobile: "+41 76 552 19 08",
  },
];

test.describe("team page", { tag: "@server-output" }, () => {
  test("shows the five members with portrait, role, e-mail and phone links", async ({ page, visit }) => {
    await visit("/equipe");
    await expect(page).toHaveTitle("Notre équipe | Rhône-Léman Immobilier");
    await expect(page.getByRole("heading", { level: 1, name: "Notre équipe" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Membres de l'équipe" }).getByRole("article");
    await expect(cards).toHaveCount(5);
    for (const member of members) {
      const card = page.getByRole("article", { name: member.name });
      await expect(card.getByRole("heading", { level: 2, name: member.name })).toBeVisible();
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByRole("img", { name: `Portrait illustré de ${member.name}` })).toHaveAttribute(
        "srcset",
        /160w.*320w.*480w/,
      );
      const email = `${member.name.toLowerCase().replace(" ", ".")}@rhone-leman-immobilier.ch`;
      await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(card.getByRole("link", { name: member.phone })).toHaveAttribute(
        "href",
        `tel:${member.phone.replaceAll(" ", "")}`,
      );
      if (member.mobile) {
        await expect(card.getByText("Mobile", { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: member.mobile })).toHaveAttribute(
          "href",
          `tel:${member.mobile.replaceAll(" ", "")}`,
        );
      } else {
        await expect(card.getByText("Mobile", { exact: true })).toHaveCount(0);
      }
    }
    await expectAccessible(page);
  });

  test("lays the cards out in one column on a phone", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit("/equipe");
    const first = await page.getByRole("article", { name: "Laurent Rochat" }).boundingBox();
    const second = await page.getByRole("article", { name: "Sophie Carron" }).boundingBox();
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    expect(first && first.width <= 375).toBe(true);
    await expectAccessible(page);
  });
});

const legalPages = [
  {
    path: "/conditions-generales-dutilisation",
    title: "Conditions générales d'utilisation",
    section: "Droit applicable et for",
    anchor: "droit-applicable",
    text: /soumises exclusivement au droit suisse/,
    updated: "15.05.2025",
  },
  {
    path: "/politique-de-confidentialite",
    title: "Politique de confidentialité",
    section: "Vos droits",
    anchor: "droits",
    text: /Préposé fédéral à la protection des données et à la transparence/,
    updated: "25.11.2026",
  },
];

for (const legal of legalPages) {
  test.describe(legal.title, () => {
    test("shows its date, a table of contents and the sections", async ({ page, visit }) => {
      await visit(legal.path);
      await expect(page).toHaveTitle(`${legal.title} | Rhône-Léman Immobilier`);
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expect(page.getByText(`Dernière mise à jour : ${legal.updated}`)).toBeVisible();
      await expect(page.getByText(legal.text)).toBeVisible();
      const toc = page.getByRole("navigation", { name: "Sommaire" });
      await toc.getByRole("link", { name: legal.section }).click();
      await expect(page).toHaveURL(new RegExp(`#${legal.anchor}$`));
      await expect(page.getByRole("heading", { level: 2, name: legal.section })).toBeInViewport();
      await expectAccessible(page);
    });

    test("comes without scripts or data, in every language", { tag: "@server-output" }, async ({ request }) => {
      for (const prefix of ["", "/de", "/en"]) {
        const response = await request.get(`${prefix}${legal.path}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(legal.anchor);
        expect(html).not.toContain("<script");
        expect(html).not.toContain("modulepreload");
      }
    });

    test(
      "opens from another page's footer and the site keeps running",
      { tag: "@scripts" },
      async ({ page, visit }) => {
        await visit("/equipe");
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        await page.getByRole("contentinfo").getByRole("link", { name: legal.title }).click();
        await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
        await expect(page.getByText(legal.text)).toBeVisible();
        // Drawn in the browser by a navigation: the same window, the page still runs.
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      },
    );
  });
}

test.describe("privacy policy content", { tag: "@server-output" }, () => {
  test("names the controller, the forms, the cookies and the visitor's rights", async ({ page, visit }) => {
    await visit("/politique-de-confidentialite");
    const main = page.getByRole("main");
    await expect(main.getByText("Place Centrale 4").first()).toBeVisible();
    await expect(main.getByRole("link", { name: "info@rhone-leman-immobilier.ch" }).first()).toHaveAttribute(
      "href",
      "mailto:info@rhone-leman-immobilier.ch",
    );
    for (const form of [
      "Demande de contact et demande de dossier sur un bien",
      "Demande d'estimation",
      "Questionnaire de satisfaction",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: form })).toBeVisible();
    }
    await expect(main.getByText(/transmis par e-mail au courtier/)).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Pourquoi aucun bandeau de consentement" })).toBeVisible();
  });
});

test.describe("accessibility statement", { tag: "@server-output" }, () => {
  const statements = [
    {
      path: "/declaration-accessibilite",
      title: "Déclaration d'accessibilité",
      known: "Ce qui n'est pas encore accessible",
    },
    {
      path: "/de/declaration-accessibilite",
      title: "Erklärung zur Barrierefreiheit",
      known: "Was noch nicht barrierefrei ist",
    },
    { path: "/en/declaration-accessibilite", title: "Accessibility statement", known: "What is not accessible yet" },
  ];
  for (const { path, title, known } of statements) {
    test(`${path}: linked from every page's footer and the privacy policy, names the standard, what falls short and whom to tell; axe`, async ({
      page,
      visit,
    }) => {
      await visit(path.replace("declaration-accessibilite", "politique-de-confidentialite"));
      await expect(page.getByRole("main").getByRole("link", { name: title })).toHaveAttribute("href", path);
      await page.getByRole("contentinfo").getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByText(/WCAG\) 2\.2/).first()).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: known })).toBeVisible();
      await expect(main.getByRole("link", { name: "info@rhone-leman-immobilier.ch" })).toHaveAttribute(
        "href",
        "mailto:info@rhone-leman-immobilier.ch",
      );
      await expect(main.getByRole("link", { name: "+41 24 471 20 01" })).toHaveAttribute("href", "tel:+41244712001");
      await expectAccessible(page);
    });
  }
});

test.describe("valuation confirmation", { tag: "@server-output" }, () => {
  test("after sending, says an expert will call soon and links home and to the listings", async ({ page, visit }) => {
    await visit("/estimation-bien-immobilier-envoyee?formulaire=envoye");
    await expect(page).toHaveTitle("Demande d'estimation envoyée | Rhône-Léman Immobilier");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex\b/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Merci ! Votre demande d'estimation a bien été envoyée." }),
    ).toBeVisible();
    await expect(page.getByText("Un de nos experts vous contactera très prochainement.")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Voir nos annonces" })).toHaveAttribute("href", "/annonces");
    await expectAccessible(page);
  });

  test("without the parameter, claims nothing and offers the valuation form", async ({ page, visit }) => {
    await visit("/estimation-bien-immobilier-envoyee");
    await expect(page.getByRole("heading", { level: 1, name: "Votre demande d'estimation" })).toBeVisible();
    await expect(page.getByText(/a bien été envoyée/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Demander une estimation" })).toHaveAttribute(
      "href",
      "/estimation-bien-immobilier",
    );
    await expectAccessible(page);
  });
});

test.describe("home page's hero", { tag: "@server-output" }, () => {
  /** WCAG's relative luminance of an sRGB pixel. */
  const luminance = (r: number, g: number, b: number) => {
    const linear = (value: number) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };

  test("keeps its white title, lead and header links at 4.5:1 on the brightest photo there can be (all white)", async ({
    page,
    visit,
  }) => {
    const white = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await page.route("**/images/site/hero*", (route) => route.fulfill({ contentType: "image/png", body: white }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit("/");
    const hero = page.locator("section[aria-labelledby='titre-accueil'] > img");
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
    // The texts and the header's own pictures taken away: what is left in their boxes is what they stand on.
    await page.evaluate(() =>
      document.head.append(
        Object.assign(document.createElement("style"), {
          textContent:
            "* { color: transparent !important; text-shadow: none !important; } header img, header svg { visibility: hidden !important; }",
        }),
      ),
    );
    const regions = {
      title: page.getByRole("heading", { level: 1 }),
      lead: page.locator("section[aria-labelledby='titre-accueil'] h1 + p"),
      header: page.getByRole("banner"),
    };
    const worst: Record<string, number> = {};
    for (const [name, region] of Object.entries(regions)) {
      const { data, info } = await sharp(await region.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
      let brightest = 0;
      for (let index = 0; index < data.length; index += info.channels) {
        brightest = Math.max(brightest, luminance(data[index]!, data[index + 1]!, data[index + 2]!));
      }
      worst[name] = Math.round((1.05 / (brightest + 0.05)) * 100) / 100;
    }
    for (const [name, ratio] of Object.entries(worst))
      expect(ratio, `${name}: ${JSON.stringify(worst)}`).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe("a broker's page", () => {
  test("the team page and a card's broker lead to it; it lists the broker's listings", async ({ page, visit }) => {
    await visit("/equipe");
    await page.getByRole("link", { name: "Sophie Carron", exact: true }).click();
    await expect(page).toHaveURL(/\/equipe\/sophie-carron$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sophie Carron");
    await expect(page.getByText("Langues : français, anglais")).toBeVisible();
    const cards = page.getByRole("list", { name: "Les biens de Sophie Carron" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expectAccessible(page);

    // The broker's name on a card is a link of its own, above the card's.
    await visit("/location");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: "Nadia Perrin" }) })
      .first();
    await card.getByRole("link", { name: "Nadia Perrin" }).click();
    await expect(page).toHaveURL(/\/equipe\/nadia-perrin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nadia Perrin");
  });
});

test("a listing checked by its reference: the agency's, with its one page; a reference nobody has is told so", async ({
  page,
  visit,
}) => {
  await visit("/verifier");
  const field = page.getByRole("searchbox", { name: "Référence ou adresse de l'annonce" });
  await field.fill("rlm 1047");
  await page.getByRole("button", { name: "Vérifier" }).click();
  const result = page.getByRole("region", { name: "Résultat" });
  await expect(result).toContainText("L'annonce RLM-1047 est bien la nôtre.");
  await expectAccessible(page);
  await field.fill("RLM-9999");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(result).toContainText("Aucune annonce de notre agence ne porte cette référence.");
  await field.fill("RLM-1047");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await result.getByRole("link", { name: /Bel appartement en terrasse/ }).click();
  await expect(page).toHaveURL(/\/vente\/appartement-en-terrasse\/vevey-1800\/rlm-1047$/);
  // The listing's own page leads to its check.
  await page.getByRole("link", { name: "Vérifier que cette annonce est la nôtre" }).click();
  await expect(page.getByRole("region", { name: "Résultat" })).toContainText("L'annonce RLM-1047 est bien la nôtre.");
});
