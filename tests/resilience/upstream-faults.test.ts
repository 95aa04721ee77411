import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostPath } from "~/agency/blog";
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import type { BlogPost, Promotion, PropertyItem, SearchItem } from "@rli/contract/api/contract";
import { HUGE_BYTES, startFakeUpstream, type FakeUpstream, type Fault } from "./support/fake-upstream";
import { keptContactValues, SEND_FAILED, validContact, validSurvey, valuationSteps } from "../support/forms";
import { applicant } from "../../packages/upstream/tests/support/form-requests";
import { withHoneypot } from "../support/honeypot";
import { cookiesOf } from "../support/requests";
import { startSite, type Page, type SiteProcess } from "../support/site-process";

/**
 * The agency's API (API_URL) refuses connections, answers too late, or answers garbage: every page
 * that needs it shows the French error screen with 502, 503 or 504 inside the intact layout; the
 * others still answer 200; forms answer 503 with the visitor's values; nothing technical or
 * English reaches the visitor; the process survives and serves normally again once the API is back.
 * One production process for the whole file; the fake API switches behaviour between cases.
 */

/** Small, yet well above what a fast answer takes on a busy machine (a page makes several calls). */
const API_TIMEOUT_MS = 2000;

let upstream: FakeUpstream;
let site: SiteProcess;
const paths = { property: "", otherProperty: "", promotion: "", post: "" };

async function upstreamJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${upstream.apiUrl}${path}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Real addresses from the demo data, asked to the healthy fake before anything breaks.
  const search = await upstreamJson<{ properties: SearchItem[] }>("/properties/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({}),
  });
  const [property, other] = search.properties.filter(
    (item): item is PropertyItem => !item.isPromotion && !item.promotionRef,
  );
  paths.property = listingPath({ ...property!, promotionRef: undefined });
  paths.otherProperty = listingPath({ ...other!, promotionRef: undefined });
  const promotions = await upstreamJson<{ data: Promotion[] }>("/promotions");
  paths.promotion = promotionPath(promotions.data[0]!);
  const blog = await upstreamJson<{ data: BlogPost[] }>("/blog");
  paths.post = blogPostPath(blog.data[0]!);

  site = await startSite({
    API_URL: upstream.apiUrl,
    API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    OUTBOX_DIR: "var/test-outbox",
  });
}, 30_000);

afterAll(async () => {
  // A site that stopped on its own says why in its log: shown with the failures it caused.
  if (site && !site.alive()) console.error(`Le site s'est arrêté pendant les tests :\n${site.log().slice(-4000)}`);
  await site?.stop();
  await upstream?.close();
});

type PageCase = {
  name: string;
  path: () => string;
  /** Cannot be shown without the API: error screen. */
  needsApi: boolean;
  /** The kiosk: full screen, no header or footer. */
  bare?: boolean;
  /** Opens the contact window. */
  contactWindow?: boolean;
};

const pages: PageCase[] = [
  { name: "accueil", path: () => "/", needsApi: false },
  { name: "annonces", path: () => "/annonces", needsApi: true },
  { name: "page d'un bien", path: () => paths.property, needsApi: true },
  { name: "page d'une promotion", path: () => paths.promotion, needsApi: true },
  { name: "promotions", path: () => "/promotions", needsApi: true },
  { name: "équipe", path: () => "/equipe", needsApi: false },
  { name: "blog", path: () => "/blog", needsApi: true },
  { name: "article du blog", path: () => paths.post, needsApi: true },
  { name: "vitrine", path: () => "/vitrine/1", needsApi: false, bare: true },
  { name: "estimation", path: () => "/estimation-bien-immobilier", needsApi: false },
  { name: "fenêtre de contact", path: () => "/?contact=RLM-1047", needsApi: false, contactWindow: true },
  {
    name: "fenêtre de contact sur un bien",
    path: () => `${paths.property}?contact=RLM-1047`,
    needsApi: true,
    contactWindow: true,
  },
];

/** What must never reach a visitor: technical or English error text, the upstream's own markup. */
const leaks: RegExp[] = [
  /Unexpected (Server|Application) Error/i,
  /Internal Server Error/i,
  /Service Unavailable/i,
  /Bad Gateway|Gateway Time-?out/i,
  /Welcome to nginx/i,
  /alert\('upstream'\)/,
  /Cannot read properties/,
  /\b(TypeError|SyntaxError|ZodError|AbortError|RangeError)\b/,
  /\bat \S+ \([^)]*:\d+:\d+\)/,
  /node_modules|\/srv\/api|\/work\//,
  /Unexpected (token|end of JSON)/i,
];

function expectNoLeak(page: Page) {
  const visible = page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  for (const pattern of leaks) expect(page.html, String(pattern)).not.toMatch(pattern);
  expect(visible, "undefined/null dans le texte visible").not.toMatch(/>[^<]*\b(undefined|null|NaN)\b[^<]*</);
}

function expectLayout(page: Page, bare = false) {
  expect(page.html).toContain('<html lang="fr-CH">');
  if (bare) {
    expect(page.html).not.toContain('aria-label="Menu principal"');
    return;
  }
  expect(page.html).toMatch(/<header\b/);
  expect(page.html).toContain('<nav aria-label="Menu principal"');
  expect(page.html).toContain('href="/estimation-bien-immobilier"');
  expect(page.html).toMatch(/<footer\b[\s\S]*<\/footer>/);
  expect(page.html).toContain('<main id="contenu"');
}

function expectErrorScreen(page: Page, status: number) {
  expect(page.status).toBe(status);
  expect(page.html).toContain(`Erreur ${status}`);
  const screen = /<h1 id="titre-erreur">([^<]+)<\/h1><p>([^<]*)<\/p>/.exec(page.html);
  expect(screen, "écran d'erreur").not.toBeNull();
  expect(screen![1]).toMatch(status === 504 ? /trop lent/ : /momentanément indisponible/);
  // A French sentence explains what happens.
  expect(screen![2]).toMatch(/Merci de réessayer/);
  expect(page.html).toContain("Retour à l&#x27;accueil");
  expect(page.headers.get("cache-control") ?? "").not.toMatch(/max-age=[1-9]|s-maxage|public/);
}

async function visitAll(): Promise<Map<string, Page>> {
  const entries = await Promise.all(pages.map(async (page) => [page.name, await site.get(page.path())] as const));
  return new Map(entries);
}

async function visitOneByOne(): Promise<Map<string, Page>> {
  const results = new Map<string, Page>();
  for (const page of pages) results.set(page.name, await site.get(page.path()));
  return results;
}

const faults: { fault: Fault; status: 502 | 503 | 504; label: string }[] = [
  { fault: "refused", status: 503, label: "connexion refusée" },
  { fault: "slow", status: 504, label: "pas de réponse avant le délai" },
  { fault: "slow-body", status: 504, label: "corps qui n'arrive jamais" },
  { fault: "status-500", status: 503, label: "HTTP 500 avec une trace en anglais" },
  { fault: "status-503", status: 503, label: "HTTP 503 en HTML" },
  { fault: "html", status: 502, label: "HTML au lieu de JSON" },
  { fault: "wrong-shape", status: 502, label: "JSON de la mauvaise forme" },
  { fault: "truncated", status: 502, label: "JSON tronqué" },
  { fault: "cut", status: 503, label: "connexion coupée au milieu du corps" },
  { fault: "huge", status: 502, label: "corps de 256 Mo sans longueur annoncée" },
  { fault: "huge-declared", status: 502, label: "corps de 256 Mo annoncé" },
];

/** Resident memory of the site while the huge answers are read: before, and the highest seen. */
const memory = { before: 0, peak: 0 };

describe.each(faults)("API en panne : $label", ({ fault, status }) => {
  let results: Map<string, Page>;

  beforeAll(async () => {
    await upstream.set(fault);
    if (!fault.startsWith("huge")) {
      results = await visitAll();
      return;
    }
    // Huge answers one page at a time, with the site's memory sampled meanwhile.
    if (!memory.before) memory.before = site.rss();
    const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, site.rss())), 10);
    try {
      results = await visitOneByOne();
    } finally {
      clearInterval(sampler);
    }
    memory.peak = Math.max(memory.peak, site.rss());
  }, 30_000);

  it.each(pages)("$name", (page) => {
    const result = results.get(page.name)!;
    if (page.needsApi) expectErrorScreen(result, status);
    else expect(result.status).toBe(200);
    expectLayout(result, page.bare);
    expectNoLeak(result);
    if (page.contactWindow) expect(result.html).toContain("Nous contacter</h2>");
    // Never held longer than the time-out allows (several calls run side by side).
    expect(result.ms).toBeLessThan(API_TIMEOUT_MS * 3 + 3000);
  });

  it("le processus tient", () => {
    expect(site.alive(), site.log()).toBe(true);
    // The site did call the misbehaving API (a closed port receives nothing).
    if (fault !== "refused") expect(upstream.requests.length).toBeGreaterThan(0);
  });
});

describe("corps énormes", () => {
  it("ne sont jamais lus jusqu'au bout", async () => {
    // The fake wrote only what the site read before giving up (plus what the sockets buffer).
    await upstream.set("huge");
    await site.get("/annonces");
    expect(upstream.hugeAnswers.length).toBeGreaterThan(0);
    await expect.poll(() => upstream.hugeAnswers.every((answer) => answer.closed), { timeout: 2000 }).toBe(true);
    for (const answer of upstream.hugeAnswers) {
      expect(answer.finished).toBe(false);
      expect(answer.written).toBeLessThan(HUGE_BYTES / 8);
    }
  });

  it("ne font pas grossir la mémoire du processus de leur taille", () => {
    expect(memory.before).toBeGreaterThan(0);
    const growth = memory.peak - memory.before;
    // What was read past the cap is given back at once (collect-garbage.ts): some 20 to 30 MB on
    // Node.js 24, where V8 alone let 70 to 120 MB of dropped buffers pile up (decision 157).
    expect(growth, `mémoire : ${memory.before >> 20} Mo → ${memory.peak >> 20} Mo`).toBeLessThan(HUGE_BYTES / 4);
  });
});

function expectFormKept(page: Page, values: readonly string[]) {
  expect(page.status).toBe(503);
  expect(page.html).toContain(SEND_FAILED);
  expect(page.html).toContain('role="alert"');
  for (const value of values) expect(page.html).toContain(value);
  expectLayout(page);
  expectNoLeak(page);
}

/** A rental application, its documents attached, as a browser without scripts posts it. */
async function postApplication(): Promise<Page> {
  const form = new FormData();
  // The form's one-time token, as the page draws it.
  const fields = withHoneypot({
    jeton: randomUUID(),
    ...applicant,
    income: "92000",
    adults: "2",
    children: "0",
    moveIn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    rgpd: "on",
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A whole dossier: its fields pass their checks, so what the visitor meets is the API's failure.
  const pdf = () => new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")]);
  form.append("identite", pdf(), "carte.pdf");
  form.append("poursuites", pdf(), "extrait.pdf");
  const started = performance.now();
  const response = await fetch(`${site.origin}/candidature?ref=RLM-1014`, {
    method: "POST",
    headers: { Origin: site.origin },
    body: form,
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
}

/** The wizard's four steps, the last one refused; then the visitor goes back to step 3. */
async function valuationFlow() {
  let cookie = "";
  const steps: Page[] = [];
  for (const [index, fields] of valuationSteps.slice(0, 3).entries()) {
    const step = await site.post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie);
    steps.push(step);
    cookie = cookiesOf(step.headers, cookie);
  }
  const last = await site.post("/estimation-bien-immobilier?etape=4", valuationSteps[3]!, cookie);
  const back = await site.get("/estimation-bien-immobilier?etape=3", { Cookie: cookie });
  return { steps, last, back };
}

describe.each([
  { fault: "refused" as const, label: "injoignable" },
  { fault: "slow" as const, label: "trop lente" },
  { fault: "html" as const, label: "qui répond du HTML" },
])("formulaires avec une API $label", ({ fault }) => {
  let contact: Page;
  let survey: Page;
  let valuation: Awaited<ReturnType<typeof valuationFlow>>;
  let application: Page;

  beforeAll(async () => {
    await upstream.set(fault);
    // The four visitors at the same time: a slow API holds each of them for its time-out.
    [contact, survey, valuation, application] = await Promise.all([
      site.post("/contact", validContact),
      site.post("/formulaire-satisfaction", validSurvey),
      valuationFlow(),
      postApplication(),
    ]);
  }, 30_000);

  it("la demande de contact répond 503 et garde tout", () => {
    expectFormKept(contact, keptContactValues);
  });

  it("le questionnaire de satisfaction aussi", () => {
    expectFormKept(survey, ["Un suivi impeccable, merci !"]);
  });

  it("la dernière étape de l'estimation garde ses valeurs et les réponses précédentes", () => {
    for (const step of valuation.steps) expect(step.status).toBe(302);
    expectFormKept(valuation.last, ['value="sophie.rey@example.ch"', 'value="Sophie"']);
    expect(valuation.back.status).toBe(200);
    expect(valuation.back.html).toContain('value="Troistorrents"');
  });

  it("le dossier de candidature répond 503 et garde ce qui a été tapé", () => {
    expectFormKept(application, ['value="claire.duboeuf@example.ch"', 'value="Hôpital Riviera-Chablais"']);
    expect(application.html).toContain("choisissez à nouveau vos documents");
  });

  it("le processus tient", () => {
    expect(site.alive(), site.log()).toBe(true);
  });
});

describe("l'API revient", () => {
  beforeAll(() => upstream.set("healthy"));

  it.each(pages)("$name répond 200", async (page) => {
    const result = await site.get(page.path());
    expect(result.status).toBe(200);
    expectLayout(result, page.bare);
    expectNoLeak(result);
    expect(result.html).not.toContain("titre-erreur");
  });

  it("la demande de contact part", async () => {
    const sent = upstream.mails.length;
    const page = await site.post("/contact", validContact);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/annonces");
    expect(upstream.mails).toHaveLength(sent + 1);
    expect(upstream.mails.at(-1)!.text).toContain("Bonjour, je souhaite visiter ce bien.");
  });

  it("le processus n'a jamais redémarré", () => {
    expect(site.alive()).toBe(true);
    expect(site.log().match(/Site servi sur/g)).toHaveLength(1);
  });
});

describe("l'API retombe après avoir répondu", () => {
  const kiosk = "/vitrine/ecran-accueil";
  let flyer: string;

  beforeAll(async () => {
    await upstream.set("healthy");
    const start = await site.get(kiosk);
    expect(start.status).toBe(200);
    const first = await site.get(`${kiosk}?ecran=3&bien=1`);
    expect(first.status).toBe(200);
    flyer = /<h1[^>]*>([^<]+)<\/h1>/.exec(first.html)![1]!;
    await site.get("/promotions");
    await upstream.set("refused");
  });

  it("la vitrine garde sa dernière liste, même au début d'un nouveau cycle", async () => {
    const restart = await site.get(kiosk);
    expect(restart.status).toBe(200);
    const page = await site.get(`${kiosk}?ecran=3&bien=1`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(flyer);
    expectNoLeak(page);
  });

  it("les promotions déjà lues restent affichées, un bien jamais lu montre l'écran d'erreur", async () => {
    const list = await site.get("/promotions");
    expect(list.status).toBe(200);
    expect(list.html).not.toContain("titre-erreur");
    expectErrorScreen(await site.get(paths.otherProperty), 503);
  });
});
