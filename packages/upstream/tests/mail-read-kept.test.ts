import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealMail, spoolKey } from "@rli/upstream/mail/spool-cipher";

/** A person reads a refused (sealed) message with the site's MAIL_SPOOL_SECRET, and with it only. */

const run = promisify(execFile);
const CLI = "packages/upstream/src/mail/read-kept-mail.cli.ts";
const SECRET = "le-secret-de-l-agence-0123456789";
const message = "Subject: Demande de contact\r\n\r\nBonjour, éàü.\r\n";

let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kept-mail-"));
  file = path.join(dir, "20261125-120000-0a1b2c3d.eml");
  await writeFile(file, sealMail(Buffer.from(message, "utf8"), spoolKey(SECRET)));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], secret: string) {
  return run(process.execPath, ["--import", "tsx", CLI, ...args], {
    env: { ...process.env, MAIL_SPOOL_SECRET: secret, NODE_ENV: "development" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("reading a kept message", () => {
  it("prints it in clear with the right secret, refuses it in one French line with another", async () => {
    const [good, wrong, none] = await Promise.all([
      cli([file], SECRET),
      cli([file], "un-autre-secret-0123456789"),
      cli([], SECRET),
    ]);
    expect(good).toMatchObject({ code: 0, stdout: message });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe("");
    expect(wrong.stderr.trim()).toMatch(/^Message illisible \(.+\) : déchiffrement impossible/);
    expect(wrong.stderr.trim().split("\n")).toHaveLength(1);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage");
  }, 20_000);
});
