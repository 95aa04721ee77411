import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writableFolder } from "@rli/contract/health/writable-folder";
import { countedMailer } from "@rli/upstream/mail/mail-metrics";
import { createMailSpool, keptAt, mailFileName, spoolBacklog } from "@rli/upstream/mail/mail-spool.server";
import { spoolKey } from "@rli/upstream/mail/spool-cipher";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import type { SpoolingMailer } from "@rli/upstream/mail/mailer.server";

/**
 * What the readiness address reads of the embedded upstream (decision 147): the mail spool's backlog
 * from the files' names alone, and whether a folder may be written, asked without writing.
 */

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sante-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("spool backlog", () => {
  it("counts the messages waiting and those being sent, and the oldest one's wait", async () => {
    const spool = createMailSpool(dir, { key: spoolKey(DEV_MAIL_SPOOL_SECRET) });
    const first = await spool.keep(Buffer.from("Subject: un\r\n\r\nun"), new Date("2026-03-02T08:00:00Z"));
    await spool.keep(Buffer.from("Subject: deux\r\n\r\ndeux"), new Date("2026-03-02T09:30:00Z"));
    // A message a process is sending now (claimed), a leftover being written and one put aside.
    await writeFile(path.join(dir, `${mailFileName(new Date("2026-03-02T07:00:00Z"))}.4242.envoi`), "x");
    await writeFile(path.join(dir, `${mailFileName(new Date("2026-03-01T00:00:00Z"))}.tmp`), "x");
    await writeFile(path.join(dir, `${mailFileName(new Date("2026-03-01T00:00:00Z"))}.illisible`), "x");
    const now = Date.parse("2026-03-02T10:00:00Z");
    expect(keptAt(path.basename(first))).toBe(Date.parse("2026-03-02T08:00:00Z"));
    expect(await spoolBacklog(dir, now)).toEqual({ waiting: 3, oldestMs: 3 * 3600_000 });
  });

  it("waits for nothing when the folder is empty or not made yet", async () => {
    expect(await spoolBacklog(dir)).toEqual({ waiting: 0, oldestMs: undefined });
    expect(await spoolBacklog(path.join(dir, "a-renvoyer"))).toEqual({ waiting: 0, oldestMs: undefined });
  });
});

describe("writable folder", () => {
  it("says yes for a folder this process may write, or one it will make inside such a folder", async () => {
    expect(await writableFolder(dir)).toBe(true);
    expect(await writableFolder(path.join(dir, "cache", "images"))).toBe(true);
  });

  it("says no under a file, and under a folder without write permission for a user who is not root", async () => {
    await writeFile(path.join(dir, "fichier"), "x");
    expect(await writableFolder(path.join(dir, "fichier", "dessous"))).toBe(false);
    const locked = path.join(dir, "verrouille");
    await mkdir(locked);
    await chmod(locked, 0o500);
    // root may write anywhere the file system allows: only another user is refused by the mode.
    expect(await writableFolder(locked)).toBe(process.getuid?.() === 0);
  });
});

describe("counted mailer", () => {
  it("passes each message and each pass over the spool through unchanged", async () => {
    const sent: string[] = [];
    const mailer: SpoolingMailer = {
      send: async (mail) => {
        sent.push(mail.subject);
        if (mail.subject === "perdu") throw new Error("ni envoyé ni gardé");
        return { via: "spool", messageId: "<1@site>" };
      },
      retrySpooled: async () => ({ sent: 2, refused: 1, left: 0 }),
      stop: async () => {},
    };
    const counted = countedMailer(mailer);
    expect(await counted.send({ subject: "gardé", text: "" })).toEqual({ via: "spool", messageId: "<1@site>" });
    await expect(counted.send({ subject: "perdu", text: "" })).rejects.toThrow("ni envoyé ni gardé");
    expect(await counted.retrySpooled()).toEqual({ sent: 2, refused: 1, left: 0 });
    expect(sent).toEqual(["gardé", "perdu"]);
  });
});
