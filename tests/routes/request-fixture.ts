import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { HONEYPOT_NAME_FIELD, HONEYPOT_TIME_FIELD, honeypotFields } from "../support/honeypot";

/**
 * A route test case read from a JSON file under tests/fixtures/routes/: a request
 * (method, path, form fields, headers, cookies) and what the site must answer.
 */
const fixtureSchema = z.object({
  name: z.string(),
  request: z.object({
    method: z.enum(["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH"]).default("GET"),
    path: z.string().startsWith("/"),
    /** Sent as application/x-www-form-urlencoded; arrays repeat the field. */
    form: z.record(z.union([z.string(), z.array(z.string())])).optional(),
    /** Sent verbatim, with the given content type (default form-urlencoded). */
    body: z.string().optional(),
    headers: z.record(z.string()).default({}),
    cookies: z.record(z.string()).default({}),
    /**
     * The spam trap added to a posted `form` (unless it names the trap's fields itself): "valid" as
     * a form drawn a minute ago, "fresh" drawn just now (too fast for a person), "expired" drawn 25
     * hours ago, "missing" none at all.
     */
    honeypot: z.enum(["valid", "fresh", "expired", "missing"]).default("valid"),
    /** Headers the request goes without, although the helper would add them (e.g. Origin on a POST). */
    withoutHeaders: z.array(z.string()).default([]),
    /** Remix data request for this route id (e.g. "root"), instead of the HTML document. */
    data: z.boolean().default(false),
  }),
  expect: z.object({
    status: z.number().int(),
    /** Location header of a redirect, path and query. */
    redirect: z.string().optional(),
    headers: z.record(z.string()).default({}),
    /** Substrings the body must contain (HTML is not decoded). */
    bodyIncludes: z.array(z.string()).default([]),
    bodyExcludes: z.array(z.string()).default([]),
    /** Field name → first error message shown under it. */
    fieldErrors: z.record(z.string()).default({}),
  }),
});

export type RouteFixture = z.infer<typeof fixtureSchema> & { file: string };

export function loadFixtures(dir: string): RouteFixture[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort();
  return files.flatMap((file) => {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    const cases = Array.isArray(raw) ? raw : [raw];
    return cases.map((value, index) => {
      const parsed = fixtureSchema.safeParse(value);
      if (!parsed.success) {
        throw new Error(`${relative(process.cwd(), join(dir, file))}[${index}]: ${parsed.error.issues[0]?.message}`);
      }
      return { ...parsed.data, file };
    });
  });
}

export const ORIGIN = "http://localhost:3000";

export function toRequest({ request }: RouteFixture): Request {
  const headers = new Headers(request.headers);
  const cookie = Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  let body: string | undefined;
  if (request.form) {
    const form = new URLSearchParams();
    const trapped = HONEYPOT_NAME_FIELD in request.form || HONEYPOT_TIME_FIELD in request.form;
    const trap = trapped || request.method !== "POST" ? {} : honeypotOf(request.honeypot);
    for (const [name, value] of Object.entries({ ...trap, ...request.form })) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    }
    body = form.toString();
  } else if (request.body !== undefined) {
    body = request.body;
  }
  if (body !== undefined && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  if (!headers.has("Host")) headers.set("Host", new URL(ORIGIN).host);
  if (request.method === "POST" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  for (const name of request.withoutHeaders) headers.delete(name);
  return new Request(new URL(request.path, ORIGIN), { method: request.method, headers, body });
}

function honeypotOf(kind: RouteFixture["request"]["honeypot"]): Record<string, string> {
  switch (kind) {
    case "valid":
      return honeypotFields(60_000);
    case "fresh":
      return honeypotFields(0);
    case "expired":
      return honeypotFields(25 * 3_600_000);
    case "missing":
      return {};
  }
}
