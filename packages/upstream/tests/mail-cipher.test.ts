import { describe, expect, it } from "vitest";
import { openMail, sealMail, SpoolCipherError, spoolKey } from "@rli/upstream/mail/spool-cipher";

/** The sealing of a kept message: AES-256-GCM with a key derived from MAIL_SPOOL_SECRET. */

const key = spoolKey("un-secret-de-test-0123456789");
const message = Buffer.from("Subject: Dossier\r\n\r\nPièce d'identité, fiche de salaire.\r\n", "utf8");

describe("sealed messages", () => {
  it("open to the same bytes, and never show them", () => {
    const sealed = sealMail(message, key);
    expect(openMail(sealed, key)).toEqual(message);
    expect(sealed.toString("latin1")).not.toContain("Dossier");
    expect(sealed.length).toBe(message.length + 36);
  });

  it("differ each time for the same message (a fresh nonce)", () => {
    expect(sealMail(message, key).equals(sealMail(message, key))).toBe(false);
  });

  it("derive a 32-byte key that depends on the secret", () => {
    expect(key).toHaveLength(32);
    expect(spoolKey("un-secret-de-test-0123456789")).toEqual(key);
    expect(spoolKey("un-autre-secret-0123456789").equals(key)).toBe(false);
  });

  it("refuse another key, a changed byte, a cut file or a file in clear with a French reason", () => {
    const sealed = sealMail(message, key);
    const changed = Buffer.from(sealed);
    changed[40]! ^= 1;
    for (const [bad, with_] of [
      [sealed, spoolKey("un-autre-secret-0123456789")],
      [changed, key],
      [sealed.subarray(0, 20), key],
      [message, key],
      [Buffer.alloc(0), key],
    ] as const) {
      expect(() => openMail(bad, with_)).toThrow(SpoolCipherError);
    }
    expect(() => openMail(changed, key)).toThrow(/déchiffrement impossible/);
    expect(() => openMail(message, key)).toThrow(/pas un message chiffré/);
  });
});
