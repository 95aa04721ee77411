import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/**
 * Shared helpers of the end-to-end tests:
 * - `visit` opens a page and, in the `js` project, waits until React has hydrated it;
 * - `expectAccessible` runs axe (WCAG 2.1 A/AA rules) and fails on any violation;
 *   `expectServerOutputAccessible` does so on the document the server sends, without opening a page.
 *
 * Where a test runs (playwright.config.ts), by tag:
 * - no tag: both projects (scripts on and off);
 * - `@server-output`: only checks what the server sends (markup, statuses, redirects, headers,
 *   layout drawn by CSS): the `no-js` project only;
 * - `@scripts`: behaviour added by scripts: the `js` project only.
 * axe runs once per kind of page and state, in accessibility.spec.ts; flows do not repeat it.
 * Every test fails when a page throws (a hydration mismatch among them: React then redraws the
 * page and loses what the visitor had typed).
 */
export const test = base.extend<{
  visit: (path: string) => Promise<void>;
  javaScriptOn: boolean;
}>({
  // The test's page, failing the test when it throws. Only a test that asks for it opens one: a test
  // that checks what the server sends through `request` starts no renderer process.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    await use(page);
    expect(errors, "errors thrown in the page").toEqual([]);
  },
  javaScriptOn: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  visit: async ({ page, javaScriptOn }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      if (javaScriptOn) await waitForHydration(page);
    });
  },
});

/**
 * With scripts, after a page shown without a document load: the status region the root keeps for
 * page changes says the new page's title, as a document load would.
 */
export async function expectPageSaid(page: Page, title: RegExp) {
  const said = page.locator("body > p[role='status']");
  await expect(said).toHaveText(title);
  expect(await said.textContent()).toBe(await page.title());
}

/** Pages whose clock moves only through `page.clock.runFor` (holdClock). */
const heldClocks = new WeakSet<Page>();

/**
 * Until React has hydrated the page (a page whose document carries scripts). A page starts its scripts after the frame that follows its
 * first paint: where its clock is held, that frame comes only when the clock moves, a frame at a
 * time here (timers the page sets after hydration start from where it then is).
 */
export async function waitForHydration(page: Page) {
  // A page that runs nothing (its document has no scripts) is whole once loaded.
  if ((await page.locator("html[data-js]").count()) === 0) return;
  const hydrated = page.locator("html[data-hydrated]");
  if (!heldClocks.has(page)) return hydrated.waitFor({ state: "attached" });
  const frameByFrame = async () => {
    if ((await hydrated.count()) > 0) return true;
    await page.clock.runFor(16);
    return false;
  };
  await expect.poll(frameByFrame, { intervals: [50], timeout: 20_000 }).toBe(true);
}

/**
 * From before the page opens, its clock is paused and moves only through `page.clock.runFor`:
 * a slow load or hydration cannot move the page's timers on.
 */
export async function holdClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  heldClocks.add(page);
}

/** What a page has once axe's source has run in it. */
type WithAxe = { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** axe-core's minified build: the page parses 0.65 MB instead of the 1.5 MB source. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const axeOptions: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // Only the violations are reported in full: the passing and inapplicable nodes are not collected.
  resultTypes: ["violations"],
};

export async function expectAccessible(page: Page) {
  const scriptsOff = base.info().project.use.javaScriptEnabled === false;
  await runAxe(scriptsOff ? await scriptlessCopy(page) : page);
}

async function runAxe(target: Page) {
  // Colours are checked as they end up: a screen fading in (the kiosk's) is drawn without its animation,
  // as the site draws it for a visitor who asks for less motion.
  await target.emulateMedia({ reducedMotion: "reduce" });
  // A transition already running keeps its course (the header's colours, 0.25 s, after a navigation
  // from the home page's hero): axe reads the colours it ends on, not one in between.
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // The site has no frame: axe runs in the page's document only. A scriptless copy has it from the start
  // (its init script); another page is given it now.
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axeSource);
  const results = await target.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    axeOptions,
  );
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * axe needs scripts to run. For the scripts-off project it checks a copy of the page's current
 * DOM, without its scripts, opened at the same address (same styles and images) in a page where
 * axe itself may run.
 */
async function scriptlessCopy(page: Page): Promise<Page> {
  // A navigation that just committed may still be streaming its document: copy it whole.
  await page.waitForLoadState("load");
  return showWithoutScripts(page.context().browser()!, page.url(), await page.content(), page.viewportSize());
}

/** `html`, its scripts taken out, shown at `url` in the worker's axe page. */
async function showWithoutScripts(
  browser: Browser,
  url: string,
  html: string,
  viewport: { width: number; height: number } | null,
): Promise<Page> {
  const copy = await axePage(browser);
  if (viewport) await copy.setViewportSize(viewport);
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  await copy.unrouteAll();
  await copy.route(url, (route) => route.fulfill({ body, contentType: "text/html; charset=utf-8" }));
  await copy.goto(url);
  // The copy shown is this document, not the live page at its address (which has scripts).
  expect(await copy.locator("script").count(), `${url}: the copy without scripts`).toBe(0);
  return copy;
}

/**
 * axe on the document the server sends for `path` (status `status`, no redirect), as a browser without
 * scripts draws it: what a page opened in the `no-js` project shows before anyone touches it, without
 * opening one (a page in a fresh context costs a renderer process). A kiosk screen's 4 s refresh is
 * held as `holdKiosk` does. Returns the page axe checked, for further checks of that document.
 */
export async function expectServerOutputAccessible(
  { browser, request, baseURL }: { browser: Browser; request: APIRequestContext; baseURL?: string },
  path: string,
  status = 200,
): Promise<Page> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  const html = holdRefresh(await response.text());
  const copy = await showWithoutScripts(
    browser,
    new URL(path, baseURL).href,
    html,
    base.info().project.use.viewport ?? null,
  );
  await runAxe(copy);
  return copy;
}

/**
 * One page with scripts per worker's browser for those copies, in a context of its own (contexts
 * opened in a test inherit the project options: scripts are turned back on for axe), closed with the
 * browser. One page, not one per copy: a page opened in a fresh context starts a renderer process
 * (about half a second of processor time here), and the same page compiles axe's source once.
 */
const axePages = new WeakMap<Browser, Promise<Page>>();
function axePage(browser: Browser): Promise<Page> {
  let page = axePages.get(browser);
  if (!page) {
    page = browser.newContext({ javaScriptEnabled: true, locale: "fr-CH" }).then(async (created) => {
      // Each copy's document has axe from its start: compiled by the browser, not sent through the
      // protocol page by page (that took about as long as axe's run itself).
      await created.addInitScript({ content: axeSource });
      return created.newPage();
    });
    axePages.set(browser, page);
  }
  return page;
}

/**
 * Keeps a kiosk screen (/vitrine/…) on the screen it was opened at, whatever the machine's speed.
 * Call it before opening the page. With scripts, the page's clock is installed already paused, so
 * the slideshow's timer fires only through `page.clock.runFor` (slow hydration cannot move it on).
 * Without scripts, the 4 s meta refresh of kiosk documents is turned into a day's wait.
 */
export async function holdKiosk(page: Page, javaScriptOn: boolean) {
  if (javaScriptOn) return holdClock(page);
  await page.route(
    (url) => url.pathname.startsWith("/vitrine/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: holdRefresh(await response.text()) });
    },
  );
}

/** A kiosk document whose 4 s meta refresh waits a day instead. */
function holdRefresh(html: string): string {
  return html.replace(/(http-equiv="refresh"[^>]*content=")4;/, "$186400;");
}

/**
 * axe on a kiosk screen. With scripts, the page's clock is frozen and axe schedules its own work
 * with timers: the clock moves a millisecond at a time while axe runs (a few dozen steps, far
 * from the 4 s of a screen) and the screen must be the same afterwards. Without scripts the meta
 * refresh is held (holdKiosk).
 */
export async function expectKioskAccessible(page: Page, javaScriptOn: boolean) {
  const screen = (await page.locator("[data-screen]").getAttribute("data-screen")) ?? "";
  if (!javaScriptOn) {
    await expectAccessible(page);
    return;
  }
  let running = true;
  const ticking = (async () => {
    while (running) await page.clock.runFor(1).catch(() => undefined);
  })();
  try {
    await expectAccessible(page);
  } finally {
    running = false;
    await ticking;
  }
  await expect(page.locator("[data-screen]")).toHaveAttribute("data-screen", screen);
}

export { expect };
