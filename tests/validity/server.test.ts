import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modulesNamedByScripts } from "../support/html";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * The production server (build/server.js) as visitors reach it: compression, long-lived hashed
 * assets, and the in-memory cache of rendered public pages (a fresh nonce on every copy,
 * nothing personal shared).
 */

let site: SiteProcess;
let origin: string;

beforeAll(async () => {
  site = await startSite({ PAGE_CACHE_S: "60" });
  origin = site.origin;
}, 30_000);

afterAll(async () => {
  await site?.stop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("cache of rendered pages", () => {
  it("draws a public page once, then serves copies that differ only by their nonce", async () => {
    const path = "/annonces?page=2";
    const first = await fetch(origin + path);
    const second = await fetch(origin + path);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [one, two] = [nonceOf(first)!, nonceOf(second)!];
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(two).not.toBe(one);
    const [html1, html2] = [await first.text(), await second.text()];
    expect(html2).toContain(`nonce="${two}"`);
    expect(html2).not.toContain(one);
    expect(html2.replaceAll(two, "N")).toBe(html1.replaceAll(one, "N"));
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
  });

  it("never answers a one-shot message, a data request or a post from the cache", async () => {
    await fetch(`${origin}/`);
    const withMessage = await fetch(`${origin}/`, { headers: { Cookie: "__message=abc" } });
    expect(withMessage.headers.get("x-page-cache")).toBeNull();
    const data = await fetch(`${origin}/?_data=root`);
    expect(data.headers.get("x-page-cache")).toBeNull();
    const post = await fetch(`${origin}/formulaire-satisfaction`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: "nom=",
    });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
    expect(post.headers.get("x-page-cache")).toBeNull();
  });

  it("serves a visitor whose cookies do not change the page from the cache", async () => {
    await fetch(`${origin}/annonces?page=3`);
    const withCookie = await fetch(`${origin}/annonces?page=3`, { headers: { Cookie: "theme=clair" } });
    expect(withCookie.headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps a page drawn for favourites under those favourites only", async () => {
    const kept = await fetch(`${origin}/favoris`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Accept: "application/json" },
      body: new URLSearchParams({ ref: "RLM-1047", intent: "ajouter" }),
      redirect: "manual",
    });
    const cookie = /__favoris=[^;]*/.exec(kept.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();
    // The demo's listing kept above: its page says it is kept ("Gardé") to this visitor only.
    const path = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";
    const first = await fetch(origin + path, { headers: { Cookie: cookie! } });
    const second = await fetch(origin + path, { headers: { Cookie: `${cookie!}; theme=clair` } });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("x-page-cache-personal")).toBeNull();
    expect(await second.text()).toContain("Gardé");
    const stranger = await fetch(origin + path);
    expect(stranger.headers.get("x-page-cache")).toBe("miss");
    expect(stranger.headers.get("cache-control")).not.toContain("private");
    expect(await stranger.text()).not.toContain("Gardé");
  });

  it("keeps no error page", async () => {
    await fetch(`${origin}/page-inconnue`);
    const again = await fetch(`${origin}/page-inconnue`);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBe("miss");
  });
});

describe("compression and asset caching", () => {
  it("compresses pages, style sheets and scripts with brotli or gzip, and keeps hashed assets a year", async () => {
    const page = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const html = await page.text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const [script] = modulesNamedByScripts(html);
    expect(css).toBeDefined();
    expect(script).toBeDefined();
    for (const asset of [css!, script!]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await fetch(origin + asset, { headers: { "Accept-Encoding": encoding } });
        expect(response.status, asset).toBe(200);
        expect(response.headers.get("content-encoding"), `${asset} ${encoding}`).toBe(encoding);
        expect(response.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      }
    }
    const gzipPage = await fetch(`${origin}/annonces`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipPage.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("security headers on every answer, documents or not", () => {
  const common = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };

  it.each([
    ["a page", "/equipe"],
    ["a static file of the build", "/assets/"],
    ["the favicon", "/favicon.ico"],
    ["robots.txt", "/robots.txt"],
    ["the sitemap", "/sitemap.xml"],
    ["a generated image", "/images/"],
    ["a redirect", "/acheter"],
    ["the 404 page", "/nulle-part"],
    ["a refused post", "/contact"],
  ])("%s (%s), once each", async (_what, path) => {
    let target = path;
    if (path === "/assets/" || path === "/images/") {
      const html = await (await fetch(`${origin}/annonces`)).text();
      const pattern = path === "/assets/" ? /(?:href|src)="(\/assets\/[^"]+)"/ : /src="(\/images\/[^"]+)"/;
      target = pattern.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(target, `aucune adresse ${path} dans /annonces`).not.toBe("");
    }
    const response = await fetch(origin + target, {
      redirect: "manual",
      ...(path === "/contact" ? { method: "POST", body: "a=1", headers: { "Content-Type": "text/plain" } } : {}),
    });
    await response.arrayBuffer();
    if (path === "/contact") expect(response.status).toBe(403);
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name), name).toBe(value);
  });
});

describe("errors the server meets before the site", () => {
  it("answers an address whose escapes cannot be decoded with the site's 400 in its language, not Express's", async () => {
    for (const [path, lang, title] of [
      ["/de/%E0%A4%A", "de-CH", "Ungültige Anfrage"],
      ["/%E0%A4%A", "fr-CH", "Requête invalide"],
      ["/en/%zz", "en-GB", "Bad request"],
      ["/assets/%E0", "fr-CH", "Requête invalide"],
    ]) {
      const response = await fetch(origin + path);
      const html = await response.text();
      expect(response.status, path).toBe(400);
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`<h1>${title}</h1>`);
      expect(html, path).not.toContain("<pre>");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
