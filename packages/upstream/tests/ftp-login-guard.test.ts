import { describe, expect, it, vi } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { FtpEventReader } from "../src/import/ftp/ftp-events";
import { createRememberedKeys, type RememberedKeys } from "@rli/contract/limits/remembered-keys";
import { inBlocks, parseAddressBlock } from "../src/import/ftp/address-blocks";
import { LoginGuard } from "../src/import/ftp/login-guard";

/** The rules around the FTP daemon's events: reading its lines, counting failed logins, banning, telling bursts. */

const memory = (points: number, windowSeconds = 600) =>
  createEventLimit({ name: `guard-${Math.random()}`, points, windowSeconds }, () => undefined);

function guard(
  overrides: {
    perAddress?: number;
    perAccount?: number;
    bansPerDay?: number;
    crm?: string[];
    known?: RememberedKeys;
    now?: () => number;
  } = {},
) {
  const bans: { address: string; seconds: number }[] = [];
  const lines: string[] = [];
  const login = new LoginGuard({
    account: "crm-agence",
    perAddress: memory(overrides.perAddress ?? 5),
    perAccount: memory(overrides.perAccount ?? 20, 3600),
    repeatedBans: memory(overrides.bansPerDay ?? 3, 24 * 3600),
    repeatedBanSeconds: 24 * 3600,
    knownAddresses:
      overrides.known ?? createRememberedKeys({ name: `known-${Math.random()}`, seconds: 3600 }, () => undefined),
    isCrmAddress: inBlocks((overrides.crm ?? []).map((block) => parseAddressBlock(block)!)),
    ban: async (address, seconds) => {
      bans.push({ address, seconds });
    },
    log: (line) => lines.push(line),
    burstGapMs: 10_000,
    now: overrides.now,
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

  it("counts only a password refused after a USER the daemon took: not a PASS before USER, nor commands refused before TLS", () => {
    const reader = new FtpEventReader();
    // PASS before any USER (503), and plain-text USER/PASS on the TLS receiver (550): no password was checked.
    expect(reader.read("2026-12-02 10:00:00,000 41 198.51.100.7 PASS 503 PASS (hidden)")).toBeUndefined();
    for (let index = 0; index < 100; index += 1) {
      expect(reader.read("2026-12-02 10:00:00,001 42 198.51.100.7 USER 550 USER crm-agence")).toBeUndefined();
      expect(reader.read("2026-12-02 10:00:00,002 42 198.51.100.7 PASS 550 PASS (hidden)")).toBeUndefined();
    }
    // A USER refused (a banned name, a bad one), then its PASS: nothing either.
    expect(reader.read("2026-12-02 10:00:00,003 43 198.51.100.7 USER 530 USER root")).toBeUndefined();
    expect(reader.read("2026-12-02 10:00:00,004 43 198.51.100.7 PASS 530 PASS (hidden)")).toBeUndefined();
    // After TLS, a USER taken and a wrong password: one failure.
    expect(reader.read("2026-12-02 10:00:01,000 44 198.51.100.7 USER 331 USER crm-agence")).toBeUndefined();
    expect(reader.read("2026-12-02 10:00:01,200 44 198.51.100.7 PASS 530 PASS (hidden)")).toEqual({
      kind: "login",
      accepted: false,
      address: "198.51.100.7",
      account: "crm-agence",
    });
    // Its session makes no second attempt that counts (MaxLoginAttempts 1): a PASS again is nothing.
    expect(reader.read("2026-12-02 10:00:01,300 44 198.51.100.7 PASS 530 PASS (hidden)")).toBeUndefined();
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
    let now = Date.now();
    const { login, bans, lines } = guard({ perAddress: 2, bansPerDay: 1, now: () => now });
    for (let attempt = 0; attempt < 3; attempt += 1) await login.refused("203.0.113.9", "x");
    expect(bans).toEqual([{ address: "203.0.113.9", seconds: expect.any(Number) }]);
    expect(bans[0]!.seconds).toBeGreaterThan(590);
    expect(lines).toEqual([
      expect.stringMatching(/^FTP 203\.0\.113\.9 : 3 identification\(s\) .* ; adresse bloquée 10 min$/),
    ]);
    // Once that ban has ended, the next failure bans it for the day.
    now += 601_000;
    await login.refused("203.0.113.9", "x");
    expect(bans[1]).toEqual({ address: "203.0.113.9", seconds: 24 * 3600 });
    expect(lines[1]).toMatch(/adresse bloquée 24 h \(blocages répétés\)$/);
  });

  it("asks for one ban per address however many failures arrive while it is pending or in force (a flood of 5,000)", async () => {
    const { login, bans } = guard({ perAddress: 5 });
    await Promise.all(Array.from({ length: 5000 }, () => login.refused("203.0.113.9", "crm-agence")));
    expect(bans).toHaveLength(1);
    await login.refused("203.0.113.9", "crm-agence");
    expect(bans).toHaveLength(1);
  });

  it("never locks the account: guessed from 25 addresses, an unknown address is banned at its first failure, the CRM's keeps its allowance", async () => {
    const { login, bans, lines } = guard({ perAddress: 5, perAccount: 20 });
    await login.accepted("192.0.2.10", "crm-agence");
    for (let index = 1; index <= 20; index += 1) await login.refused(`198.51.100.${index}`, "crm-agence");
    expect(bans).toEqual([]);
    // The 21st failure from anywhere: the account's allowance is spent.
    await login.refused("198.51.100.21", "crm-agence");
    expect(bans.map(({ address }) => address)).toEqual(["198.51.100.21"]);
    expect(lines.join("\n")).toContain(
      "une adresse d'où le compte ne s'est jamais connecté est bloquée dès son premier échec (le compte reste ouvert)",
    );
    for (let index = 22; index <= 25; index += 1) await login.refused(`198.51.100.${index}`, "crm-agence");
    expect(bans).toHaveLength(5);
    expect(bans.every(({ seconds }) => seconds > 3500 && seconds <= 3600)).toBe(true);
    // The CRM mistyping its password meanwhile (an old one) is counted as before, not banned at once.
    for (let attempt = 0; attempt < 5; attempt += 1) await login.refused("192.0.2.10", "crm-agence");
    expect(bans.map(({ address }) => address)).not.toContain("192.0.2.10");
    await login.refused("192.0.2.10", "crm-agence");
    expect(bans.map(({ address }) => address)).toContain("192.0.2.10");
  });

  it("keeps an address's allowance during an attack when the store of known addresses cannot answer", async () => {
    const unreachable = {
      remember: () => Promise.reject(new Error("Redis injoignable")),
      has: () => Promise.reject(new Error("Redis injoignable")),
    };
    const { login, bans } = guard({ perAddress: 5, perAccount: 1, known: unreachable });
    await login.refused("198.51.100.1", "crm-agence");
    await login.refused("198.51.100.2", "crm-agence");
    expect(bans).toEqual([]);
  });

  it("never counts nor bans the CRM's own addresses (IMPORT_FTP_CRM_ADDRESSES), IPv4 or IPv6", async () => {
    const { login, bans, lines } = guard({ perAddress: 1, perAccount: 1, crm: ["192.0.2.0/24", "2001:db8::/32"] });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login.refused("192.0.2.77", "crm-agence");
      await login.refused("2001:db8::7", "crm-agence");
      await login.refused("::ffff:192.0.2.78", "crm-agence");
    }
    expect(bans).toEqual([]);
    login.flush();
    expect(lines).toContainEqual("FTP 192.0.2.77 : 10 identification(s) refusée(s) en 0 s (compte « crm-agence »)");
    // Their failures did not spend the account's allowance either.
    await login.refused("198.51.100.1", "crm-agence");
    expect(bans).toEqual([]);
  });

  it("follows a bounded number of addresses at once, whatever the number of guessers", async () => {
    const { login, lines } = guard({ perAddress: 100 });
    for (let index = 0; index < 10_050; index += 1) {
      await login.refused(`10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, "x");
    }
    // The oldest bursts were told to make room: 50 lines already, the others when they end.
    expect(lines).toHaveLength(50);
    login.flush();
    expect(lines).toHaveLength(10_050);
  });

  it("tells an open burst when a login from its address succeeds", async () => {
    const { login, lines } = guard();
    await login.refused("203.0.113.9", "crm-agence");
    await login.accepted("203.0.113.9", "crm-agence");
    expect(lines).toEqual(["FTP 203.0.113.9 : 1 identification(s) refusée(s) (compte « crm-agence »)"]);
    login.flush();
    expect(lines).toHaveLength(1);
  });
});
