import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadHandler, type Handler } from "../support/build";
import { sharedLayoutOf, withSharedLayout, type Region } from "./view/page-view";
import { loadFixtures, rewriteExpectations, toRequest, ORIGIN, type RouteFixture } from "./request-fixture";
import { visitorViewOf } from "./view/visitor-view";

/**
 * Every JSON file under tests/fixtures/routes/ is a case: its request goes through the production
 * build's request handler (loaders, actions, error boundaries, document), in-process, and what a
 * visitor gets back (./view/visitor-view.ts) must be the case's `expect`.
 *
 * After an intended change, `UPDATE_FIXTURES=1 npx vitest run tests/routes/fixtures.test.ts`
 * writes the new views (never the status, written by hand: a case answering another status still
 * fails) and the shared layout; `git diff tests/fixtures` is then the change as a visitor sees it.
 */
const DIR = "tests/fixtures/routes";
/** The header, menus and footer that most pages share, as the home page draws them. */
const SITE_LAYOUT_FILE = "tests/fixtures/site-layout.json";
/**
 * The moment the cases run at, whatever the day: the demo inventory's week, with its announced
 * visits still ahead and the footer's year fixed. The clock still moves from there.
 */
const NOW = new Date("2026-11-26T09:00:00Z");
const HINT = `vue attendue : après un changement voulu, UPDATE_FIXTURES=1 npx vitest run tests/routes/fixtures.test.ts, puis relire git diff tests/fixtures`;

const updating = process.env.UPDATE_FIXTURES === "1";
const fixtures = loadFixtures(DIR);
const written = new Map<string, Map<number, unknown>>();
let handle: Handler;
let siteLayout: Region | undefined;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW, shouldAdvanceTime: true });
  handle = await loadHandler();
  const home = await visitorViewOf(
    await handle(new Request(ORIGIN, { headers: { Host: new URL(ORIGIN).host } })),
    ORIGIN,
  );
  siteLayout = typeof home.page?.layout === "object" ? sharedLayoutOf(home.page.layout, new URL(ORIGIN)) : undefined;
});

afterAll(() => {
  vi.useRealTimers();
  if (!updating) return;
  for (const [file, expectations] of written) rewriteExpectations(DIR, file, expectations);
  writeFileSync(SITE_LAYOUT_FILE, `${JSON.stringify(siteLayout ?? null, null, 2)}\n`);
});

it.skipIf(updating)(`the site's layout is the one in ${SITE_LAYOUT_FILE}`, () => {
  const stored: unknown = existsSync(SITE_LAYOUT_FILE) ? JSON.parse(readFileSync(SITE_LAYOUT_FILE, "utf8")) : null;
  expect(siteLayout, HINT).toEqual(stored);
});

describe.each(fixtures)("$file: $name", (fixture) => {
  it(`answers ${fixture.expect.status}`, async () => {
    const request = toRequest(fixture);
    const response = await handle(request);
    const raw = await response.clone().text();
    expect(response.status, raw.slice(0, 500)).toBe(fixture.expect.status);
    for (const text of fixture.bodyIncludes) expect(raw.includes(text), `contient « ${text} »`).toBe(true);
    for (const text of fixture.bodyExcludes) expect(raw.includes(text), `ne contient pas « ${text} »`).toBe(false);

    const view = await visitorViewOf(response, ORIGIN);
    const actual = {
      status: response.status,
      ...view,
      page: view.page && withSharedLayout(view.page, siteLayout, new URL(request.url)),
    };
    if (updating) return record(fixture, actual);
    expect(JSON.parse(JSON.stringify(actual)), HINT).toEqual(fixture.expect);
  });
});

function record(fixture: RouteFixture, view: object): void {
  const expectations = written.get(fixture.file) ?? new Map<number, unknown>();
  expectations.set(fixture.index, JSON.parse(JSON.stringify(view)));
  written.set(fixture.file, expectations);
}
