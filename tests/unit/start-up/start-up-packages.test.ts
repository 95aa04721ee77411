import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseUpstreamEnv } from "@rli/upstream/env";
import { photosFolder } from "@rli/upstream/pictures/demo-photos";
import { BUILD_DIR } from "../../support/build";

/**
 * Packages that only some requests or settings need are not loaded with the build (decision 125): the
 * production server loads those its requests may need itself, before its first visitor
 * (`loadLibraries`, decision 158, tests/resilience/reinstall-under-running.test.ts), and a settings' own
 * (ioredis, prom-client) only with that setting; whatever loads the build without serving (the route
 * tests, a script) pays for none of them.
 */
const loadedOnFirstUse = ["pdfkit", "qrcode", "sharp", "nodemailer", "ioredis", "yauzl", "bcryptjs", "prom-client"];

/** Where `npm run build` draws the demo photos: the process started here looks there. */
const { DEMO_PHOTOS_DIR } = parseUpstreamEnv({});

const dir = mkdtempSync(path.join(tmpdir(), "start-up-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The packages a fresh process resolves while it loads the production build (embedded demo upstream). */
function packagesLoadedAtStart(): Set<string> {
  const record = path.join(dir, "imports.txt");
  execFileSync(
    process.execPath,
    [
      "--import",
      path.resolve("tests/support/record-imports.mjs"),
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(path.resolve(BUILD_DIR, "server/index.js"))}); process.exit(0);`,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DEMO: "1",
        HOST: "127.0.0.1",
        OUTBOX_DIR: path.join(dir, "outbox"),
        DEMO_PHOTOS_DIR,
        RECORD_IMPORTS: record,
      },
      stdio: "ignore",
    },
  );
  const urls = readFileSync(record, "utf8").split("\n");
  return new Set(urls.flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
}

describe("start-up", () => {
  it("loads the renderer but none of the packages that only some requests need", () => {
    // `npm run build` draws the demo photos; a start that finds some missing draws them, with sharp.
    expect(existsSync(photosFolder(DEMO_PHOTOS_DIR)), "demo photos missing: run npm run build").toBe(true);
    const loaded = packagesLoadedAtStart();
    // The record sees the packages of every page: a check that could not see a package would pass for nothing.
    expect(loaded).toContain("react-dom");
    expect(loaded).toContain("@remix-run/node");
    expect(loadedOnFirstUse.filter((name) => loaded.has(name))).toEqual([]);
  });
});
