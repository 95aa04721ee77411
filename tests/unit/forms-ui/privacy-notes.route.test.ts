import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { valuationSteps } from "../../support/forms";
import { decodeEntities } from "../../support/html";
import { tempOutbox } from "../../support/outbox";
import { cookiesOf, get, post } from "../../support/requests";

/**
 * The information given where data is collected (nLPD art. 19), as the server draws it for a
 * visitor without scripts: beside each form's send button, who receives the data, for what, that
 * the site keeps none of it, and a link to the privacy policy; and that policy naming each form,
 * the documents of a rental application and the mail route.
 */
let site: Handler;

beforeAll(async () => {
  site = await loadHandler({ OUTBOX_DIR: tempOutbox(), RATE_LIMIT_MAX: "1000" });
});

async function page(path: string, cookie?: string): Promise<string> {
  const response = await site(get(path, cookie));
  expect(response.status).toBe(200);
  return response.text();
}

/** The note of `noteId` as text (tags removed, entities decoded), after checking the send button names it. */
function noteOf(html: string, noteId: string, button: string): string {
  const paragraph = new RegExp(`<p id="${noteId}"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  expect(paragraph, `note #${noteId}`).not.toBeNull();
  expect(paragraph![1]).toContain('href="/politique-de-confidentialite"');
  // The send button comes after the note, in the same form, and is described by it.
  const sendButton = new RegExp(`<button[^>]*aria-describedby="${noteId}"[^>]*>[\\s\\S]*?${button}`).exec(html);
  expect(sendButton, `button described by #${noteId}`).not.toBeNull();
  expect(sendButton!.index).toBeGreaterThan(paragraph!.index);
  expect(html.slice(paragraph!.index, sendButton!.index)).not.toContain("</form>");
  return decodeEntities(paragraph![1]!.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ");
}

function expectCommonText(note: string) {
  expect(note).toContain("transmises par e-mail aux courtiers de Rhône-Léman Immobilier");
  expect(note).toContain("Le site n'en garde aucune");
  expect(note).toContain("chiffré et est effacé dès son envoi");
  expect(note).toContain("effacées après 30 jours");
  expect(note).toContain("Politique de confidentialité");
}

describe("the note beside each send button", () => {
  it("contact page: a general request", async () => {
    const note = noteOf(await page("/contact"), "contact-confidentialite", "Envoyer");
    expectCommonText(note);
    expect(note).toContain("uniquement pour répondre à votre demande.");
  });

  it("contact window about a listing, and for a visit", async () => {
    const listing = noteOf(await page("/annonces?contact=RLM-1047"), "contact-confidentialite", "Envoyer");
    expectCommonText(listing);
    expect(listing).toContain("uniquement pour vous envoyer la documentation de ce bien");
    const general = noteOf(await page("/equipe?contact"), "contact-confidentialite", "Envoyer");
    expect(general).toContain("uniquement pour répondre à votre demande.");
  });

  it("satisfaction survey", async () => {
    const note = noteOf(await page("/formulaire-satisfaction"), "satisfaction-confidentialite", "Envoyer");
    expectCommonText(note);
    expect(note).toContain("uniquement pour évaluer et améliorer nos services.");
  });

  it("valuation wizard: on the step that sends, not on the steps kept in the cookie", async () => {
    const first = await page("/estimation-bien-immobilier?etape=1");
    expect(first).toContain("Continuer");
    expect(first).not.toContain('id="estimation-confidentialite"');
    let cookie = "";
    for (const [index, fields] of valuationSteps.slice(0, 3).entries()) {
      const stored = await site(post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie));
      expect(stored.status).toBe(302);
      cookie = cookiesOf(stored.headers, cookie);
    }
    const last = await page("/estimation-bien-immobilier?etape=4", cookie);
    const note = noteOf(last, "estimation-confidentialite", "Envoyer ma demande");
    expectCommonText(note);
    expect(note).toContain("uniquement pour estimer votre bien et vous recontacter à son sujet.");
    // "Retour" goes back a step, it sends nothing: only "Envoyer ma demande" is described by the note.
    expect(last.match(/aria-describedby="estimation-confidentialite"/g)).toHaveLength(1);
  });
});

describe("the privacy policy", () => {
  it("names each form, the documents of an application, the mail route and the retention", async () => {
    const html = await page("/politique-de-confidentialite");
    const text = decodeEntities(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
    for (const form of [
      "Demande de contact",
      "Demande d'estimation",
      "Questionnaire de satisfaction",
      "Dossier de candidature pour une location",
    ]) {
      expect(text).toContain(form);
    }
    for (const document of ["pièce d'identité", "office des poursuites", "fiches de salaire"]) {
      expect(text).toContain(document);
    }
    expect(text).toContain("n'enregistre aucune donnée de formulaire");
    expect(text).toContain("connexion chiffrée (TLS)");
    expect(text).toContain("chiffré (AES-256), et il est effacé dès qu'il a été remis");
    expect(text).toContain("effacé après 30 jours");
    expect(text).toContain("effacées après 30 jours");
    // The technical cookies, and the visitor's rights and where to send them.
    for (const cookie of ["__estimation", "__message", "__favoris"]) expect(text).toContain(cookie);
    expect(text).toContain("(40 au plus)");
    expect(html).toContain('id="droits"');
    expect(html).toContain('href="mailto:info@rhone-leman-immobilier.ch"');
    expect(text).toContain("Préposé fédéral à la protection des données et à la transparence");
  });
});
