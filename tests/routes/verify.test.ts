import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, loadHandler, type Handler } from "../support/build";
import { get } from "../support/requests";

/**
 * `/verifier` (issue 56) through the production build: a reference, in any spelling, or an address
 * of this site tells the listing is the agency's, with its one page and broker; a reference nobody
 * has, an address elsewhere or a withdrawn listing are told so, each with a way to report it; text
 * too long is a 400 in the visitor's language that keeps what they typed; the rules are always there.
 */

let handle: Handler;
beforeAll(async () => {
  handle = await loadHandler();
}, 60_000);

async function check(q: string, prefix = ""): Promise<{ status: number; html: string }> {
  const response = await handle(get(`${prefix}/verifier?q=${encodeURIComponent(q)}`));
  return { status: response.status, html: await response.text() };
}

/** The result's text, markup and React's separators left out. */
function result(html: string): string {
  const start = html.indexOf('aria-labelledby="titre-resultat"');
  if (start < 0) return "";
  return html
    .slice(start, html.indexOf("</section>", start))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("checking a listing", () => {
  it("tells the agency's listing by its reference or its address, with its one page and broker", async () => {
    for (const typed of ["rlm 1047", "RLM-1047", `${ORIGIN}/vente/ancienne-adresse/vevey-1800/rlm-1047`]) {
      const { status, html } = await check(typed);
      expect(status, typed).toBe(200);
      expect(result(html), typed).toContain("L'annonce RLM-1047 est bien la nôtre.");
      expect(html, typed).toMatch(/href="\/vente\/appartement-en-terrasse\/vevey-1800\/rlm-1047"/);
      expect(html, typed).toMatch(/href="\/contact\?ref=RLM-1047"[^>]*>Signaler cette annonce</);
      expect(html, typed).toContain('name="robots" content="noindex');
    }
    const english = await check("rlm-1047", "/en");
    expect(result(english.html)).toContain("Listing RLM-1047 is indeed ours.");
    expect(english.html).toMatch(/href="\/en\/vente\/appartement-en-terrasse\/vevey-1800\/rlm-1047"/);
  });

  it("says when no listing has the reference, or when the address is another site's", async () => {
    expect(result((await check("RLM-9999")).html)).toContain(
      "Aucune annonce de notre agence ne porte cette référence.",
    );
    expect(result((await check("bonjour")).html)).toContain("Aucune annonce de notre agence");
    const portal = await check("https://www.homegate.ch/kaufen/4000123456", "/de");
    expect(result(portal.html)).toContain("Diese Adresse führt zu www.homegate.ch");
    expect(portal.html).toMatch(/href="\/de\/contact"[^>]*>Ein verdächtiges Inserat melden</);
  });

  it("answers text too long with a 400 in the visitor's language, keeping what was typed", async () => {
    const typed = `RLM-1047 ${"x".repeat(400)}`;
    const { status, html } = await check(typed, "/en");
    expect(status).toBe(400);
    expect(html).toContain("This text is too long");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`value="${typed.slice(0, 300)}"`);
  });

  it("shows the form and the rules without a question, indexable", async () => {
    const response = await handle(get("/verifier"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Nous ne demandons jamais d&#x27;argent avant une visite");
    expect(html).not.toContain('name="robots" content="noindex');
    expect(result(html)).toBe("");
  });
});
