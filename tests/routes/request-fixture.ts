import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { HONEYPOT_NAME_FIELD, HONEYPOT_TIME_FIELD, honeypotFields } from "../support/honeypot";

/**
 * A route test case read from a JSON file under tests/fixtures/routes/: a request (method, path,
 * form fields, headers, cookies) and what a visitor gets back. `name`, `request`, `bodyIncludes`,
 * `bodyExcludes` and `expect.status` are written by hand; the rest of `expect` (headers, page or
 * body: see ./view/visitor-view.ts) is written by
 * `UPDATE_FIXTURES=1 npx vitest run tests/routes/fixtures.test.ts`.
 */
const fixtureSchema = z.object({
  name: z.string(),
  request: z.object({
    method: z.enum(["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH"]).default("GET"),
    path: z.string().startsWith("/"),
    /** Sent as application/x-www-form-urlencoded; arrays repeat the field. */
    form: z.record(z.union([z.string(), z.array(z.string())])).optional(),
    /**
     * Files sent with `form` as multipart/form-data, as a browser sends a form with file fields (the
     * rental application): each its field, its name, its type and its bytes written as text.
     */
    files: z.array(z.object({ field: z.string(), name: z.string(), type: z.string(), content: z.string() })).optional(),
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
  /**
   * Raw fragments the answer must hold that no visitor sees but search engines, browsers and
   * calendar apps read: structured data, share previews, loading hints, machine-readable dates,
   * line endings. Each one attribute or JSON member, never a whole element; what a visitor sees
   * is in `expect`.
   */
  bodyIncludes: z.array(z.string()).default([]),
  /**
   * Strings the raw answer must never hold, markup and scripts included: hostile input reflected
   * unescaped, a stack trace, another origin.
   */
  bodyExcludes: z.array(z.string()).default([]),
  expect: z
    .object({
      status: z.number().int(),
      headers: z.record(z.union([z.string(), z.array(z.string())])).optional(),
      page: z.record(z.unknown()).optional(),
      body: z.array(z.string()).optional(),
    })
    .strict(),
});

export type RouteFixture = z.infer<typeof fixtureSchema> & {
  /** Path of its file under the fixtures' folder, and its place in that file. */
  file: string;
  index: number;
};

export function loadFixtures(dir: string): RouteFixture[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort();
  return files.flatMap((file) => {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    return (Array.isArray(raw) ? raw : [raw]).map((value: unknown, index) => {
      const parsed = fixtureSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = `${relative(process.cwd(), join(dir, file))}[${index}]`;
        throw new Error(`${where}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      return { ...parsed.data, file, index };
    });
  });
}

/** Writes the new `expect` of some cases of a fixture file, the rest of each case as written. */
export function rewriteExpectations(dir: string, file: string, expectations: Map<number, unknown>): void {
  const raw: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const cases = (Array.isArray(raw) ? raw : [raw]) as Record<string, unknown>[];
  const written = cases.map((value, index) =>
    expectations.has(index) ? { ...value, expect: expectations.get(index) } : value,
  );
  writeFileSync(join(dir, file), `${JSON.stringify(Array.isArray(raw) ? written : written[0], null, 2)}\n`);
}

export const ORIGIN = "http://localhost:3000";

export function toRequest({ request }: RouteFixture): Request {
  const headers = new Headers(request.headers);
  const cookie = Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  let body: string | FormData | undefined;
  if (request.form) {
    const trapped = HONEYPOT_NAME_FIELD in request.form || HONEYPOT_TIME_FIELD in request.form;
    const trap = trapped || request.method !== "POST" ? {} : honeypotOf(request.honeypot);
    const fields = Object.entries({ ...trap, ...request.form }).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
    );
    if (request.files) {
      // The Request writes the multipart body and its Content-Type with the boundary.
      const form = new FormData();
      for (const [name, item] of fields) form.append(name, item);
      for (const file of request.files) {
        form.append(file.field, new Blob([file.content], { type: file.type }), file.name);
      }
      body = form;
    } else {
      body = new URLSearchParams(fields).toString();
    }
  } else if (request.body !== undefined) {
    body = request.body;
  }
  if (typeof body === "string" && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  if (!headers.has("Host")) headers.set("Host", new URL(ORIGIN).host);
  if (request.method === "POST" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  for (const name of request.withoutHeaders) headers.delete(name);
  // Appended to the origin as the production server does (server/remix-http.ts): "//host" stays a path.
  return new Request(`${ORIGIN}${request.path}`, { method: request.method, headers, body });
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
