import { htmlLang, languageOfPath } from "@rli/contract/i18n/language";
import type { listenToLog as ListenToLog } from "@rli/contract/logging/logger";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "node:util";
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { Parser } from "htmlparser2";
import { handlerOf, loadBuild } from "../support/build";
import { decodeEntities } from "../support/html";

/**
 * The production build's request handler, in-process, as tests/routes/fixtures.test.ts drives it
 * (the build's request guard first, then Remix), with what the fuzz properties need around it:
 * a request described as plain data (the shape of a route fixture, so that a failing case can be
 * pasted into tests/fixtures/routes/), the checks every answer must pass, and the seed.
 */

export const ORIGIN = "http://localhost:3000";
const HOST = new URL(ORIGIN).host;

/** The `request` of a route fixture (tests/routes/request-fixture.ts), without the form shortcut. */
export type FuzzRequest = {
  method: string;
  /** Path and query exactly as sent: it may hold invalid percent-encodings, markup, controls. */
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body?: string;
};

export type Answer = {
  status: number;
  headers: Headers;
  body: string;
  /** What the site logged while answering (errors of loaders and actions, warnings). */
  logs: string[];
};

export type FuzzSite = {
  build: ServerBuild;
  send(request: FuzzRequest, clientAddress?: string): Promise<Answer>;
  /** Requests sent and their statuses, for the summary printed at the end. */
  stats: { requests: number; statuses: Map<number, number>; milliseconds: number };
  close(): void;
};

// ---------------------------------------------------------------------------------------------
// Seed and number of runs

function readSeed(): number {
  const text = process.env.FUZZ_SEED;
  if (text !== undefined && text.trim() !== "") {
    const seed = Number(text);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED doit être un entier, pas « ${text} »`);
    return seed | 0;
  }
  return (Math.random() * 0x7fffffff) | 0;
}

function readScale(): number {
  const text = process.env.FUZZ_RUNS;
  if (text === undefined || text.trim() === "") return 1;
  const scale = Number(text);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`FUZZ_RUNS doit être un nombre positif, pas « ${text} »`);
  return scale;
}

/**
 * One seed for every property of a test file, printed when it starts and in any failure;
 * FUZZ_SEED=<n> replays that file's requests exactly.
 */
export const FUZZ_SEED = readSeed();
/** FUZZ_RUNS multiplies every property's number of runs (e.g. FUZZ_RUNS=20 for a long local run). */
export const FUZZ_SCALE = readScale();

export function runs(base: number): number {
  return Math.max(1, Math.round(base * FUZZ_SCALE));
}

/**
 * Vitest's time limit for a property of `numRuns` runs (shrinking a failure included): a guard
 * against a request that never ends, not a speed check. A request takes about 15 ms of processor
 * time; the limit leaves room for a machine shared with other work (several times slower).
 */
export function timeLimit(numRuns: number): number {
  return Math.max(60_000, numRuns * 500);
}

/**
 * Sends every request `arbitrary` generates (from many visitor addresses) and checks each answer;
 * a failure is shrunk by fast-check and reported with the request as a fixture.
 */
export async function fuzz(
  site: FuzzSite,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  clientAddresses: fc.Arbitrary<string> = visitorAddress,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, clientAddresses, async (request, address) => {
      const answer = await site.send(request, address);
      const problems = problemsOf(request, answer);
      if (problems.length > 0) throw new Error(report(request, answer, problems));
    }),
    { seed: FUZZ_SEED, numRuns },
  );
}

/** Visitors from many addresses, so that the per-visitor limit rarely hides a form's answer. */
export const visitorAddress: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

// ---------------------------------------------------------------------------------------------
// The site

/**
 * Loads the build with the environment the fuzz needs: a high send limit (429 stays an accepted
 * answer, but does not mask the forms) and a private outbox removed at the end.
 */
export async function loadFuzzSite(): Promise<FuzzSite> {
  console.info(`fuzz : FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_SCALE}`);
  const outbox = mkdtempSync(join(tmpdir(), "fuzz-outbox-"));
  let build: ServerBuild;
  try {
    build = await loadBuild({ RATE_LIMIT_MAX: "100000", OUTBOX_DIR: outbox });
  } catch (error) {
    rmSync(outbox, { recursive: true, force: true });
    throw error;
  }
  const handle = handlerOf(build);

  // Requests are sent one at a time: what is logged meanwhile belongs to the current one.
  let logs: string[] = [];
  const saved = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const capture = (...args: unknown[]) => {
    if (logs.length < 20) logs.push(format(...args).slice(0, 2000));
  };
  Object.assign(console, { error: capture, warn: capture, log: capture, info: capture });
  // The site's journal (the build's own copy of the logger), kept off the output the same way.
  const { listenToLog } = build.entry.module as unknown as { listenToLog: typeof ListenToLog };
  const stopListening = listenToLog((line) => capture(line.trimEnd()), { mute: true });

  const stats = { requests: 0, statuses: new Map<number, number>(), milliseconds: 0 };
  return {
    build,
    stats,
    async send(spec, clientAddress = "192.0.2.1") {
      logs = [];
      const started = performance.now();
      const request = toRequest(spec);
      const response = await handle(request, clientAddress);
      const body = await response.text();
      stats.requests += 1;
      stats.milliseconds += performance.now() - started;
      stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
      return { status: response.status, headers: response.headers, body, logs };
    },
    close() {
      Object.assign(console, saved);
      stopListening();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * The same request as tests/routes/request-fixture.ts builds from a fixture, except that the
 * path is appended to the origin as is: "//x" stays a path, as in an HTTP request line.
 */
export function toRequest(spec: FuzzRequest): Request {
  const headers = new Headers(spec.headers);
  const cookie = Object.entries(spec.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  if (spec.body !== undefined && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  if (!headers.has("Host")) headers.set("Host", HOST);
  if (spec.method === "POST" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  return new Request(`${ORIGIN}${spec.path}`, { method: spec.method, headers, body: spec.body });
}

/** Prints the summary of a file's requests (figures for the report). */
export function summary(site: FuzzSite, label: string, startedAt: number): string {
  const { user, system } = process.cpuUsage();
  const cpu = ((user + system) / 1e6).toFixed(1);
  const statuses = [...site.stats.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const answering = (site.stats.milliseconds / 1000).toFixed(1);
  return `fuzz ${label}: ${site.stats.requests} requêtes en ${seconds} s, dont ${answering} s de réponses, ${cpu} s de processeur (FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_SCALE}) — ${statuses}`;
}

// ---------------------------------------------------------------------------------------------
// What every answer must satisfy

/**
 * Markup breakers the inputs carry; none may come back unescaped. The attribute breaker (`" zq-on="1`)
 * is looked for by parsing (injectedAttribute): as text, `zq-on="` also appears where the input was
 * escaped and cut right after its `=`, the quote that follows being the attribute's own closing one.
 */
const REFLECTED: readonly [RegExp, string][] = [
  [/<zq-/i, "a <zq-…> element"],
  [/\s(?:href|src|action|formaction|poster|xlink:href)\s*=\s*"\s*javascript:zq/i, "a javascript:zq… address in a link"],
];

/** Remix's, Node's and Express's own words: a visitor must never read them. */
const ENGLISH =
  /Unexpected Server Error|Internal Server Error|Unknown Server Error|Invalid Request|Bad Request|Not Found|Method Not Allowed|Forbidden|You made a [A-Z]+ request|did not provide an? `|No route matches URL|does not match URL|Invalid request method|Cannot read properties|is not a function|TypeError|SyntaxError|RangeError|URIError|\bat (?:async )?[\w$.<>]+ \((?:file|node):/;

/** A few very common French words or letters: an error text without any is not French. */
const FRENCH =
  /[àâçéèêëîïôûùœ]|\b(?:le|la|les|des|du|une|ce|est|pas|vous|votre|nous|cette|merci|veuillez|champs?|doit|introuvable|indisponible|invalide|erreur|demande)\b/i;

function isMarkup(contentType: string, body: string): boolean {
  if (contentType === "") return body.trim() !== "";
  return /html|xml|svg/i.test(contentType);
}

function sameSite(location: string): boolean {
  if (/^\s*[/\\]{2}/.test(location) || /^\s*\/\\/.test(location)) return false;
  try {
    return new URL(location, `${ORIGIN}/base/`).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** The text a visitor reads: markup, scripts and styles removed. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]*>/g, " ");
}

/** The first attribute the inputs' breaker added to an element, as a browser would read the markup. */
function injectedAttribute(html: string): string | undefined {
  let found: string | undefined;
  const parser = new Parser({
    onattribute(name, value) {
      if (found === undefined && /^zq-on/i.test(name)) found = `${name}="${value}"`;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const { status, headers, body } = answer;
  const contentType = headers.get("Content-Type") ?? "";
  if (status >= 500) problems.push(`statut ${status}`);

  if (isMarkup(contentType, body)) {
    for (const [pattern, what] of REFLECTED) {
      const found = pattern.exec(body);
      if (found)
        problems.push(`${what} renvoyé tel quel : …${body.slice(Math.max(0, found.index - 80), found.index + 80)}…`);
    }
    const attribute = injectedAttribute(body);
    if (attribute) problems.push(`attribut ${attribute} ajouté à un élément`);
    for (const [, target] of body.matchAll(/http-equiv="refresh"[^>]*content="[^"]*?url=([^"]*)"/gi)) {
      if (!sameSite(decodeEntities(target ?? ""))) problems.push(`rafraîchissement vers un autre site : ${target}`);
    }
  }

  const redirects = [headers.get("Location"), headers.get("X-Remix-Redirect")];
  // A single-fetch redirect travels in the body of a .data answer.
  if (contentType.startsWith("text/x-script")) {
    for (const [, target] of body.matchAll(/"redirect","((?:[^"\\]|\\.)*)"/g))
      redirects.push(JSON.parse(`"${target}"`) as string);
  }
  for (const location of redirects) {
    if (location !== null && !sameSite(location)) problems.push(`redirection hors du site : ${location}`);
  }

  if (status >= 400 && request.method !== "HEAD") {
    problems.push(...languageProblems(request, answer, contentType));
  }
  return problems;
}

/** A few very common words of German and English: an error text of /de or /en without any is not in its language. */
const OWN_LANGUAGE: Record<"de" | "en", RegExp> = {
  de: /[äöü]|\b(?:der|die|das|den|nicht|Sie|bitte|Seite|ist|und|ein|eine|Anfrage|Fehler)\b/i,
  en: /\b(?:the|is|not|please|page|this|your|was|could|request|error)\b/i,
};

/** The language an address is answered in: /de…, /en…, else French (decision 114). */
function languageOfRequest(request: FuzzRequest): "fr" | "de" | "en" {
  try {
    return languageOfPath(new URL(request.path, "http://localhost").pathname);
  } catch {
    return "fr";
  }
}

/**
 * An error answer speaks the address's language (French, or German under /de, English under /en):
 * an HTML page in it with a heading; a text or JSON message in it; never the framework's English.
 * Single-fetch payloads (text/x-script) are read by the router, which renders the error page from them.
 */
function languageProblems(request: FuzzRequest, { status, body }: Answer, contentType: string): string[] {
  const language = languageOfRequest(request);
  if (contentType.startsWith("text/x-script")) return [];
  if (body.trim() === "") return [`erreur ${status} sans aucun texte`];
  const problems: string[] = [];
  const html = /html/i.test(contentType);
  const text = html ? visibleText(body) : body;
  const english = ENGLISH.exec(text);
  if (english)
    problems.push(`erreur ${status} en anglais : « ${text.slice(english.index, english.index + 120).trim()} »`);
  if (html) {
    const lang = htmlLang[language];
    if (!new RegExp(`<html[^>]*\\slang="${lang}"`, "i").test(body)) {
      problems.push(`page d'erreur ${status} sans lang="${lang}"`);
    }
    if (!/<h1[\s>]/i.test(body)) problems.push(`page d'erreur ${status} sans titre <h1>`);
  } else if (!(language === "fr" ? FRENCH : OWN_LANGUAGE[language]).test(text)) {
    problems.push(
      `erreur ${status} qui n'est pas dans la langue de l'adresse (${language}) : « ${text.slice(0, 120)} »`,
    );
  }
  return problems;
}

/** The failure as fast-check prints it: the problems, the answer, and the request as a fixture. */
function report(request: FuzzRequest, answer: Answer, problems: string[]): string {
  const fixture = {
    name: "(à décrire)",
    request,
    expect: { status: answer.status >= 500 ? 400 : answer.status },
  };
  const excerpt = answer.body.length > 600 ? `${answer.body.slice(0, 600)}…` : answer.body;
  return [
    `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path} → ${answer.status}`,
    ...problems.map((problem) => `  - ${problem}`),
    `Content-Type: ${answer.headers.get("Content-Type")}; Location: ${answer.headers.get("Location")}`,
    `Réponse : ${excerpt}`,
    ...(answer.logs.length > 0 ? ["Journal :", ...answer.logs.map((line) => `  ${line.slice(0, 800)}`)] : []),
    `Fixture (tests/fixtures/routes/fuzz/) : ${JSON.stringify(fixture).slice(0, 4000)}`,
  ].join("\n");
}
