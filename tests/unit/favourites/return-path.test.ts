import { describe, expect, it } from "vitest";
import { readFavouriteForm, sameSitePath } from "~/favourites/favourites";

/**
 * The way back after a favourites post without scripts: only a path of this site survives, checked
 * as posted and once normalised ("/.//evil.example" resolves to "//evil.example", which a browser
 * follows to another host). Whatever else is posted leads to the favourites page.
 */

const HOSTILE = [
  "//x",
  "/\\x",
  "/.//x",
  "/./\\x",
  "/..//x",
  "/a/..//x",
  "/%2e//x",
  "/%2E%2E//x",
  "/.//evil.example/vente?page=2",
  "%2F%2Fx",
  "%2f%2fevil.example",
  "https://x",
  "http:/x",
  "//x/%2F..",
  "\t//x",
  "/\t/x",
  "/\n/x",
  "/\r\n/x",
  "/.\t//x",
  " //x",
  "\\\\x",
  "javascript:alert(1)",
  "data:text/html,x",
  "x",
  "",
];

describe("a posted return address", () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))("refuses %s", (_name, value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it("never answers a path a browser would read as another host, whatever the value", () => {
    const pieces = ["/", ".", "..", "\\", "%2F", "%2f", "%5C", "x", "?", "#", "%2e", "@", ":"];
    const seen: string[] = [];
    // Every combination of up to four pieces after a leading "/".
    const walk = (value: string, depth: number) => {
      const path = sameSitePath(value);
      if (path !== undefined) {
        seen.push(path);
        expect(path.startsWith("/"), value).toBe(true);
        expect(/^\/[/\\]/.test(path), `${value} → ${path}`).toBe(false);
        expect(new URL(path, "https://site.example").host, `${value} → ${path}`).toBe("site.example");
      }
      if (depth === 4) return;
      for (const piece of pieces) walk(value + piece, depth + 1);
    };
    walk("/", 0);
    expect(seen.length).toBeGreaterThan(1000);
  });

  it("keeps same-site paths, normalised, with their query", () => {
    expect(sameSitePath("/vente?tri=surface&page=2")).toBe("/vente?tri=surface&page=2");
    expect(sameSitePath("/./vente")).toBe("/vente");
    expect(sameSitePath("/a/../favoris")).toBe("/favoris");
    expect(sameSitePath("/%2F%2Fx")).toBe("/%2F%2Fx");
  });
});

describe("the way back of a posted favourites form", () => {
  const headers = {
    referer: "http://localhost:3000/vente?page=3",
    accept: "text/html",
    url: "http://localhost:3000/favoris",
  };
  const form = (retour?: string) => {
    const data = new FormData();
    data.append("ref", "RLM-1047");
    data.append("intent", "ajouter");
    if (retour !== undefined) data.append("retour", retour);
    return data;
  };

  it("leads to the favourites page when the posted address is not a same-site path", () => {
    for (const value of HOSTILE) {
      expect(readFavouriteForm(form(value), headers)?.returnTo, JSON.stringify(value)).toBe("/favoris");
    }
  });

  it("follows a same-site address, or the site's own Referer when none is posted", () => {
    expect(readFavouriteForm(form("/location?page=2"), headers)?.returnTo).toBe("/location?page=2");
    expect(readFavouriteForm(form(), headers)?.returnTo).toBe("/vente?page=3");
    expect(readFavouriteForm(form(), { ...headers, referer: "https://evil.example/" })?.returnTo).toBe("/favoris");
  });
});
