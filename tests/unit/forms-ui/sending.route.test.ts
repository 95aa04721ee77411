import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { validContact, validSurvey, valuationSteps } from "../../support/forms";
import { tempOutbox, watchOutbox } from "../../support/outbox";
import { cookiesOf, get, post } from "../../support/requests";

/**
 * The three forms sending for real through the production build, with a limit of 3 messages
 * per 10 minutes: the e-mails that arrive, the toast that follows, replays, the spam trap and
 * the 429 page.
 */
let site: Handler;
let outbox: string;

beforeAll(async () => {
  outbox = tempOutbox();
  site = await loadHandler({ OUTBOX_DIR: outbox, RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_S: "600" });
});

describe("contact", () => {
  it("sends the request, goes back to the page and shows the toast there once", async () => {
    const arrived = watchOutbox(outbox);
    const sent = await site(post("/contact", { ...validContact, jeton: "token-contact-aaaaaaaaaaaa" }), "198.51.100.1");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/annonces");
    expect(arrived()).toHaveLength(1);
    const mail = arrived()[0]!;
    expect(mail).toContain("RLM-1047");
    expect(mail).toContain("claire.favre@example.ch");
    expect(mail).toContain("http://localhost:3000/annonces");
    expect(mail).toContain("+41244711234");

    const cookie = cookiesOf(sent.headers);
    const page = await site(get("/equipe", cookie));
    const html = await page.text();
    expect(html).toContain("Votre demande a été envoyée!");
    expect(html).toContain('role="status"');
    const again = await site(get("/equipe", cookiesOf(page.headers, cookie)));
    expect(await again.text()).not.toContain("Votre demande a été envoyée!");
  });

  it("sends one e-mail for a double click: both posts get the same answer", async () => {
    const arrived = watchOutbox(outbox);
    const fields = { ...validContact, email: "double@example.ch", jeton: "token-contact-bbbbbbbbbbbb" };
    const [first, second] = await Promise.all([
      site(post("/contact", fields), "198.51.100.2"),
      site(post("/contact", fields), "198.51.100.2"),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const third = await site(post("/contact", fields), "198.51.100.2");
    expect(third.status).toBe(302);
    expect(arrived()).toHaveLength(1);
  });

  it("a filled spam trap sends nothing", async () => {
    const arrived = watchOutbox(outbox);
    const response = await site(post("/contact", { ...validContact, name__confirm: "bot" }), "198.51.100.3");
    expect(response.status).toBe(400);
    expect(arrived()).toHaveLength(0);
  });
});

describe("limit on messages", () => {
  it("refuses the visitor's fourth message with a French 429 page that keeps the values", async () => {
    const address = "203.0.113.7";
    for (const n of [1, 2, 3]) {
      const response = await site(post("/contact", { ...validContact, email: `visiteur${n}@example.ch` }), address);
      expect(response.status).toBe(302);
    }
    const arrived = watchOutbox(outbox);
    const refused = await site(post("/contact", { ...validContact, email: "visiteur4@example.ch" }), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    const html = await refused.text();
    expect(html).toContain("Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans 10 minutes");
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="visiteur4@example.ch"');
    expect(arrived()).toHaveLength(0);

    // Another visitor is not affected.
    expect((await site(post("/formulaire-satisfaction", validSurvey), "203.0.113.8")).status).toBe(302);
  });

  it("counts per e-mail address too, whatever the visitor's address", async () => {
    const email = "meme.adresse@example.ch";
    for (const n of [1, 2, 3]) {
      expect((await site(post("/contact", { ...validContact, email }), `203.0.113.${20 + n}`)).status).toBe(302);
    }
    const refused = await site(
      post("/formulaire-satisfaction", { ...validSurvey, emailAdress: email }),
      "203.0.113.30",
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Un suivi impeccable, merci !");
  });

  it("does not count wizard steps that only store answers", async () => {
    const address = "203.0.113.40";
    let cookie = "";
    for (let round = 0; round < 3; round++) {
      const stored = await site(post("/estimation-bien-immobilier?etape=1", valuationSteps[0]), address);
      expect(stored.status).toBe(302);
      cookie = cookiesOf(stored.headers, cookie);
    }
    for (const [index, fields] of valuationSteps.slice(1, 3).entries()) {
      const stored = await site(post(`/estimation-bien-immobilier?etape=${index + 2}`, fields, cookie), address);
      expect(stored.status).toBe(302);
      cookie = cookiesOf(stored.headers, cookie);
    }
    const sent = await site(post("/estimation-bien-immobilier?etape=4", valuationSteps[3], cookie), address);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/estimation-bien-immobilier-envoyee?formulaire=envoye");
  });
});

describe("valuation wizard", () => {
  it("sends the answers of every step in one e-mail and forgets them", async () => {
    const arrived = watchOutbox(outbox);
    const address = "198.51.100.50";
    let cookie = "";
    for (const [index, fields] of valuationSteps.entries()) {
      const response = await site(
        post(
          `/estimation-bien-immobilier?etape=${index + 1}`,
          { ...fields, jeton: "token-wizard-cccccccccccc" },
          cookie,
        ),
        address,
      );
      expect(response.status).toBe(302);
      cookie = cookiesOf(response.headers, cookie);
    }
    expect(arrived()).toHaveLength(1);
    const mail = arrived()[0]!;
    for (const text of [
      "Maison individuelle",
      "180 m²",
      "900 m²",
      "1987",
      "Rénové",
      "Jardin arborisé",
      "Troistorrents",
      "1872",
      "Route du Village 12",
      "sophie.rey@example.ch",
      "Par curiosité",
    ]) {
      expect(mail).toContain(text);
    }
    expect(cookie).toBe("");
    const restart = await site(get("/estimation-bien-immobilier?etape=2", cookie), address);
    expect(
      restart.status,
      await restart
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBe(302);
    expect(restart.headers.get("Location")).toBe("/estimation-bien-immobilier?etape=1");
  });
});

describe("satisfaction survey", () => {
  it("sends the survey and comes back to an empty form with the toast", async () => {
    const arrived = watchOutbox(outbox);
    const sent = await site(post("/formulaire-satisfaction", { ...validSurvey, name: "Anne" }), "198.51.100.60");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/formulaire-satisfaction");
    expect(arrived()).toHaveLength(1);
    expect(arrived()[0]).toContain("Un suivi impeccable, merci !");
    const page = await (await site(get("/formulaire-satisfaction", cookiesOf(sent.headers)))).text();
    expect(page).toContain("Votre avis a été envoyé!");
    expect(page).not.toContain("Un suivi impeccable");
  });
});
