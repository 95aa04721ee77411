import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  addFavourite,
  applyIntent,
  MAX_FAVOURITES,
  readFavouriteForm,
  readFavourites,
  refererPath,
  removeFavourite,
  sameSitePath,
} from "~/favourites/favourites";
import { favouritesCookie, favouritesOf, saveFavourites } from "~/favourites/favourites-cookie.server";

const refs = (count: number) => Array.from({ length: count }, (_, index) => `RLM-${1000 + index}`);

describe("what a favourites cookie may hold", () => {
  it("reads a list of valid references, without duplicates", () => {
    expect(readFavourites(["RLM-1047", "RLM-P01", "RLM-1047"])).toEqual(["RLM-1047", "RLM-P01"]);
    expect(readFavourites([])).toEqual([]);
  });

  it("reads anything else as none", () => {
    for (const value of [null, undefined, "RLM-1047", 12, {}, { 0: "RLM-1047" }, [1], ["RLM-1047", null]]) {
      expect(readFavourites(value), JSON.stringify(value)).toEqual([]);
    }
    expect(readFavourites(["<script>"])).toEqual([]);
    expect(readFavourites(["rlm-1047"]), "references are kept upper-cased").toEqual([]);
    expect(readFavourites(["R".repeat(65)])).toEqual([]);
  });

  it("is bounded: past the maximum only the newest are read", () => {
    expect(readFavourites(refs(MAX_FAVOURITES))).toHaveLength(MAX_FAVOURITES);
    expect(readFavourites(refs(MAX_FAVOURITES + 10))).toEqual(refs(MAX_FAVOURITES));
  });
});

describe("adding and removing", () => {
  it("adds newest first, once", () => {
    expect(addFavourite(["RLM-1"], "RLM-2")).toEqual(["RLM-2", "RLM-1"]);
    expect(addFavourite(["RLM-2", "RLM-1"], "RLM-1")).toEqual(["RLM-1", "RLM-2"]);
  });

  it("drops the oldest past the bound", () => {
    const full = refs(MAX_FAVOURITES);
    const next = addFavourite(full, "RLM-NEW");
    expect(next).toHaveLength(MAX_FAVOURITES);
    expect(next[0]).toBe("RLM-NEW");
    expect(next).not.toContain(full.at(-1));
  });

  it("removes, and removing an absent reference changes nothing", () => {
    expect(removeFavourite(["RLM-1", "RLM-2"], "RLM-1")).toEqual(["RLM-2"]);
    expect(removeFavourite(["RLM-1"], "RLM-9")).toEqual(["RLM-1"]);
    expect(applyIntent(["RLM-1"], "retirer", "RLM-1")).toEqual([]);
    expect(applyIntent([], "ajouter", "RLM-1")).toEqual(["RLM-1"]);
  });
});

describe("the way back after a post", () => {
  it("accepts same-site paths with their query", () => {
    expect(sameSitePath("/vente?tri=surface&page=2")).toBe("/vente?tri=surface&page=2");
    expect(sameSitePath("/favoris")).toBe("/favoris");
  });

  it("refuses anything that could lead to another site", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "/a\nb",
      "",
      `/${"a".repeat(2001)}`,
    ]) {
      expect(sameSitePath(value), value).toBeUndefined();
    }
  });

  it("uses the Referer only when it is this site", () => {
    expect(refererPath("http://localhost:3000/vente?page=2", "http://localhost:3000/favoris")).toBe("/vente?page=2");
    expect(refererPath("https://evil.example/vente", "http://localhost:3000/favoris")).toBeUndefined();
    expect(refererPath("not a url", "http://localhost:3000/favoris")).toBeUndefined();
  });
});

describe("the posted form", () => {
  const headers = { referer: null, accept: "text/html,*/*;q=0.8", url: "http://localhost:3000/favoris" };
  const form = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return data;
  };

  it("reads one reference and one intent", () => {
    expect(
      readFavouriteForm(
        form([
          ["ref", "rlm-1047"],
          ["intent", "ajouter"],
          ["retour", "/vente"],
        ]),
        headers,
      ),
    ).toEqual({ ref: "RLM-1047", intent: "ajouter", returnTo: "/vente", inPlace: false });
    expect(
      readFavouriteForm(
        form([
          ["ref", "RLM-1047"],
          ["intent", "retirer"],
        ]),
        { ...headers, accept: "*/*" },
      ),
    ).toMatchObject({ returnTo: "/favoris", inPlace: true });
  });

  it("refuses a missing, repeated or malformed field", () => {
    for (const fields of [
      [["intent", "ajouter"]],
      [["ref", "RLM-1047"]],
      [
        ["ref", "RLM-1047"],
        ["intent", "voler"],
      ],
      [
        ["ref", "<b>"],
        ["intent", "ajouter"],
      ],
      [
        ["ref", "RLM-1"],
        ["ref", "RLM-2"],
        ["intent", "ajouter"],
      ],
      [
        ["ref", "R".repeat(100_000)],
        ["intent", "ajouter"],
      ],
    ] as [string, string][][]) {
      expect(readFavouriteForm(form(fields), headers), JSON.stringify(fields).slice(0, 80)).toBeUndefined();
    }
  });
});

describe("the signed cookie", () => {
  const request = (cookie: string) => new Request("http://localhost:3000/favoris", { headers: { Cookie: cookie } });
  const post = new Request("http://localhost:3000/favoris", { method: "POST" });
  const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

  it("keeps what was saved", async () => {
    const saved = await saveFavourites(["RLM-1047", "RLM-P01"], post);
    expect(saved).toMatch(/HttpOnly/);
    expect(saved).toMatch(/SameSite=Lax/);
    expect(await favouritesOf(request(cookieOf(saved)))).toEqual(["RLM-1047", "RLM-P01"]);
  });

  it("an empty list removes the cookie", async () => {
    expect(await saveFavourites([], post)).toMatch(/Max-Age=0/);
  });

  it("reads a forged, unsigned or broken cookie as none", async () => {
    const saved = cookieOf(await saveFavourites(["RLM-1047"], post));
    const [name, value] = saved.split("=") as [string, string];
    const forged = `${name}=${Buffer.from(JSON.stringify(["RLM-1", "RLM-2"])).toString("base64")}.${value.split(".")[1]}`;
    expect(await favouritesOf(request(forged))).toEqual([]);
    const otherSecret = createCookie("__favoris", { secrets: ["another-secret-of-some-length"] });
    expect(await favouritesOf(request(cookieOf(await otherSecret.serialize(["RLM-1047"]))))).toEqual([]);
    expect(await favouritesOf(request("__favoris=%%%garbage"))).toEqual([]);
    expect(await favouritesOf(request(""))).toEqual([]);
  });

  it("reads the newest of an oversized signed list", async () => {
    const tooMany = await favouritesCookie.serialize(refs(MAX_FAVOURITES + 5));
    expect(await favouritesOf(request(cookieOf(tooMany)))).toEqual(refs(MAX_FAVOURITES));
  });
});
