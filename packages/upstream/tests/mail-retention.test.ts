import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { purgedNames, purgeOldMail, startMailPurge } from "@rli/upstream/mail/mail-retention.server";

/**
 * Refused messages, outbox .eml files and unreadable spool files are deleted after
 * MAIL_RETENTION_DAYS; messages still waiting in the spool and other files never.
 */

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

let outboxDir: string;
let refusedDir: string;
let spoolDir: string;
let lines: string[];

beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-purge-"));
  refusedDir = path.join(outboxDir, "refuse");
  spoolDir = path.join(outboxDir, "a-renvoyer");
  await mkdir(refusedDir);
  await mkdir(spoolDir);
  lines = [];
});

afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

async function file(dir: string, name: string, ageDays: number) {
  const target = path.join(dir, name);
  await writeFile(target, "x");
  const time = new Date(NOW - ageDays * DAY);
  await utimes(target, time, time);
}

const options = () => ({
  outboxDir,
  refusedDir,
  spoolDir,
  retentionDays: 30,
  now: () => NOW,
  log: (line: string) => lines.push(line),
});

describe("purge of the mail left on disk", () => {
  it("deletes what is older than the retention, keeps the rest and the waiting spool, logs the count", async () => {
    await file(outboxDir, "20261001-100000-00000001.eml", 31);
    await file(outboxDir, "20261120-100000-00000002.eml", 5);
    await file(outboxDir, "notes.txt", 90);
    await file(refusedDir, "20261001-100000-00000003.eml", 40);
    await file(refusedDir, "20261001-100000-00000003.eml.txt", 40);
    await file(refusedDir, "20261101-100000-00000004.eml", 29);
    await file(refusedDir, "20261101-100000-00000004.eml.txt", 29);
    await file(spoolDir, "20261001-100000-00000005.eml", 60);
    await file(spoolDir, "20261001-100000-00000006.eml.illisible", 60);

    expect(await purgeOldMail(options())).toBe(3);
    expect((await readdir(outboxDir)).sort()).toEqual([
      "20261120-100000-00000002.eml",
      "a-renvoyer",
      "notes.txt",
      "refuse",
    ]);
    expect((await readdir(refusedDir)).sort()).toEqual([
      "20261101-100000-00000004.eml",
      "20261101-100000-00000004.eml.txt",
    ]);
    expect(await readdir(spoolDir)).toEqual(["20261001-100000-00000005.eml"]);
    expect(lines).toEqual([`[mail] purge : 3 message(s) de plus de 30 jours supprimé(s) de ${outboxDir}`]);
  });

  it("logs a purge that found nothing, and folders that do not exist are no error", async () => {
    await rm(outboxDir, { recursive: true, force: true });
    expect(await purgeOldMail(options())).toBe(0);
    expect(lines).toEqual([expect.stringContaining("purge : 0 message(s)")]);
  });

  it("follows MAIL_RETENTION_DAYS", async () => {
    await file(outboxDir, "20261115-100000-00000001.eml", 10);
    expect(await purgeOldMail({ ...options(), retentionDays: 30 })).toBe(0);
    expect(await purgeOldMail({ ...options(), retentionDays: 7 })).toBe(1);
    expect(await readdir(outboxDir)).not.toContain("20261115-100000-00000001.eml");
  });

  it("looks only at the files of the mail", () => {
    expect(purgedNames("outboxDir", "a.eml")).toBe(true);
    expect(purgedNames("outboxDir", "a.eml.tmp")).toBe(false);
    expect(purgedNames("refusedDir", "a.eml.txt")).toBe(true);
    expect(purgedNames("spoolDir", "a.eml")).toBe(false);
    expect(purgedNames("spoolDir", "a.eml.123.envoi")).toBe(false);
    expect(purgedNames("spoolDir", "a.eml.illisible")).toBe(true);
  });

  it("purges at start, then on its timer", async () => {
    await file(outboxDir, "20261001-100000-00000001.eml", 31);
    const stop = startMailPurge(options(), 50);
    try {
      await expect.poll(() => lines.length, { timeout: 2000, interval: 10 }).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toContain("purge : 1 message(s)");
      expect(lines[1]).toContain("purge : 0 message(s)");
    } finally {
      stop();
    }
  });
});
