import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
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
  const mail = await simpleParser(mailWith(email));
  expect(mail.subject).toMatch(/^Dossier de candidature – RLM-1014 – /);
  expect(mail.attachments.map((file) => [file.filename, file.contentType, file.size])).toEqual([
    ["carte.pdf", "application/pdf", pdf.length],
    ["extrait.pdf", "application/pdf", pdf.length],
  ]);
});

test("a file that is not a document is refused beside its field, the rest kept", async ({
  page,
  visit,
  javaScriptOn,
}) => {
  await visit("/candidature?ref=RLM-1014");
  await fill(page, "claire.refus@example.ch");
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  const extract = page.getByLabel("Extrait de l'Office des poursuites (moins de trois mois)");
  await extract.setInputFiles({
    name: "extrait.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!DOCTYPE html><html>"),
  });
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("extrait.pdf : Ce fichier n'est ni un PDF, ni une photo JPEG ou PNG.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("claire.refus@example.ch");
  if (javaScriptOn) {
    // Found in the browser: nothing was sent, the chosen files are still there.
    await expect(extract).toBeFocused();
    expect(await extract.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  } else {
    await expect(page.getByText("choisissez à nouveau vos documents")).toBeVisible();
  }
  await expectAccessible(page);
});

test("@scripts a file refused by the server is named beside its field, the files still chosen", async ({
  page,
  visit,
}) => {
  await visit("/candidature?ref=RLM-1014");
  await fill(page, "claire.illisible@example.ch");
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  // A JPEG by its first bytes, unreadable after them: only the server can tell.
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);
  const extract = page.getByLabel("Extrait de l'Office des poursuites (moins de trois mois)");
  await extract.setInputFiles({ name: "extrait.jpg", mimeType: "image/jpeg", buffer: broken });
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("extrait.jpg : Cette image est illisible ou trop grande.")).toBeVisible();
  await expect(page).toHaveURL(/\/candidature\?ref=RLM-1014$/);
  // The server's refusal brings focus to the field to correct, not left on « Envoyer ».
  await expect(extract).toBeFocused();
  expect(await extract.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await expect(page.getByText("choisissez à nouveau vos documents")).toHaveCount(0);
});

test("@scripts a file over its bound is refused before anything is sent", async ({ page, visit }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await visit("/candidature?ref=RLM-1014");
  await page.getByLabel("E-mail").fill("claire.lourd@example.ch");
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  const sixMegabytes = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]);
  await page
    .getByLabel("Extrait de l'Office des poursuites (moins de trois mois)")
    .setInputFiles({ name: "extrait.pdf", mimeType: "application/pdf", buffer: sixMegabytes });
  await page.getByRole("button", { name: "Envoyer" }).click();
  const field = page.getByLabel("Extrait de l'Office des poursuites (moins de trois mois)");
  await expect(page.getByText("extrait.pdf : Ce fichier dépasse 5 Mo.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("@scripts a slow upload shows its progress, then the dossier is sent", async ({ page, visit }) => {
  test.setTimeout(60_000);
  await visit("/candidature?ref=RLM-1014");
  const email = `claire.lent.${Date.now()}@example.ch`;
  await fill(page, email);
  await page
    .getByLabel("Pièce d'identité ou permis de séjour")
    .setInputFiles({ name: "carte.pdf", mimeType: "application/pdf", buffer: pdf });
  // A 1.5 MB scan sent at about 400 KB/s, as from a phone on a weak connection.
  const scan = Buffer.concat([pdf, Buffer.alloc(1.5 * 1024 * 1024)]);
  await page
    .getByLabel("Extrait de l'Office des poursuites (moins de trois mois)")
    .setInputFiles({ name: "extrait.pdf", mimeType: "application/pdf", buffer: scan });
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: 2_000_000,
    uploadThroughput: 400_000,
  });
  await page.getByRole("button", { name: "Envoyer" }).click();
  const bar = page.getByRole("progressbar", { name: /Envoi du dossier : \d+ %/ });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Votre dossier de candidature a bien été envoyé/, {
    timeout: 30_000,
  });
  await expect.poll(() => mailWith(email)).not.toBe("");
  expect(mailWith(email)).toMatch(/filename\*?=.*extrait\.pdf/);
});
