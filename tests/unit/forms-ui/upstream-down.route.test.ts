import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { keptContactValues, SEND_FAILED, validContact, validSurvey, valuationSteps } from "../../support/forms";
import { cookiesOf, get, post } from "../../support/requests";

/**
 * The agency's API cannot be reached (API_URL points at a closed port): every form answers 503
 * with a French message on the form and every value kept; the contact window still opens.
 */
let site: Handler;

beforeAll(async () => {
  site = await loadHandler({ API_URL: "http://127.0.0.1:9/api", API_TIMEOUT_MS: "2000" });
});

describe("with the API down", () => {
  it("the contact form keeps everything and says so (503)", async () => {
    const response = await site(post("/contact", { ...validContact, jeton: "token-down-aaaaaaaaaaaaaa" }));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(SEND_FAILED);
    expect(html).toContain('role="alert"');
    for (const value of [...keptContactValues, 'name="link" value="/annonces?contact=RLM-1047"']) {
      expect(html).toContain(value);
    }
    // The same form posted again is tried again, not taken for a replay of a sent message.
    expect((await site(post("/contact", { ...validContact, jeton: "token-down-aaaaaaaaaaaaaa" }))).status).toBe(503);
  });

  it("the survey too", async () => {
    const response = await site(post("/formulaire-satisfaction", validSurvey));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(SEND_FAILED);
    expect(html).toContain("Un suivi impeccable, merci !");
  });

  it("the last wizard step keeps its values and the earlier answers", async () => {
    let cookie = "";
    for (const [index, fields] of valuationSteps.slice(0, 3).entries()) {
      const response = await site(post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie));
      expect(response.status).toBe(302);
      cookie = cookiesOf(response.headers, cookie);
    }
    const response = await site(post("/estimation-bien-immobilier?etape=4", valuationSteps[3], cookie));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(SEND_FAILED);
    expect(html).toContain('value="sophie.rey@example.ch"');
    const back = await site(get("/estimation-bien-immobilier?etape=3", cookie));
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('value="Troistorrents"');
  });

  it("the contact window opens as a general request when the property cannot be read", async () => {
    const response = await site(get("/?contact=RLM-1047"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Nous contacter</h2>");
  });
});
