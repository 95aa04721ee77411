import type { Page } from "@playwright/test";
import { mailsIn } from "../support/outbox";
import { expect, test } from "./fixtures";

/**
 * The three forms of product §2.9–§2.12 in a browser, with scripts on and off: the valuation
 * wizard, the contact window (from a property page and from the header) and the survey, up to
 * the e-mail written to the outbox. axe checks each of their states in accessibility.spec.ts.
 */

const OUTBOX = process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox";
const PROPERTY_PAGE = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";

/** The text of the first e-mail of the outbox that contains `marker` (each test uses its own address). */
async function mailWith(marker: string): Promise<string> {
  let found = "";
  await expect.poll(() => (found = mailsIn(OUTBOX).find((text) => text.includes(marker)) ?? "")).not.toBe("");
  return found;
}

/** An e-mail address of its own for each test and project, to find its message. */
function uniqueEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}@example.ch`;
}

function toast(page: Page) {
  return page.locator("dialog[data-type]");
}

/** The contact window, once ready: with scripts it has become modal. */
async function contactWindow(page: Page, name: string, javaScriptOn: boolean) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  if (javaScriptOn) await expect(page.locator("dialog:modal")).toHaveCount(1);
  return dialog;
}

// Each flow loads and posts pages a dozen times or more and waits for its e-mail: a budget that
// holds on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test.describe("valuation wizard", () => {
  test("goes through the five steps, back and forth, and sends the request", async ({ page, visit, javaScriptOn }) => {
    const email = uniqueEmail("estimation");
    await visit("/estimation-bien-immobilier");
    await expect(page.getByRole("heading", { level: 1, name: "Estimation immobilière gratuite" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Étapes de la demande d'estimation" })).toHaveCount(0);
    await page.getByRole("button", { name: "C'est parti !" }).click();

    // Step 1: the defaults of product §3; a failed check keeps the values and shows the messages.
    await expect(page).toHaveURL(/\?etape=1$/);
    const steps = page.getByRole("navigation", { name: "Étapes de la demande d'estimation" });
    await expect(steps.locator('[aria-current="step"]')).toContainText("Informations et état");
    await expect(steps.getByRole("link", { name: /Localisation/ })).toHaveCount(0);
    const livingArea = page.getByRole("spinbutton", { name: "Surface habitable (m²)" });
    await expect(livingArea).toHaveValue("50");
    await expect(page.getByRole("spinbutton", { name: "Surface du terrain (m²)" })).toHaveValue("400");
    await expect(page.getByRole("spinbutton", { name: "Année de construction" })).toHaveValue("2000");
    await expect(page.getByRole("spinbutton", { name: "Nombre de pièces" })).toHaveValue("2");
    await expect(page.getByRole("spinbutton", { name: "Salles de bain" })).toHaveValue("1");
    if (javaScriptOn) {
      // The slider and the number follow each other.
      await page.getByRole("slider", { name: "Surface habitable (m²)" }).fill("300");
      await expect(livingArea).toHaveValue("300");
    }
    await livingArea.fill("10");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(toast(page)).toContainText("Des erreurs sont présentes dans le formulaire.");
    await expect(page.locator("#estimation-type-error")).toHaveText("Veuillez remplir ce champs.");
    await expect(page.locator("#estimation-livingArea-error")).toHaveText(
      "Veuillez entrer une valeur entre 20 et 800.",
    );
    await expect(livingArea).toHaveValue("10");

    await page.getByLabel("Type de bien").selectOption("Duplex");
    await livingArea.fill("135");
    await page.getByRole("spinbutton", { name: "Nombre de pièces" }).fill("4.5");
    await page.getByRole("spinbutton", { name: "Année de construction" }).fill("1978");
    await page.getByLabel("Bon état").check();
    // « Retour » stands before « Continuer », on screen and for Tab; Enter in a field goes on, as « Continuer ».
    const back = page.getByRole("button", { name: "Retour" });
    const next = page.getByRole("button", { name: "Continuer" });
    expect((await back.boundingBox())!.x).toBeLessThan((await next.boundingBox())!.x);
    await back.focus();
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.getByRole("spinbutton", { name: "Année de construction" }).press("Enter");

    // Step 2, then 'Retour' with the answers kept both ways. With scripts the step comes without a
    // document load: its heading takes the focus, where the next Tab starts.
    await expect(page).toHaveURL(/\?etape=2$/);
    if (javaScriptOn) await expect(page.getByRole("heading", { level: 2, name: /^Étape 2 sur 4/ })).toBeFocused();
    await page.getByLabel("Garage").check();
    await page.getByLabel(/Autres caractéristiques/).fill("Cheminée et vue sur les Dents-du-Midi");
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page).toHaveURL(/\?etape=1$/);
    await expect(livingArea).toHaveValue("135");
    await expect(page.getByLabel("Type de bien")).toHaveValue("Duplex");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\?etape=2$/);
    await expect(page.getByLabel("Garage")).toBeChecked();
    await expect(page.getByLabel(/Autres caractéristiques/)).toHaveValue("Cheminée et vue sur les Dents-du-Midi");
    await page.getByRole("button", { name: "Continuer" }).click();

    // Step 3.
    await expect(page).toHaveURL(/\?etape=3$/);
    await page.getByLabel(/Adresse/).fill("Chemin des Vignes 3");
    await page.getByLabel("NPA").fill("1870");
    await page.getByLabel("Localité").fill("Monthey");
    await page.getByRole("button", { name: "Continuer" }).click();

    // Step 4; a completed step of the indicator leads back to it, to change an answer.
    await expect(page).toHaveURL(/\?etape=4$/);
    await steps.getByRole("link", { name: /Localisation/ }).click();
    await expect(page).toHaveURL(/\?etape=3$/);
    await expect(page.getByLabel("Localité")).toHaveValue("Monthey");
    await page.getByLabel("Localité").fill("Collombey");
    await page.getByLabel("NPA").fill("1868");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\?etape=4$/);

    await page.getByLabel("Civilité").selectOption("Madame");
    await page.getByLabel("Prénom").fill("Élise");
    await page.getByLabel("Nom", { exact: true }).fill("Vannay");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Par curiosité").check();
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();

    await expect(page).toHaveURL(/\/estimation-bien-immobilier-envoyee\?formulaire=envoye$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Votre demande d'estimation a bien été envoyée",
    );
    const mail = await mailWith(email);
    for (const text of [
      "Duplex",
      "135 m²",
      "4½",
      "1978",
      "Bon état",
      "Cheminée et vue sur les Dents-du-Midi",
      "Collombey",
      "1868",
      "Chemin des Vignes 3",
      "Élise",
      "Vannay",
      "Par curiosité",
    ]) {
      expect(mail).toContain(text);
    }

    // The wizard starts again from the beginning.
    await visit("/estimation-bien-immobilier?etape=3");
    await expect(page).toHaveURL(/\?etape=1$/);
  });
});

async function fillContact(page: Page, email: string) {
  const form = page.locator("form#contact");
  await form.getByLabel("Civilité").selectOption("Monsieur");
  await form.getByLabel("Prénom").fill("Luc");
  await form.getByLabel("Nom", { exact: true }).fill("Genoud");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel(/Téléphone/).fill("079 123 45 67");
  await form.getByLabel("Adresse").fill("Rue du Château 8");
  await form.getByLabel("NPA").fill("1800");
  await form.getByLabel("Localité").fill("Vevey");
  await form.getByLabel("Message").fill("Bonjour, ce bien est-il encore disponible ?");
  await form.getByLabel(/J'accepte les/).check();
}

test(
  "an error stays until it is closed; a confirmation closes by itself 10 s after the pointer and focus left it",
  { tag: "@scripts" },
  async ({ page, visit }) => {
    await page.clock.install();
    await visit("/contact");
    const send = page.locator("form#contact").getByRole("button", { name: "Envoyer" });
    await send.click();
    await expect(toast(page)).toContainText("Des erreurs sont présentes dans le formulaire.");
    await page.clock.runFor(15_000);
    await expect(toast(page)).toBeVisible();
    await fillContact(page, uniqueEmail("contact-toast"));
    await send.click();
    await expect(toast(page)).toContainText("Votre demande a été envoyée!");
    // Held while the pointer rests on it, then while the focus is in it (WCAG 2.2.1).
    await toast(page).hover();
    await page.clock.runFor(15_000);
    await expect(toast(page)).toBeVisible();
    const close = toast(page).getByRole("button", { name: "Fermer le message" });
    await close.focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(toast(page)).toBeVisible();
    await page.locator("#contenu").focus();
    await page.clock.runFor(10_500);
    await expect(toast(page)).toBeHidden();
  },
);

test.describe("contact window", () => {
  test("from a property page: the summary, the errors, then the request is sent", async ({
    page,
    visit,
    javaScriptOn,
  }) => {
    const email = uniqueEmail("contact-bien");
    await visit(PROPERTY_PAGE);
    await page.locator(`a[href$="?contact=RLM-1047"]`).first().click();
    await expect(page).toHaveURL(/\?contact=RLM-1047$/);
    const dialog = await contactWindow(page, "Demande d'information", javaScriptOn);
    await expect(dialog).toContainText("Réf. RLM-1047");
    await expect(dialog).toContainText("CHF 1'080'000.–");
    await expect(dialog.getByLabel("Pays")).toHaveValue("CH");

    // Sent with errors: the first message of each field, the typed values kept.
    await dialog.getByLabel("Prénom").fill("Luc");
    await dialog.getByLabel("E-mail").fill("luc.genoud@");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.locator("#contact-email-error")).toHaveText("Veuillez entrer une adresse email valide.");
    await expect(page.locator("#contact-lastName-error")).toHaveText("Veuillez remplir ce champs.");
    await expect(page.locator("#contact-rgpd-error")).toHaveText("Veuillez cocher cette case.");
    await expect(page.locator("form#contact").getByLabel("Prénom")).toHaveValue("Luc");
    await expect(toast(page)).toContainText("Des erreurs sont présentes dans le formulaire.");
    if (javaScriptOn) {
      // The window stays open over the page.
      await expect(page).toHaveURL(new RegExp(`${PROPERTY_PAGE}\\?contact=RLM-1047$`));
    } else {
      // Without scripts the form comes back as a page of its own, for the same property.
      await expect(page).toHaveURL(/\/contact\?ref=RLM-1047$/);
      await expect(page.getByRole("heading", { level: 1, name: "Demande d'information" })).toBeVisible();
    }

    await fillContact(page, email);
    await page.locator("form#contact").getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(new RegExp(`${PROPERTY_PAGE}$`));
    await expect(page.getByRole("dialog", { name: "Demande d'information" })).toHaveCount(0);
    await expect(toast(page)).toContainText("Votre demande a été envoyée!");
    // The toast closes with its button, scripts or not (at once: with scripts it also closes by
    // itself after 10 s).
    await toast(page).getByRole("button", { name: "Fermer le message" }).click();
    await expect(toast(page)).toBeHidden();
    const mail = await mailWith(email);
    expect(mail).toContain("RLM-1047");
    expect(mail).toContain("Bel appartement en terrasse");
    expect(mail).toContain("Bonjour, ce bien est-il encore disponible ?");
    expect(mail).toContain(PROPERTY_PAGE);
  });

  test("from the header: a general request", async ({ page, visit, javaScriptOn }) => {
    const email = uniqueEmail("contact-general");
    await visit("/equipe");
    await page.getByRole("banner").getByRole("link", { name: "Nous contacter" }).click();
    await expect(page).toHaveURL(/\/equipe\?contact$/);
    const dialog = await contactWindow(page, "Nous contacter", javaScriptOn);

    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.locator("#contact-message-error")).toHaveText("Veuillez remplir ce champs.");

    await fillContact(page, email);
    await page.locator("form#contact").getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(toast(page)).toContainText("Votre demande a été envoyée!");
    const mail = await mailWith(email);
    expect(mail).toContain("Luc Genoud");
    expect(mail).toContain("/equipe");
  });

  test("closes with its link, Escape or a click outside", async ({ page, visit, javaScriptOn }) => {
    await visit("/equipe?contact");
    const dialog = await contactWindow(page, "Nous contacter", javaScriptOn);
    await dialog.getByRole("link", { name: "Fermer la fenêtre de contact" }).click();
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(dialog).toHaveCount(0);
    if (!javaScriptOn) return;

    // With scripts the window is modal: focus stays inside, Escape closes it and focus goes back.
    const opener = page.getByRole("banner").getByRole("link", { name: "Nous contacter" });
    await opener.click();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.mouse.click(5, 400);
    await expect(page).toHaveURL(/\/equipe$/);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("a visitor from London", () => {
  test("the postcode and phone of the United Kingdom: nothing in the browser refuses them, the mail has the number in E.164", async ({
    page,
    visit,
  }) => {
    const email = uniqueEmail("london");
    await visit("/en/contact");
    const form = page.locator("form#contact");
    const postcode = form.getByLabel("Postcode");
    // The browser asks nothing of a postcode (decision 141): no pattern, no number pad, the server judges it.
    await expect(postcode).not.toHaveAttribute("pattern");
    await expect(postcode).not.toHaveAttribute("inputmode");
    await form.getByLabel("Title").selectOption("Monsieur");
    await form.getByLabel("First name").fill("John");
    await form.getByLabel("Surname").fill("Smith");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Phone/).fill("020 7946 0958");
    await form.getByLabel("Street address").fill("10 Downing Street");
    await postcode.fill("1870");
    await form.getByLabel("Town").fill("London");
    await form.getByLabel("Country").selectOption("GB");
    await form.getByLabel("Message").fill("Hello, is the flat still available?");
    await form.getByLabel(/I accept the/).check();
    await form.getByRole("button", { name: "Send" }).click();

    await expect(page.locator("#contact-postalCode-error")).toHaveText(
      "Please enter a postcode in the format used in the United Kingdom (e.g. SW1A 2AA).",
    );
    await expect(page.locator("#contact-phone-error")).toHaveCount(0);
    await expect(form.getByLabel(/Phone/)).toHaveValue("020 7946 0958");
    await expect(form.getByLabel("Country")).toHaveValue("GB");

    await form.getByLabel("Postcode").fill("SW1A 2AA");
    await form.getByLabel(/I accept the/).check();
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(toast(page)).toContainText("Your enquiry has been sent!");
    const mail = await mailWith(email);
    expect(mail).toMatch(/^Téléphone\s:\s+\+442079460958$/m);
    expect(mail).toMatch(/^NPA\s:\s+SW1A 2AA$/m);
    expect(mail).toContain("Royaume-Uni (GB)");
  });
});

test.describe("satisfaction survey", () => {
  test("shows the errors, sends the survey and starts again empty", async ({ page, visit, javaScriptOn }) => {
    const email = uniqueEmail("satisfaction");
    await visit("/formulaire-satisfaction");
    const group = (name: string) => page.getByRole("radiogroup", { name });
    await expect(group("Recommanderiez-vous notre agence à vos proches ?").getByLabel("Oui")).toBeChecked();

    await page.getByLabel("Votre commentaire").fill("Très bon accompagnement.");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(toast(page)).toContainText("Des erreurs sont présentes dans le formulaire.");
    await expect(page.locator("#satisfaction-globalSatisfaction-error")).toHaveText("Veuillez choisir une réponse.");
    // With scripts, focus goes to the first question to answer (its first button), not left on « Envoyer ».
    if (javaScriptOn)
      await expect(group("Quel type de bien nous avez-vous confié ?").getByRole("radio").first()).toBeFocused();
    // The question left unanswered is an invalid radio group, its error read as its description.
    const unanswered = group("Dans l'ensemble, êtes-vous satisfait de nos services ?");
    await expect(unanswered).toHaveAttribute("aria-invalid", "true");
    await expect(unanswered).toHaveAccessibleDescription("Veuillez choisir une réponse.");
    await expect(group("Recommanderiez-vous notre agence à vos proches ?")).not.toHaveAttribute("aria-invalid");
    await expect(page.locator("#satisfaction-rgpd-error")).toHaveText("Veuillez cocher cette case.");
    await expect(page.getByLabel("Votre commentaire")).toHaveValue("Très bon accompagnement.");

    await group("Quel type de bien nous avez-vous confié ?").getByLabel("Appartement").check();
    await group("Dans l'ensemble, êtes-vous satisfait de nos services ?")
      .getByLabel("Satisfait", { exact: true })
      .check();
    await group("Comment jugez-vous la communication avec votre courtier ?")
      .getByLabel("Bonne", { exact: true })
      .check();
    await group("Votre courtier vous a-t-il semblé compétent ?").getByLabel("Compétent", { exact: true }).check();
    await group("Comment jugez-vous nos supports de vente (annonces, photos, visites) ?").getByLabel("Moyenne").check();
    await group("Recommanderiez-vous notre agence à vos proches ?").getByLabel("Non").check();
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole("button", { name: "Envoyer" }).click();

    await expect(toast(page)).toContainText("Votre avis a été envoyé!");
    await expect(page).toHaveURL(/\/formulaire-satisfaction$/);
    await expect(page.getByLabel("Votre commentaire")).toHaveValue("");
    await expect(page.getByLabel(/E-mail/)).toHaveValue("");
    await expect(group("Recommanderiez-vous notre agence à vos proches ?").getByLabel("Oui")).toBeChecked();
    const mail = await mailWith(email);
    for (const text of ["Appartement", "Satisfait", "Très bon accompagnement.", "Moyenne", "Non"])
      expect(mail).toContain(text);
  });
});

/**
 * Run in the page before its own scripts: the tasks React's scheduler posts itself (through a
 * MessageChannel) wait for `window.releaseScheduler()`. React, called to hydrate, has then attached
 * its listeners but not yet drawn anything: the moment, on a slow phone, between the page's scripts
 * starting and React's first pass.
 */
function holdScheduler() {
  const Native = MessageChannel;
  const held: (() => void)[] = [];
  let holding = true;
  window.MessageChannel = function () {
    const channel = new Native();
    const post = channel.port2.postMessage.bind(channel.port2);
    channel.port2.postMessage = (message: unknown) => (holding ? held.push(() => post(message)) : post(message));
    return channel;
  } as unknown as typeof MessageChannel;
  Object.assign(window, {
    heldTasks: () => held.length,
    releaseScheduler: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  });
}

type HeldScheduler = { heldTasks(): number; releaseScheduler(): void };

test.describe("while the page hydrates", { tag: "@scripts" }, () => {
  test("a click on a form's button sends it as without scripts, and React takes the next page over", async ({
    page,
  }) => {
    await page.addInitScript(holdScheduler);
    await page.goto("/contact");
    await page.waitForFunction(() => (window as unknown as HeldScheduler).heldTasks() > 0);
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.locator("main form button[type=submit]").click();
    // The browser posts the form itself. (React used to hydrate the whole page at once for the click,
    // Remix's first render waited for its data, and React threw « Root did not complete », error #345.)
    expect((await sent).isNavigationRequest()).toBe(true);
    await expect(page.locator("main [aria-invalid='true']").first()).toBeVisible();
    await page.waitForFunction(() => (window as unknown as HeldScheduler).heldTasks() > 0);
    await page.evaluate(() => (window as unknown as HeldScheduler).releaseScheduler());
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });
});

/**
 * Holds the browser's request for a lazily loaded part's file (the alert form, the contact window)
 * until `release` is called: what a slow connection does to that one file.
 */
async function holdFile(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(file, async (route) => {
    asked();
    await released;
    // The page that asked for it may be gone by then (a native navigation).
    await route.continue().catch(() => undefined);
  });
  return { requested, release };
}

/**
 * Until a part the server drew has its script, the page is not hydrated: the visitor's click is
 * the browser's own. (React hydrated the page around the part's boundary, still server markup; a
 * navigation then updated it, React redrew it from nothing, error #421, and the form vanished.)
 */
test.describe("while a part the server drew loads its script", { tag: "@scripts" }, () => {
  const parts = [
    {
      part: "the alert form under a list",
      file: /\/AlertForm-[^/]+\.js$/,
      path: "/location",
      link: (page: Page) =>
        page.getByRole("navigation", { name: "Affichage des résultats" }).getByRole("link", { name: "Carte" }),
      next: /\/location\?vue=carte$/,
    },
    {
      part: "the open contact window",
      file: /\/ContactModal-[^/]+\.js$/,
      path: "/location?contact",
      link: (page: Page) => page.getByRole("link", { name: "Fermer la fenêtre de contact" }),
      next: /\/location$/,
    },
  ];
  for (const { part, file, path, link, next } of parts) {
    test(`${part}: a click navigates as without scripts, and React takes the page over once it has come`, async ({
      page,
    }) => {
      const held = await holdFile(page, file);
      const entry = page.waitForResponse(/\/entry\.client-[^/]+\.js$/);
      await page.goto(path);
      await held.requested;
      // The page's other files have come, and a frame later it would have hydrated.
      await entry;
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 250))));
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      const navigation = page.waitForRequest((request) => request.isNavigationRequest());
      await link(page).click();
      expect((await navigation).url()).toMatch(next);
      held.release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(page.getByRole("form", { name: "M'avertir des nouvelles annonces" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }
});
