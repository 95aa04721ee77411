import { describe, expect, it, vi } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { FtpEventReader } from "../src/import/ftp/ftp-events";
import { LoginGuard, type BanTarget } from "../src/import/ftp/login-guard";

/** The rules around the FTP daemon's events: reading its lines, counting failed logins, banning, telling bursts. */

const memory = (points: number, windowSeconds = 600) =>
  createEventLimit({ name: `guard-${Math.random()}`, points, windowSeconds }, () => undefined);

function guard(overrides: { perAddress?: number; perAccount?: number; bansPerDay?: number } = {}) {
  const bans: { target: BanTarget; seconds: number }[] = [];
  const lines: string[] = [];
  const login = new LoginGuard({
    account: "crm-agence",
    perAddress: memory(overrides.perAddress ?? 5),
    perAccount: memory(overrides.perAccount ?? 20, 3600),
    repeatedBans: memory(overrides.bansPerDay ?? 3, 24 * 3600),
    repeatedBanSeconds: 24 * 3600,
    ban: async (target, seconds) => {
      bans.push({ target, seconds });
    },
    log: (line) => lines.push(line),
    burstGapMs: 10_000,
  });
  return { login, bans, lines };
}

describe("FtpEventReader", () => {
  it("names a refused login by the USER of its session, and reads uploads", () => {
    const reader = new FtpEventReader();
    expect(reader.read("2026-11-28 01:49:58,028 27005 203.0.113.9 USER 331 USER crm-agence")).toBeUndefined();
    expect(reader.read("2026-11-28 01:49:58,030 27006 198.51.100.7 USER 331 USER admin")).toBeUndefined();
    expect(reader.read("2026-11-28 01:49:58,237 27005 203.0.113.9 PASS 530 PASS (hidden)")).toEqual({
      kind: "login",
      accepted: false,
      address: "203.0.113.9",
      account: "crm-agence",
    });
    expect(reader.read("2026-11-28 01:49:58,240 27006 198.51.100.7 PASS 230 PASS (hidden)")).toMatchObject({
      accepted: true,
      account: "admin",
    });
    expect(reader.read("2026-11-28 01:49:59,443 27005 203.0.113.9 STOR 226 success 6 /data/unload.txt")).toEqual({
      kind: "upload",
      complete: true,
      session: "27005",
      address: "203.0.113.9",
      bytes: 6,
      file: "/data/unload.txt",
    });
    expect(
      reader.read("2026-11-28 01:50:00,000 27005 203.0.113.9 STOR 426 failed 1000 /srv/envoi/b c.jpg"),
    ).toMatchObject({ complete: false, file: "/srv/envoi/b c.jpg" });
    expect(reader.read("n'importe quoi")).toBeUndefined();
  });

  it("keeps account names printable and short, whatever a client sends", () => {
    const reader = new FtpEventReader();
    reader.read(`2026-11-28 01:49:58,028 1 203.0.113.9 USER 331 USER ${"x".repeat(300)}\u0007`);
    const event = reader.read("2026-11-28 01:49:58,237 1 203.0.113.9 PASS 530 PASS (hidden)");
    expect(event).toMatchObject({ account: `${"x".repeat(64)}…` });
  });
});

describe("LoginGuard", () => {
  it("tells a burst of failures in one line once it ends, without a ban below the limit or a name typed by someone", async () => {
    vi.useFakeTimers();
    try {
      const { login, bans, lines } = guard();
      for (const account of ["crm-agence", "jean.dupont@example.ch", "crm-agence"]) {
        await login.refused("203.0.113.9", account);
      }
      expect(lines).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(lines).toEqual([
        "FTP 203.0.113.9 : 3 identification(s) refusée(s) en 0 s (compte « crm-agence », autre nom)",
      ]);
      expect(bans).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("bans the address at the failure past its allowance, and for a day once banned again and again", async () => {
    const { login, bans, lines } = guard({ perAddress: 2, bansPerDay: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) await login.refused("203.0.113.9", "x");
    expect(bans).toEqual([{ target: { kind: "host", name: "203.0.113.9" }, seconds: expect.any(Number) }]);
    expect(bans[0]!.seconds).toBeGreaterThan(590);
    expect(lines).toEqual([
      expect.stringMatching(/^FTP 203\.0\.113\.9 : 3 identification\(s\) .* ; adresse bloquée 10 min$/),
    ]);
    await login.refused("203.0.113.9", "x");
    expect(bans[1]).toEqual({ target: { kind: "host", name: "203.0.113.9" }, seconds: 24 * 3600 });
    expect(lines[1]).toMatch(/adresse bloquée 24 h \(blocages répétés\)$/);
  });

  it("suspends the agency's account after failures from many addresses, and never bans other names", async () => {
    const { login, bans } = guard({ perAddress: 100, perAccount: 3 });
    for (let index = 1; index <= 4; index += 1) await login.refused(`198.51.100.${index}`, "admin");
    expect(bans).toEqual([]);
    for (let index = 1; index <= 4; index += 1) await login.refused(`198.51.100.${index}`, "crm-agence");
    expect(bans).toEqual([{ target: { kind: "user", name: "crm-agence" }, seconds: expect.any(Number) }]);
  });

  it("tells an open burst when a login from its address succeeds", async () => {
    const { login, lines } = guard();
    await login.refused("203.0.113.9", "crm-agence");
    login.accepted("203.0.113.9");
    expect(lines).toEqual(["FTP 203.0.113.9 : 1 identification(s) refusée(s) (compte « crm-agence »)"]);
    login.flush();
    expect(lines).toHaveLength(1);
  });
});
