import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * A rental application from a rent listing, as a visitor sends it with and without scripts: the
 * form filled, the documents chosen, the dossier received by the brokers with its documents; a
 * refused file beside its field, what was typed kept; axe on the form and on its error state.
 */

const LISTING = "/location/appartement/vionnaz-1895/rlm-1014";
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

async function fill(page: Page, email: string) {
  await page.getByLabel("Civilité").selectOption("Madame");
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByLabel("Nom", { exact: true }).fill("Dubœuf");
  await page.getByLabel("Date de naissance").fill("1990-04-17");
  await page.getByLabel("Séjour en Suisse").selectOption("Permis C");
  await page.getByLabel("Adresse", { exact: true }).fill("Chemin des Œillets 4");
  await page.getByLabel("NPA").fill("1806");
  await page.getByLabel("Localité").fill("Saint-Légier-La Chiésaz");
  await page.getByLabel("Téléphone", { exact: true }).fill("079 123 45 67");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Profession").fill("Infirmière");
  await page.getByLabel("Employeur").fill("Hôpital Riviera-Chablais");
  await page.getByLabel("Revenu annuel brut (CHF)").fill("92000");
  await page
    .getByLabel("Date d'entrée souhaitée")
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Adultes").fill("2");
  await page.getByLabel("Enfants").fill("0");
  await page.getByRole("checkbox").check();
}

/** The .eml of the outbox that names `marker`, raw. */
function mailWith(marker: string): string {
  for (const file of readdirSync(OUTBOX).filter((name) => name.endsWith(".eml"))) {
    const raw = readFileSync(path.join(OUTBOX, file), "latin1");
    if (raw.includes(marker)) return raw;
  }
  return "";
}

test("a dossier sent from a rent listing reaches the brokers with its documents", async ({
  page,
  visit,
  javaScriptOn,
}) => {
  await visit(LISTING);
  await page.getByRole("link", { name: "Déposer un dossier de candidature" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déposer un dossier de candidature");
  await expectAccessible(page);
  const email = `claire.${javaScriptOn ? "js" : "nojs"}.${Date.now()}@example.ch`;
  await fill(page, email);
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  await page
    .getByLabel("Extrait de l'Office des poursuites (moins de trois mois)")
    .setInputFiles({ name: "extrait.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Votre dossier de candidature a bien été envoyé/);
  await expect.poll(() => mailWith(email)).not.toBe("");
  const raw = mailWith(email);
  expect(raw).toMatch(/filename\*?=.*carte\.pdf/);
  expect(raw).toMatch(/filename\*?=.*extrait\.pdf/);
});

test("a file that is not a document is refused beside its field, the rest kept", async ({ page, visit }) => {
  await visit("/candidature?ref=RLM-1014");
  await fill(page, "claire.refus@example.ch");
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  await page
    .getByLabel("Extrait de l'Office des poursuites (moins de trois mois)")
    .setInputFiles({ name: "extrait.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!DOCTYPE html><html>") });
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("extrait.pdf : Ce fichier n'est ni un PDF, ni une photo JPEG ou PNG.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("claire.refus@example.ch");
  await expect(page.getByText("choisissez à nouveau vos documents")).toBeVisible();
  await expectAccessible(page);
});
