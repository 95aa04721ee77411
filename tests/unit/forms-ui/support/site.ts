import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { rejectionResponse } from "~/http/request-guard";
import { decodeWords, parseMail, textPart } from "../../api/support/mime";
import { withHoneypot } from "../../../support/honeypot";

/**
 * The production build's request handler, in-process, as tests/routes/fixtures.test.ts uses it,
 * loaded with extra environment variables (each test file runs in its own module graph).
 */
export const ORIGIN = "http://localhost:3000";

export type Site = (request: Request, clientAddress?: string) => Promise<Response>;

export async function loadSite(env: Record<string, string>): Promise<Site> {
  Object.assign(process.env, env);
  const buildDir = process.env.BUILD_DIR || "build";
  const build = (await import(/* @vite-ignore */ `${process.cwd()}/${buildDir}/server/index.js`)) as ServerBuild;
  const remix = createRequestHandler(build, "production");
  return async (request, clientAddress = "192.0.2.10") =>
    rejectionResponse(request) ?? remix(request, { clientAddress });
}

export function tempOutbox(): string {
  return mkdtempSync(join(tmpdir(), "outbox-forms-"));
}

function readMail(dir: string, file: string): string {
  const mail = parseMail(readFileSync(join(dir, file), "utf8"));
  return `${decodeWords(mail.headers.get("subject") ?? "")}\n${textPart(mail)}`;
}

/** The e-mails written to the outbox from now on (subject and decoded text), whatever their file names. */
export function watchOutbox(dir: string): () => string[] {
  const before = new Set(readdirSync(dir));
  return () =>
    readdirSync(dir)
      .filter((file) => file.endsWith(".eml") && !before.has(file))
      .map((file) => readMail(dir, file));
}

export function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: ORIGIN,
    Host: new URL(ORIGIN).host,
  });
  if (cookie) headers.set("Cookie", cookie);
  const body = new URLSearchParams(withHoneypot(fields)).toString();
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body });
}

export function get(path: string, cookie?: string): Request {
  const headers = new Headers({ Host: new URL(ORIGIN).host });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, ORIGIN), { headers });
}

/** "name=value" pairs of a response's Set-Cookie headers, for the next request. */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export const validContact = {
  preferredTitle: "Madame",
  name: "Claire",
  lastName: "Favre",
  email: "claire.favre@example.ch",
  phone: "024 471 12 34",
  address: "Rue du Bourg 5",
  postalCode: "1870",
  city: "Monthey",
  country: "CH",
  message: "Bonjour, je souhaite visiter ce bien.",
  rgpd: "on",
  link: "/annonces?contact=RLM-1047",
  ref: "RLM-1047",
};

export const validSurvey = {
  type: "Maison",
  globalSatisfaction: "Très satisfait",
  communicationWithAgent: "Bonne",
  agentSkills: "Très compétent",
  marketingSupportsSatisfaction: "Très bonne",
  wouldYouRecommend: "true",
  description: "Un suivi impeccable, merci !",
  rgpd: "on",
};

export const valuationSteps = [
  {
    type: "Maison individuelle",
    livingArea: "180",
    terrainArea: "900",
    rooms: "5.5",
    bathrooms: "2",
    constructionYear: "1987",
    state: "Rénové",
  },
  { garage: "on", parkingSpot: "on", additionalCharacteristics: "Jardin arborisé" },
  { address: "Route du Village 12", postalCode: "1872", city: "Troistorrents" },
  {
    title: "Madame",
    name: "Sophie",
    lastName: "Rey",
    phone: "",
    email: "sophie.rey@example.ch",
    motive: "Par curiosité",
    rgpd: "on",
  },
] as const;
