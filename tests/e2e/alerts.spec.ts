import { mailsTo } from "../support/outbox";
import { expect, test } from "./fixtures";

/**
 * A search alert in a browser, with scripts on and off: asked for under a list, refused with the
 * address kept when it is wrong, confirmed from the mail's link through its page's button.
 */

const OUTBOX = process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox";

test.describe.configure({ timeout: 60_000 });

test("asks for an alert under a list and confirms it from the mail", async ({ page, visit }) => {
  const email = `alerte-${test.info().project.name}-${Date.now()}@example.ch`;
  await visit("/vente/maison");
  const form = page.getByRole("form", { name: "M'avertir des nouvelles annonces" });
  await expect(form).toBeVisible();

  // A mistyped address: the message under the field, focus on what to correct, the value kept.
  await form.getByRole("textbox", { name: "Votre e-mail" }).fill("claire@");
  await form.getByRole("radio", { name: "Une fois par semaine" }).check();
  await form.getByRole("button", { name: "Créer l'alerte" }).click();
  const field = page.getByRole("textbox", { name: "Votre e-mail" });
  await expect(page.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
  await expect(field).toHaveValue("claire@");
  await expect(page).toHaveURL(/\/alertes\?recherche=%2Fvente%2Fmaison$/);
  await expect(page.getByRole("heading", { level: 1, name: "M'avertir des nouvelles annonces" })).toBeVisible();
  await expect(page.getByText("Maisons à vendre", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Une fois par semaine" })).toBeChecked();

  await field.fill(email);
  await page.getByRole("button", { name: "Créer l'alerte" }).click();
  await expect(page).toHaveURL(/\/vente\/maison$/);
  await expect(page.locator("dialog[data-type]")).toContainText("si cette adresse peut recevoir l'alerte");

  let mail = "";
  await expect.poll(() => (mail = mailsTo(OUTBOX, email)[0]?.text ?? "")).not.toBe("");
  const link = mail.match(/https?:\/\/[^\s]+\/alertes\/confirmer\?[^\s]+/)?.[0];
  expect(link).toBeDefined();
  await visit(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Confirmer votre alerte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Maisons à vendre" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmer l'alerte" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre alerte est confirmée" })).toBeVisible();
});
