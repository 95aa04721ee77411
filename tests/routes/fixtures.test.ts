import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../support/build";
import { loadFixtures, toRequest, ORIGIN } from "./request-fixture";

/**
 * Every JSON file under tests/fixtures/routes/ is a case: its request goes through the
 * production build's request handler (loaders, actions, error boundaries, document), in-process.
 */
const fixtures = loadFixtures("tests/fixtures/routes");
let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler();
});

describe.each(fixtures)("$file: $name", (fixture) => {
  it(`answers ${fixture.expect.status}`, async () => {
    const response = await handle(toRequest(fixture));
    const body = await response.text();
    expect(response.status, body.slice(0, 500)).toBe(fixture.expect.status);
    if (fixture.expect.redirect !== undefined) {
      const location = new URL(response.headers.get("Location") ?? "", ORIGIN);
      expect(location.pathname + location.search).toBe(fixture.expect.redirect);
    }
    for (const [name, value] of Object.entries(fixture.expect.headers)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    for (const text of fixture.expect.bodyIncludes) expect(body.includes(text), `contient « ${text} »`).toBe(true);
    for (const text of fixture.expect.bodyExcludes)
      expect(body.includes(text), `ne contient pas « ${text} »`).toBe(false);
    for (const [field, message] of Object.entries(fixture.expect.fieldErrors)) {
      expect(body, `erreur du champ ${field}`).toMatch(fieldErrorPattern(field, message));
    }
  });
});

/** The message shown in the element that describes the field (id `{field}-error`). */
function fieldErrorPattern(field: string, message: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`id="[^"]*${escape(field)}-error"[^>]*>(?:<[^>]+>)*${escape(message)}`);
}
