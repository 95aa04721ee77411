import { defineConfig, devices } from "@playwright/test";
import { PRODUCTION_RUNTIME_ENV } from "./tests/support/production-runtime";

/**
 * End-to-end tests against the production build, in two projects: scripts on and scripts off.
 * The browser is Debian's Chromium headless shell (/usr/bin/chromium-headless-shell, package
 * chromium-headless-shell): the same engine as /usr/bin/chromium without the desktop browser around
 * it, about half the processor time per page; no browser is downloaded.
 *
 * A test tagged `@server-output` checks only what the server sends: it runs in `no-js` only.
 * A test tagged `@scripts` checks what scripts add: it runs in `js` only. Untagged: both.
 * No retries: a test that passes only on its second try is a defect to fix.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// The server's spam-trap secret, also known to the test workers so that a test can post a form
// it did not draw (tests/support/honeypot.ts reads HONEYPOT_SECRET).
const HONEYPOT_SECRET = "e2e-honeypot-secret-0123456789";
process.env.HONEYPOT_SECRET = HONEYPOT_SECRET;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      // Starting a renderer process costs about 0.3 s of processor time on these machines (page faults
      // are dear in a VM): over the limit, a page reuses a renderer of its context instead of starting
      // one more (one per test instead of two; contexts never share one). Whole suite: 577 → 504 s.
      "--renderer-process-limit=1",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  // Two browsers at a time, also outside CI (Playwright's default is half the cores: one here):
  // while one test waits on the server, the other runs.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The ten slowest test files are listed at the end of a run (where the time goes).
  reporter: [["list"]],
  reportSlowTests: { max: 10, threshold: 15_000 },
  // Budgets for a loaded 2-core machine; a long flow sets its own (test.setTimeout).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // No trace: recording one for every test (DOM snapshots and a screencast at each step) took about 40 % of
  // the browser tests' time, for files nobody reads on CI. To look into a failure, run it again with
  // `npx playwright test <file> --trace retain-on-failure` (or `--trace on`), then `npx playwright show-trace`.
  use: { baseURL, locale: "fr-CH", trace: "off" },
  // Accessibility-tree snapshots (toMatchAriaSnapshot) are fixtures like the route fixtures: one file each in
  // tests/fixtures/aria/, written where missing by `npx playwright test --update-snapshots`, read with git diff,
  // never written on CI (a missing one fails there).
  snapshotPathTemplate: "tests/fixtures/aria/{arg}{ext}",
  updateSnapshots: process.env.CI ? "none" : "missing",
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, grepInvert: /@server-output/ },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, grepInvert: /@scripts/ },
  ],
  webServer: {
    // A database of its own each run (unless one is named): what a run before saw of the listings would
    // otherwise make a listing added since "new" on its cards.
    command: `${process.env.E2E_DATABASE_FILE ? "" : "rm -rf var/e2e-store && "}node ${process.env.BUILD_DIR ?? "build"}/server.js`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...PRODUCTION_RUNTIME_ENV,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // Production requires the public origin: the address the tests browse.
      SITE_URL: baseURL,
      SESSION_SECRET: "e2e-session-secret-0123456789",
      HONEYPOT_SECRET,
      OUTBOX_DIR: process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox",
      DATABASE_FILE: process.env.E2E_DATABASE_FILE ?? "var/e2e-store/site.sqlite",
      // No mail server: production without SMTP_URL is allowed only with the outbox asked for by name.
      MAIL_OUTBOX: "1",
      // Every test browser comes from 127.0.0.1: lift the per-visitor limits of messages and pages.
      RATE_LIMIT_MAX: "1000",
      APPLICATION_LIMIT_PER_HOUR: "1000",
      PUBLIC_RATE_LIMIT_PER_MIN: "100000",
      // A browser driven by a test fills a form in well under the two seconds a person needs; the
      // minimum is checked by the route tests (tests/fixtures/routes/abuse/).
      FORM_MIN_FILL_MS: "0",
    },
  },
});
