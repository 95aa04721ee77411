import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import tsconfigPaths from "vite-tsconfig-paths";
import { vanillaExtractOptions } from "./vanilla-extract.config";

const everyTest = [
  "tests/unit/**/*.test.ts",
  "tests/unit/**/*.test.tsx",
  "tests/routes/**/*.test.ts",
  "tests/resilience/**/*.test.ts",
  "tests/fuzz/**/*.test.ts",
  "tests/validity/**/*.test.ts",
  "packages/*/tests/**/*.test.ts",
];

/**
 * Test files that need a module registry of their own: they load the build with an environment of
 * their own (tests/support/build.ts refuses it elsewhere), mock modules or change process.env.
 */
const isolated = [
  "tests/fuzz/*.test.ts",
  "tests/routes/application.test.ts",
  "tests/routes/application-relay-size.test.ts",
  "tests/unit/forms-uploads/costly-work.test.ts",
  "tests/routes/forwarded-origin.test.ts",
  "tests/routes/forwarded-origin-trusted.test.ts",
  "tests/routes/site-url.test.ts",
  "tests/routes/long-title-and-tour.test.ts",
  "tests/routes/listing-news.test.ts",
  "tests/unit/forms-ui/*.route.test.ts",
  "tests/unit/forms-ui/outcome-store.test.ts",
  "tests/unit/api/embedded-default.test.ts",
  "tests/unit/detail/upstream-failures.test.ts",
  "tests/unit/http/cookie-security.test.ts",
  "tests/unit/http/limits-connection.test.ts",
  "tests/unit/images/image-hosts.test.ts",
  "tests/unit/images/render-work.test.ts",
  "tests/unit/listing/list-loaders.test.ts",
  // Every file that mocks a module, whether listed above or not: a mock in a shared registry takes
  // effect only if no file before it in the worker loaded that module, which depends on the order.
  ...mockingTests(),
];

/** The test files that replace a module (vi.mock, vi.doMock), found by their text. */
function mockingTests(): string[] {
  const roots = ["tests", ...readdirSync("packages").map((name) => path.join("packages", name, "tests"))].filter(
    (root) => existsSync(root),
  );
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => path.join(root, file)),
  );
  return files.filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(?:do)?mock\(/.test(readFileSync(file, "utf8")));
}

/**
 * The files that spend most of their time waiting on processes they start (site servers, nginx, ProFTPD,
 * Redis): started first in their project, so that their waits overlap the other worker's work instead of
 * ending the run alone. Vitest orders files by their last duration when it has one (a checkout), by size
 * otherwise (a fresh clone, as in CI): this puts the waiting ones first in both.
 */
const waitsOnProcesses = /\/tests\/resilience\/|\/ftp-(?:daemon|attacks)\.test\.ts$|\/sibling-receiver\.test\.ts$/;

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = (spec: TestSpecification) => spec.project.name;
    // Stable: the projects' order and each part's own order are kept.
    return sorted
      .map((spec, index) => ({ spec, index, first: waitsOnProcesses.test(spec.moduleId) }))
      .sort((a, b) =>
        byProject(a.spec) !== byProject(b.spec) || a.first === b.first ? a.index - b.index : a.first ? -1 : 1,
      )
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  plugins: [
    // "transform": a style file is given its file scope and run as it is, its class names made as it runs,
    // instead of being compiled by a second Vite of its own into CSS no test reads (the build's CSS is
    // checked through the build). Whole vitest run on 2 cores: 236 → 215 cpu-s, 210 → 202 s.
    vanillaExtractPlugin({ ...vanillaExtractOptions, unstable_mode: "transform" }),
    tsconfigPaths(),
  ],
  test: {
    // Budgets for a loaded 2-core machine: loading the build or starting a server can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what another process or a server does: its default second is less than a
    // loaded machine may take to compose a mail or write a file, and a poll returns as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    // The production build is plain JavaScript: Node loads it as the production server does, without Vite
    // transforming its 600 kB again in every file that needs it.
    server: { deps: { external: [/\/build\/server\//] } },
    // Vitest's default on 2 cores is one worker: the second core then idles while a file waits
    // on a server it started, the HTML checker or a child process. Two files at a time fill it.
    maxWorkers: 2,
    sequence: { sequencer: WaitingFilesFirst },
    environment: "node",
    env: {
      NODE_ENV: "test",
      OUTBOX_DIR: "var/test-outbox",
      IMAGE_CACHE_DIR: "var/test-image-cache",
      DATABASE_FILE: "var/test-store/site.sqlite",
    },
    // The files of "shared" share their worker's modules (the build, React, the site's code): each module
    // is loaded once per worker instead of once per file (decision 120).
    projects: [
      { extends: true, test: { name: "isolated", include: isolated, isolate: true } },
      {
        extends: true,
        test: {
          name: "shared",
          include: everyTest,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
          // One build answers every file of a worker: the per-visitor limits it counts are lifted, as
          // for the browser tests; the limits are tested by isolated files and by separate processes.
          env: { RATE_LIMIT_MAX: "1000", PUBLIC_RATE_LIMIT_PER_MIN: "100000", APPLICATION_LIMIT_PER_HOUR: "1000" },
        },
      },
    ],
  },
});
