import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, ORIGIN, type Handler } from "../support/build";

/**
 * Behind the agency's reverse proxy (TRUST_PROXY=1, no SITE_URL): the proxy's X-Forwarded-Host and
 * -Proto make the absolute addresses, and its scheme decides the Secure attribute of cookies.
 */

let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler({ TRUST_PROXY: "1", SITE_URL: "" });
}, 60_000);

const proxied = { Host: "127.0.0.1:3001", "X-Forwarded-Host": "www.example.ch", "X-Forwarded-Proto": "https" };

describe("behind a trusted proxy", () => {
  it("builds canonical links and robots.txt's sitemap line on the proxy's origin", async () => {
    const list = await (await handle(new Request("http://127.0.0.1:3001/annonces", { headers: proxied }))).text();
    expect(list).toContain('<link rel="canonical" href="https://www.example.ch/recherche?page=1"/>');
    const robots = await (await handle(new Request("http://127.0.0.1:3001/robots.txt", { headers: proxied }))).text();
    expect(robots).toContain("Sitemap: https://www.example.ch/sitemap.xml");
  });

  it("marks cookies Secure when the proxy says https, not when it says http", async () => {
    const post = (proto: string) =>
      handle(
        new Request(`${ORIGIN}/favoris`, {
          method: "POST",
          headers: {
            Host: "localhost:3000",
            Origin: ORIGIN,
            Accept: "text/html",
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-Proto": proto,
          },
          body: new URLSearchParams({ ref: "RLM-1047", intent: "ajouter" }).toString(),
        }),
      );
    const overHttps = await post("https");
    expect(overHttps.status).toBe(303);
    expect(overHttps.headers.get("Set-Cookie")).toMatch(/;\s*Secure/i);
    const overHttp = await post("http");
    expect(overHttp.status).toBe(303);
    expect(overHttp.headers.get("Set-Cookie")).not.toMatch(/;\s*Secure/i);
  });
});
