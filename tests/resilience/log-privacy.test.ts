import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicant } from "../../packages/upstream/tests/support/form-requests";
import { validContact, validSurvey, valuationSteps } from "../support/forms";
import { withHoneypot } from "../support/honeypot";
import { logRecords, type LogRecord } from "../support/log";
import { cookiesOf } from "../support/requests";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * The journal of the production server (decision 148) holds nothing of a visitor: each of the four
 * forms (contact, valuation, satisfaction, rental application) is sent, through a proxy that names the
 * visitor's address, with values found nowhere else, and one form more than the limit allows; none of
 * those values, nor the address, nor a cookie, nor a query, is in anything the process wrote, debug
 * lines included. Its request lines are JSON with every field a machine reads.
 */

const VISITOR_ADDRESS = "203.0.113.77";
const person = {
  name: "Zéphyrine",
  lastName: "Quintavalle",
  email: "zephyrine.quintavalle@exemple-prive.ch",
  phone: "079 555 41 87",
  address: "Chemin des Mésanges 17",
};
/** A word of each form's free text. */
const words = {
  contact: "hortensias",
  survey: "xylophone",
  valuation: "pergola",
  application: "Funiculaire",
};
/** What no line may hold: the visitor's values, as typed or as the site stores them. */
const secrets = [
  person.name,
  person.lastName,
  "quintavalle",
  person.email,
  "exemple-prive",
  person.phone,
  "555 41 87",
  "795554187",
  "Mésanges",
  ...Object.values(words),
  VISITOR_ADDRESS,
  "203.0.113",
  "nom-en-clair",
];

const RENT = "RLM-1014";
const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let outbox: string;
let site: SiteProcess;
const answers: { path: string; status: number; requestId: string | null }[] = [];
const cookies: string[] = [];

/** A request through the agency's proxy (TRUST_PROXY=1): the visitor's address in X-Forwarded-For. */
async function send(pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${site.origin}${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { "X-Forwarded-For": VISITOR_ADDRESS, ...init.headers },
  });
  await response.arrayBuffer();
  answers.push({ path: pathname, status: response.status, requestId: response.headers.get("X-Request-Id") });
  for (const header of response.headers.getSetCookie()) cookies.push(header.split(";")[0]!.split("=")[1]!);
  return response;
}

function post(pathname: string, fields: Record<string, string>, cookie = "") {
  return send(pathname, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(withHoneypot(fields)).toString(),
  });
}

async function sendApplication() {
  const form = new FormData();
  const fields = withHoneypot({
    // The form's one-time token, as the page draws it.
    jeton: randomUUID(),
    ...applicant,
    ...person,
    employer: `${words.application} du Mont-Pèlerin`,
    income: "92000",
    adults: "1",
    children: "0",
    moveIn,
    rgpd: "on",
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const pdf = new Blob([`%PDF-1.4\n% ${person.lastName}\n%%EOF\n`], { type: "application/pdf" });
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#eee" } })
    .jpeg()
    .toBuffer();
  form.append("identite", pdf, `${person.lastName}-identite.pdf`);
  form.append("poursuites", pdf, "extrait.pdf");
  form.append("salaires", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "salaire.jpg");
  return send(`/candidature?ref=${RENT}`, { method: "POST", headers: { Origin: site.origin }, body: form });
}

let records: LogRecord[];

beforeAll(async () => {
  await mkdir("var/test-outbox", { recursive: true });
  outbox = path.resolve(await mkdtemp("var/test-outbox/journal-"));
  // Four messages an address (the application counts too): the fifth meets the limit. Debug lines
  // too: static files included.
  site = await startSite({ OUTBOX_DIR: outbox, TRUST_PROXY: "1", RATE_LIMIT_MAX: "4", LOG_LEVEL: "debug" });

  await send("/annonces?nom=nom-en-clair&email=nom-en-clair%40exemple-prive.ch");
  await send("/annonces");
  await send("/favicon.svg");
  await send("/sante/pret");
  expect((await post("/contact", { ...validContact, ...person, message: `J'aime les ${words.contact}.` })).status).toBe(
    302,
  );
  expect((await post("/formulaire-satisfaction", { ...validSurvey, description: `Un ${words.survey} !` })).status).toBe(
    302,
  );
  let cookie = "";
  const steps = [
    valuationSteps[0],
    { ...valuationSteps[1], additionalCharacteristics: `Une ${words.valuation}` },
    { ...valuationSteps[2], address: person.address },
    { ...valuationSteps[3], name: person.name, lastName: person.lastName, email: person.email, phone: person.phone },
  ];
  for (const [index, fields] of steps.entries()) {
    const step = await post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie);
    expect(step.status).toBe(302);
    cookie = cookiesOf(step.headers, cookie);
  }
  expect((await sendApplication()).status).toBe(303);
  expect((await post("/contact", { ...validContact, ...person, message: words.contact })).status).toBe(429);

  // Every form reached the outbox: the values sought below were really sent.
  const mails = (await readdir(outbox)).filter((name) => name.endsWith(".eml"));
  expect(mails).toHaveLength(4);
  // The process writes its lines as it answers; the last one is the refused contact's.
  await site.waitForLog(/"status":429/);
  records = logRecords(site.log());
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await rm(outbox, { recursive: true, force: true });
});

describe("the production server's journal", () => {
  it("holds no name, e-mail, phone, message, address, cookie or query of a visitor", () => {
    const output = site.log();
    expect(records.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(output.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    const values = [...new Set(cookies)].filter((value) => value.length >= 16);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(output).not.toContain(value);
    // Nothing the process wrote is outside the journal's JSON lines.
    expect(output.split("\n").filter((line) => line !== "" && !line.startsWith("{"))).toEqual([]);
  });

  it("writes one JSON line per request, with its id, method, route, path, status, duration and cache", () => {
    const requests = records.filter((record) => record.event === "request");
    expect(requests).toHaveLength(answers.length);
    for (const line of requests) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining(["time", "level", "reqId", "method", "route", "path", "status", "ms", "cache"]),
      );
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
      expect(line.ms).toBeTypeOf("number");
    }
    // Each answer names its line.
    expect(requests.map((line) => line.reqId).sort()).toEqual(answers.map((answer) => answer.requestId).sort());

    const contact = requests.find((line) => line.method === "POST" && line.path === "/contact");
    expect(contact).toMatchObject({ level: "info", route: "routes/contact", status: 302, cache: "none" });
    const lists = requests.filter((line) => line.route === "results-all");
    expect(lists.map((line) => [line.path, line.cache])).toEqual([
      ["/annonces", "miss"],
      ["/annonces", "miss"],
    ]);
    // A static file: written at debug level only.
    expect(requests.find((line) => line.path === "/favicon.svg")).toMatchObject({ level: "debug", route: "static" });
    // The machine's probe: under its own label, at debug level.
    expect(requests.find((line) => line.path === "/sante/pret")).toMatchObject({ level: "debug", route: "health" });
    const application = requests.find((line) => line.path === "/candidature");
    expect(application).toMatchObject({ method: "POST", route: "routes/application", status: 303 });
  });

  it("writes one line per form forwarded and one for the limit met, with fields and no visitor", () => {
    const forwarded = records.filter((record) => record.event === "form.forwarded");
    expect(forwarded.map((record) => [record.form, record.via]).sort()).toEqual([
      ["application", "outbox"],
      ["contact", "outbox"],
      ["satisfaction", "outbox"],
      ["valuation", "outbox"],
    ]);
    const limit = records.filter((record) => record.event === "limit.hit");
    expect(limit).toHaveLength(1);
    expect(limit[0]).toMatchObject({ level: "info", component: "limits", limit: "envois", counted: "address" });
    expect(limit[0]!.retryAfterS).toBeGreaterThan(0);
  });
});
