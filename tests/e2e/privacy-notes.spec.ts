import { expect, expectAccessible, test } from "./fixtures";

/**
 * The information given where data is collected (nLPD art. 19), as a visitor meets it, with and
 * without scripts: the note beside the contact form's send button, read with the button by a
 * screen reader, its link to the privacy policy, and that policy's sections on each form and the
 * mail route. axe runs on the contact page and on the privacy page.
 */

const NOTE = /Vos données sont transmises par e-mail aux courtiers de Rhône-Léman Immobilier, uniquement pour/;

test.describe("note beside the send button", () => {
  test("contact page: the note describes « Envoyer », links the policy in a new tab; axe", async ({ page, visit }) => {
    await visit("/contact");
    const form = page.locator("form#contact");
    const note = form.locator("#contact-confidentialite");
    await expect(note).toBeVisible();
    await expect(note).toContainText("uniquement pour répondre à votre demande.");
    await expect(note).toContainText("Le site n'en garde aucune");
    const send = form.getByRole("button", { name: "Envoyer" });
    await expect(send).toHaveAccessibleDescription(NOTE);
    await expect(send).toHaveAccessibleDescription(/effacées après 30 jours/);
    // The note sits right above the button, inside the form's width.
    const [noteBox, sendBox] = [await note.boundingBox(), await send.boundingBox()];
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(sendBox!.y);

    const policy = note.getByRole("link", { name: "Politique de confidentialité (nouvel onglet)" });
    await expect(policy).toHaveAttribute("target", "_blank");
    const [opened] = await Promise.all([page.context().waitForEvent("page"), policy.click()]);
    await opened.waitForLoadState();
    await expect(opened).toHaveURL(/\/politique-de-confidentialite$/);
    await opened.close();
    // What was typed stays: the form's page was not left.
    await expect(page).toHaveURL(/\/contact$/);

    await expectAccessible(page);
  });

  test("contact window about a listing: the note names what the request is for", async ({ page, visit }) => {
    await visit("/vente/appartement-en-terrasse/vevey-1800/rlm-1047?contact=RLM-1047");
    const dialog = page.getByRole("dialog", { name: "Demande d'information" });
    const send = dialog.getByRole("button", { name: "Envoyer" });
    await expect(send).toHaveAccessibleDescription(
      /uniquement pour vous envoyer la documentation de ce bien et répondre à vos questions/,
    );
    await expect(dialog.getByRole("link", { name: /^Politique de confidentialité/ }).last()).toHaveAttribute(
      "href",
      "/politique-de-confidentialite",
    );
  });
});

test.describe("privacy policy", () => {
  test("names each form, the application's documents and the mail route; axe", async ({ page, visit }) => {
    await visit("/politique-de-confidentialite");
    await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
    const collected = page.getByRole("region", { name: /Données collectées et finalités/ });
    for (const form of [
      "Demande de contact et demande de dossier sur un bien",
      "Demande d'estimation",
      "Questionnaire de satisfaction",
      "Dossier de candidature pour une location",
    ]) {
      await expect(collected.getByRole("heading", { level: 3, name: form })).toBeVisible();
    }
    await expect(collected).toContainText("extrait du registre de l'office des poursuites");
    const route = page.getByRole("region", { name: /Transmission par e-mail/ });
    await expect(route).toContainText("connexion chiffrée (TLS)");
    await expect(route).toContainText("effacé après 30 jours");
    await expect(page.getByRole("region", { name: /Vos droits/ })).toContainText("info@rhone-leman-immobilier.ch");
    // The table of contents leads to the mail route's section.
    await page
      .getByRole("navigation", { name: "Sommaire" })
      .getByRole("link", { name: /Transmission/ })
      .click();
    await expect(page).toHaveURL(/#transmission$/);

    await expectAccessible(page);
  });
});
