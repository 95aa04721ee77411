import { describe, expect, it } from "vitest";
import { errorText, errorTexts } from "~/http/error-texts";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { isCostlyPage, limitRejection } from "~/http/public-limit.server";
import { guardRequest, rejectionPage } from "~/http/request-guard";

/** Error screens and refusals in the language of the address (decision 114). */
describe("errors in each language", () => {
  it("gives each status its text in the page's language, a status without one its class's", () => {
    expect(errorText(404, "de").title).toBe("Seite nicht gefunden");
    expect(errorText(404, "en").title).toBe("Page not found");
    expect(errorText(404).title).toBe("Page introuvable");
    expect(errorText(502, "en")).toEqual(errorText(503, "en"));
    expect(errorText(418, "de")).toEqual(errorText(400, "de"));
    expect(errorText(500, "en").title).toBe("Something went wrong");
    expect(errorText(501, "de")).toEqual(errorText(500, "de"));
    expect(errorTexts.de.code(404)).toBe("Fehler 404");
  });

  it("refuses a request before the application in the language of its address", () => {
    const crossSite = (path?: string) =>
      guardRequest({
        method: "POST",
        header: (name) => ({ origin: "https://evil.example", host: "localhost:3000" })[name.toLowerCase()],
        path,
      });
    expect(crossSite("/de/contact")).toMatchObject({ status: 403, title: "Anfrage abgelehnt", language: "de" });
    expect(crossSite("/en")).toMatchObject({ status: 403, title: "Request refused", language: "en" });
    expect(crossSite()).toMatchObject({ status: 403, title: "Demande refusée", language: "fr" });

    const page = rejectionPage({ status: 403, title: "Request refused", message: "…", language: "en" });
    expect(page).toContain('<html lang="en-GB">');
    expect(page).toContain("<p>Error 403</p>");
    expect(page).toContain('<a href="/en">Back to the home page</a>');
    expect(rejectionPage({ status: 403, title: "Demande refusée", message: "…" })).toContain(
      '<a href="/">Retour à l\'accueil</a>',
    );
  });

  it("answers a form posted to a read-only address in its language", async () => {
    const answer = methodNotAllowed({ request: new Request("http://localhost/de/manifest.webmanifest") });
    expect(answer.status).toBe(405);
    expect(await answer.text()).toBe("Diese Aktion ist unter dieser Adresse nicht möglich.");
    expect(await methodNotAllowed().text()).toBe("Cette action n'est pas possible à cette adresse.");
  });

  it("counts German and English lists as the French ones, and refuses them in their language", () => {
    expect(isCostlyPage("/de/recherche")).toBe(true);
    expect(isCostlyPage("/en/vente/appartement.data")).toBe(true);
    expect(isCostlyPage("/de/equipe")).toBe(false);
    expect(limitRejection(30, "en")).toMatchObject({ status: 429, title: "Too many requests", language: "en" });
  });
});
