import { execFile } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, loadHandler, ORIGIN, type Handler } from "../support/build";
import { siteRequest, sitemapPaths } from "./crawl";
import { validSurvey, valuationSteps } from "../support/forms";
import { withHoneypot } from "../support/honeypot";

/**
 * Security headers of the documents and attributes of the site's cookies, as the production
 * build answers them (app/http/security-headers.ts, app/http/cookies.server.ts).
 */

let handle: Handler;
let propertyPath: string;

beforeAll(async () => {
  handle = await loadHandler();
  const sitemap = await sitemapPaths(handle);
  propertyPath = sitemap.find((path) => /^\/(vente|location)\/(?!promotions\/)[^/]+\/[^/]+\/[^/]+$/.test(path))!;
  expect(propertyPath).toBeDefined();
}, 60_000);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await handle(siteRequest(path, { headers }));
  return { response, html: await response.text() };
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * Opening tags of the inline scripts a browser executes (no src; no type, a JavaScript type or
 * "module"): hydration data, streaming. Data blocks (JSON-LD) are never executed, so the policy
 * does not apply to them and they need no nonce.
 */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\ssrc=/i.test(tag))
    .filter((tag) => {
      const type = /\stype="([^"]*)"/i.exec(tag)?.[1]?.trim().toLowerCase() ?? "";
      return type === "" || type === "module" || /^(text|application)\/(javascript|ecmascript)$/.test(type);
    });
}

const documents = [
  { name: "home", path: () => "/", status: 200 },
  { name: "property page", path: () => propertyPath, status: 200 },
  { name: "form page", path: () => "/formulaire-satisfaction", status: 200 },
  { name: "404 page", path: () => "/cette-page-n-existe-pas", status: 404 },
];

describe.each(documents)("$name", ({ path, status }) => {
  it("sends a nonce-based Content-Security-Policy that every inline script carries", async () => {
    const { response, html } = await get(path());
    expect(response.status).toBe(status);
    const policy = response.headers.get("Content-Security-Policy");
    expect(policy, "Content-Security-Policy").toBeTruthy();
    const csp = directives(policy!);
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src")!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);

    const scripts = inlineScriptTags(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(` nonce="${nonce}"`);
  });

  it("sends the other security headers, without HSTS over http", async () => {
    const { response } = await get(path());
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const permissions = response.headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment"])
      expect(permissions).toContain(`${feature}=()`);
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends HSTS when the visitor came over https through the proxy", async () => {
    const { response } = await get(path(), { "X-Forwarded-Proto": "https" });
    const hsts = response.headers.get("Strict-Transport-Security") ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });
});

it("draws a new nonce for every response", async () => {
  const [first, second] = await Promise.all([get("/"), get("/")]);
  expect(first.response.headers.get("Content-Security-Policy")).not.toBe(
    second.response.headers.get("Content-Security-Policy"),
  );
});

function post(path: string, form: Record<string, string>): Request {
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(withHoneypot(form)).toString(),
  });
}

const wizardStep1 = { ...valuationSteps[0], intent: "next" };

/** Attributes of one Set-Cookie value, lower-cased names. */
function cookieAttributes(setCookie: string): Map<string, string> {
  return new Map(
    setCookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("="))
      .map(([name, ...value]) => [name!.toLowerCase(), value.join("=")]),
  );
}

describe("cookies", () => {
  it("sets no cookie when the satisfaction form is refused, then an http-only SameSite=Lax one when it is sent", async () => {
    const refused = await handle(post("/formulaire-satisfaction", {}));
    await refused.arrayBuffer();
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Set-Cookie")).toBeNull();

    const sent = await handle(
      post("/formulaire-satisfaction", {
        ...validSurvey,
        emailAdress: "validite.cookies@example.ch",
        name: "Anne",
        lastName: "Dubois",
        phoneNumber: "",
        rgpd: "on",
        jeton: `validity-cookie-${Date.now()}`,
      }),
    );
    expect(sent.status).toBe(302);
    const cookie = sent.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__message=/);
    const attributes = cookieAttributes(cookie);
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(attributes.get("path")).toBe("/");
    // The test build runs with NODE_ENV=test: Secure is promised only in production (below).
    expect(attributes.has("secure")).toBe(process.env.NODE_ENV === "production");
  });

  it("keeps the valuation wizard's answers in an http-only SameSite=Lax cookie", async () => {
    const response = await handle(post("/estimation-bien-immobilier?etape=1", wizardStep1));
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__estimation=/);
    const attributes = cookieAttributes(cookie);
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(Number(attributes.get("max-age"))).toBeGreaterThan(0);
  });

  it("marks the cookies Secure when the build runs with NODE_ENV=production", async () => {
    // The environment is read once, at import: a fresh process runs the build in production mode.
    const script = `
      const { createRequestHandler } = await import("@remix-run/node");
      const build = await import(process.cwd() + "/${BUILD_DIR}/server/index.js");
      const handle = createRequestHandler(build, "production");
      const response = await handle(new Request("${ORIGIN}/estimation-bien-immobilier?etape=1", {
        method: "POST",
        headers: { Host: "${new URL(ORIGIN).host}", Origin: "${ORIGIN}", "Content-Type": "application/x-www-form-urlencoded" },
        body: ${JSON.stringify(new URLSearchParams(withHoneypot(wizardStep1)).toString())},
      }), { clientAddress: "127.0.0.1" });
      console.log(JSON.stringify({ status: response.status, cookie: response.headers.get("Set-Cookie") }));
    `;
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ["--input-type=module", "-e", script],
        { env: { ...process.env, NODE_ENV: "production", DEMO: "1" } },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
    });
    // The answer's line among the process's others (the mail's start-up lines).
    const answer = output.split("\n").find((line) => line.startsWith('{"status"'));
    const { status, cookie } = JSON.parse(answer ?? "{}") as {
      status: number;
      cookie: string | null;
    };
    expect(status).toBe(302);
    const attributes = cookieAttributes(cookie ?? "");
    expect(attributes.has("secure")).toBe(true);
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")?.toLowerCase()).toBe("lax");
  }, 30_000);
});
