import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { validContact, validSurvey } from "../../support/forms";
import { tempOutbox } from "../../support/outbox";
import { post } from "../../support/requests";

/**
 * The mail server refuses the connection and the message cannot be kept in the spool either
 * (OUTBOX_DIR under a file): 503, a French message on the form, values kept. With a writable
 * spool the visitor is told the message was sent (tests/resilience/mail-down.test.ts).
 */
let site: Handler;

beforeAll(async () => {
  const blocker = join(tempOutbox(), "un-fichier");
  writeFileSync(blocker, "");
  site = await loadHandler({ SMTP_URL: "smtp://127.0.0.1:9", OUTBOX_DIR: join(blocker, "outbox") });
});

it("the contact form says the message could not be sent and keeps it", async () => {
  const response = await site(post("/contact", validContact));
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain("Votre message n&#x27;a pas pu être envoyé pour le moment.");
  expect(html).toContain("Bonjour, je souhaite visiter ce bien.");
});

it("the survey too", async () => {
  const response = await site(post("/formulaire-satisfaction", validSurvey));
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("Un suivi impeccable, merci !");
});
