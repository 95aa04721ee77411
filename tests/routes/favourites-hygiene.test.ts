import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, ORIGIN, type Handler } from "../support/build";

/**
 * The favourites form through the production build: its way back never leaves the site, only
 * listings the site shows may be kept, and a reference the inventory does not know is dropped from
 * the cookie once the favourites page has shown it.
 */

let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler();
}, 60_000);

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return handle(
    new Request(`${ORIGIN}/favoris`, {
      method: "POST",
      headers: {
        Host: new URL(ORIGIN).host,
        Origin: ORIGIN,
        Accept: "text/html",
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const cookiePair = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;

describe("the way back of the favourites form", () => {
  it.each(["/.//evil.example", "/..//evil.example", "//evil.example", "/\\evil.example", "https://evil.example/"])(
    "sends %s back to the favourites page",
    async (retour) => {
      const response = await post({ ref: "RLM-1047", intent: "ajouter", retour });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/favoris");
    },
  );

  it("follows a same-site return address", async () => {
    const response = await post({ ref: "RLM-1047", intent: "ajouter", retour: "/vente?page=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/vente?page=2");
  });
});

describe("what the favourites cookie keeps", () => {
  it("refuses to keep a reference that is no listing, with a French message and no cookie", async () => {
    const response = await post({ ref: "RLM-9999", intent: "ajouter", retour: "/annonces" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("n'a pas été ajouté à vos favoris");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("drops an unknown reference from the cookie once the favourites page has shown it", async () => {
    const kept = cookiePair(await post({ ref: "RLM-1047", intent: "ajouter" }));
    // A cookie written before references were checked, holding one the inventory does not know,
    // signed as the site signs (same development secret).
    const { favouritesCookie } = (await import("~/favourites/favourites-cookie.server")) as {
      favouritesCookie: { serialize(value: unknown): Promise<string> };
    };
    const older = (await favouritesCookie.serialize(["RLM-9999", "RLM-1047"])).split(";")[0]!;
    expect(kept.startsWith("__favoris=")).toBe(true);
    const page = await handle(new Request(`${ORIGIN}/favoris`, { headers: { Cookie: older, Accept: "text/html" } }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("RLM-9999");
    expect(html).toContain("Vous pouvez garder jusqu&#x27;à");
    const after = cookiePair(page);
    expect(after.startsWith("__favoris=")).toBe(true);
    const again = await handle(new Request(`${ORIGIN}/favoris`, { headers: { Cookie: after, Accept: "text/html" } }));
    const text = await again.text();
    expect(text).not.toContain("RLM-9999");
    expect(text).toContain("Bel appartement en terrasse");
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });
});
