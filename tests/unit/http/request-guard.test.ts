import { describe, expect, it } from "vitest";
import { guardRequest, MAX_BODY_BYTES, rejectionPage } from "~/http/request-guard";

const head = (method: string, headers: Record<string, string>) => ({
  method,
  header: (name: string) => headers[name.toLowerCase()],
});

describe("request guard", () => {
  it("lets reads through whatever their origin", () => {
    expect(guardRequest(head("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBeNull();
  });

  it("accepts a post from the site itself, directly or through a proxy", () => {
    expect(guardRequest(head("POST", { origin: "http://localhost:3000", host: "localhost:3000" }))).toBeNull();
    expect(
      guardRequest(
        head("POST", { origin: "https://www.agence.ch", host: "10.0.0.5:3000", "x-forwarded-host": "www.agence.ch" }),
      ),
    ).toBeNull();
    expect(
      guardRequest(head("POST", { host: "localhost:3000", "sec-fetch-site": "same-origin", "content-length": "120" })),
    ).toBeNull();
  });

  it("refuses a post that says neither where it comes from (Origin) nor how (Sec-Fetch-Site)", () => {
    const refused = guardRequest(head("POST", { host: "localhost:3000", "content-length": "120" }));
    expect(refused?.status).toBe(403);
    expect(refused?.message).toContain("depuis notre site");
  });

  it("refuses posts from another site with 403", () => {
    expect(guardRequest(head("POST", { origin: "https://evil.example", host: "localhost:3000" }))?.status).toBe(403);
    expect(guardRequest(head("POST", { origin: "null", host: "localhost:3000" }))?.status).toBe(403);
    expect(guardRequest(head("POST", { "sec-fetch-site": "cross-site", host: "localhost:3000" }))?.status).toBe(403);
    expect(guardRequest(head("POST", { origin: "not a url", host: "localhost:3000" }))?.status).toBe(403);
    expect(
      guardRequest(
        head("POST", { origin: "http://localhost:3000", host: "localhost:3000", "sec-fetch-site": "same-site" }),
      )?.status,
    ).toBe(403);
  });

  it("refuses bodies over the limit, malformed lengths and undeclared streams", () => {
    const ok = { host: "h", origin: "http://h" };
    expect(guardRequest(head("POST", { ...ok, "content-length": String(MAX_BODY_BYTES) }))).toBeNull();
    expect(guardRequest(head("POST", { ...ok, "content-length": String(MAX_BODY_BYTES + 1) }))?.status).toBe(413);
    expect(guardRequest(head("POST", { ...ok, "content-length": "-1" }))?.status).toBe(413);
    expect(guardRequest(head("POST", { ...ok, "transfer-encoding": "chunked" }))?.status).toBe(411);
  });

  it("renders a French page that echoes nothing from the request", () => {
    const page = rejectionPage({ status: 403, title: "Demande refusée", message: "Texte." });
    expect(page).toContain('<html lang="fr-CH">');
    expect(page).toContain("Erreur 403");
  });
});
