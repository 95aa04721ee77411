import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage } from "@rli/contract/i18n/language";
import { visitKindTexts } from "@rli/contract/agency/visits";
import { teamRoleTexts } from "~/agency/team-view";
import { textNotice } from "~/detail/text-notice";
import { loadHandler, type Handler } from "../support/build";
import { frenchOnPage, knownFrenchOf, knownFrenchOnPage } from "../support/french-words";
import { siteRequest, sitemapPaths } from "../validity/crawl";

/**
 * No French left unannounced on a German or English page (decision 144), through the production
 * build: a sample of listing pages chosen because their French version shows what the site writes in
 * French — every team role, the kinds of visit, the cantons of the agency, a promotion and a listing
 * only written in French — is read in German and in English, with the pages around them (home,
 * lists, search, team, blog and a post, contact, a visit request, favourites, forms, legal texts) and
 * the listings' PDF sheets: none of these words, nor a space before a colon, is left outside what is
 * marked French.
 */

type Page = { status: number; html: string };
type Language = "de" | "en";

let handle: Handler;
const get = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
  const response = await handle(siteRequest(path, { headers }));
  return { status: response.status, html: await response.text() };
};

/** What the sample has to show, each goal read on a listing's French page and its German one. */
const GOALS: Record<string, (french: string, german: string) => boolean> = {
  ...Object.fromEntries(
    Object.values(teamRoleTexts.fr).map((role) => [role, (french: string) => french.includes(`>${role}<`)]),
  ),
  [visitKindTexts.fr.open]: (french) => french.includes(`>${visitKindTexts.fr.open}<`),
  [visitKindTexts.fr.openHouse]: (french) => french.includes(`>${visitKindTexts.fr.openHouse}<`),
  "Valais (canton)": (french) => french.includes(", Valais<"),
  "Vaud (canton)": (french) => french.includes(", Vaud<"),
  "a promotion": (french) => french.includes('"@type":"ApartmentComplex"'),
  "a listing only in French": (_, german) => /<h1[^>]*lang="fr"/.test(german),
};

const STATIC = [
  "",
  "/annonces",
  "/vente",
  "/location",
  "/recherche?actionType=Louer&minRooms=2&page=1",
  "/promotions",
  "/vendus",
  "/equipe",
  "/blog",
  "/contact",
  "/estimation-bien-immobilier",
  "/formulaire-satisfaction",
  "/calculateur-hypothecaire",
  "/conditions-generales-dutilisation",
  "/politique-de-confidentialite",
];

/** French listing pages, each chosen for a goal the ones before did not reach. */
const sample: { path: string; ref: string; goals: string[]; visit: string | undefined; promotion: boolean }[] = [];
const open = new Set(Object.keys(GOALS));
let post: string | undefined;

beforeAll(async () => {
  handle = await loadHandler();
  const paths = await sitemapPaths(handle);
  post = paths.find((path) => path.startsWith("/blog/"));
  const listings = paths.filter((path) => languageOfPath(path) === "fr" && /^\/(vente|location)\/.+\/rlm-/.test(path));
  for (const path of listings) {
    if (open.size === 0) break;
    const [french, german] = await Promise.all([get(path), get(pathInLanguage(path, "de"))]);
    const reached = [...open].filter((goal) => GOALS[goal]!(french.html, german.html));
    if (reached.length === 0) continue;
    reached.forEach((goal) => open.delete(goal));
    const visit = /\?contact=[^"&]+&amp;visite=([0-9-]+)/.exec(french.html)?.[1];
    const promotion = GOALS["a promotion"]!(french.html, german.html);
    sample.push({ path, ref: path.split("/").pop()!.toUpperCase(), goals: reached, visit, promotion });
  }
}, 180_000);

const report = (path: string, found: readonly string[]) => [...new Set(found)].map((words) => `${path}: ${words}`);

function check(path: string, page: Page, language: Language): string[] {
  if (page.status !== 200) return [`${path}: ${page.status}`];
  return report(path, [...knownFrenchOnPage(page.html, language), ...frenchOnPage(page.html)]);
}

describe("the sample", () => {
  it("shows every role, kind of visit and canton, a promotion and a listing only in French", () => {
    expect([...open], `not found on any listing page: ${[...open].join(", ")}`).toEqual([]);
    expect(sample.some((page) => page.visit)).toBe(true);
    expect(post).toBeDefined();
  });
});

describe.each(["de", "en"] as const)("in %s", (language) => {
  it("listing, lot and promotion pages, and a visit request, name the site's own words in the page's language", async () => {
    const problems: string[] = [];
    for (const { path, ref, visit } of sample) {
      const local = pathInLanguage(path, language);
      const page = await get(local);
      problems.push(...check(local, page, language));
      // The contact window opened for a visit: its label and its prefilled message.
      if (visit) {
        const request = `${local}?contact=${ref}&visite=${visit}`;
        const answer = await get(request);
        expect(answer.html).toContain("<textarea");
        problems.push(...check(request, answer, language));
      }
    }
    expect(sample.length).toBeGreaterThan(2);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 60_000);

  it("a listing only in French says so above its description, which is marked French", async () => {
    const french = sample.find((page) => page.goals.includes("a listing only in French"))!;
    const notice = textNotice("fr", language)!;
    const { html } = await get(pathInLanguage(french.path, language));
    const marked = new RegExp(`>${notice}</p><div id="description-[^"]+" lang="fr"`);
    expect(marked.test(html), `${french.path} in ${language}: no notice before a French description`).toBe(true);
    // The French page is as it was: no notice.
    expect((await get(french.path)).html.includes(notice)).toBe(false);
  });

  it("the pages around them, a blog post and the favourites do too", async () => {
    const problems: string[] = [];
    for (const path of [...STATIC, post!]) {
      const local = pathInLanguage(path, language);
      problems.push(...check(local, await get(local), language));
    }
    // The favourites page, with the sample's listings kept.
    const kept = await favouritesCookie(sample.map((page) => page.ref));
    const favourites = pathInLanguage("/favoris", language);
    const page = await get(favourites, { Cookie: kept });
    for (const { ref } of sample) expect(page.html).toContain(ref);
    problems.push(...check(favourites, page, language));
    expect(problems, problems.join("\n")).toEqual([]);
  }, 60_000);

  it("the PDF sheets name them in the sheet's language, with its typography", async () => {
    const problems: string[] = [];
    for (const { path, ref } of sample.filter((page) => !page.promotion)) {
      const sheet = `/${language}/fiche/${ref.toLowerCase()}.pdf`;
      const response = await handle(siteRequest(sheet, { accept: "application/pdf" }));
      expect(response.status, sheet).toBe(200);
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      // The feed's description, only in French, follows the notice: it is drawn marked French.
      const notice = textNotice("fr", language)!;
      const own = text.includes(notice) ? text.slice(0, text.indexOf(notice)) : text;
      const french = (await get(path)).html;
      const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(french)?.[1] ?? "";
      problems.push(...report(sheet, knownFrenchOf(own.replace(title, " "), language)));
      if (text.includes(notice)) {
        const after = text.slice(text.indexOf(notice));
        const features = after.search(/\n(Vorzüge und Ausstattung|Highlights and features|Ihr Kontakt|Your contact)\n/);
        problems.push(...report(sheet, knownFrenchOf(after.slice(features), language)));
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  }, 60_000);
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The favourites cookie that keeps `refs`, as the site signs it. */
async function favouritesCookie(refs: readonly string[]): Promise<string> {
  const { favouritesCookie } = (await import("~/favourites/favourites-cookie.server")) as {
    favouritesCookie: { serialize(value: unknown): Promise<string> };
  };
  return (await favouritesCookie.serialize(refs)).split(";")[0]!;
}
