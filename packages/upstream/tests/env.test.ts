import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseUpstreamEnv, UpstreamConfigError } from "@rli/upstream/env";
import { makeCertificates } from "./support/certificates";

describe("upstream configuration", () => {
  it("starts no FTP receiver where IMPORT_FTP_PORT is empty or 0 (one instance's own file), else asks for its account", () => {
    const account = { IMPORT_DIR: "/srv/depot", IMPORT_FTP_USER: "depot-k7q2vx", IMPORT_FTP_PASSWORD: "p".repeat(16) };
    expect(parseUpstreamEnv({ ...account, IMPORT_FTP_PORT: "" }).IMPORT_FTP_PORT).toBeUndefined();
    expect(parseUpstreamEnv({ ...account, IMPORT_FTP_PORT: "0" }).IMPORT_FTP_PORT).toBeUndefined();
    expect(parseUpstreamEnv({ IMPORT_FTP_PORT: "0" }).IMPORT_FTP_PORT).toBeUndefined();
    expect(() => parseUpstreamEnv({ IMPORT_FTP_PORT: "2121" })).toThrow(/IMPORT_FTP_PORT/);
    expect(() => parseUpstreamEnv({ ...account, IMPORT_FTP_PORT: "port" })).toThrow(/IMPORT_FTP_PORT/);
  });

  it("reads the CRM's addresses as IPv4 or IPv6 addresses and CIDR blocks, naming a bad one", () => {
    expect(parseUpstreamEnv({}).IMPORT_FTP_CRM_ADDRESSES).toEqual([]);
    expect(
      parseUpstreamEnv({ IMPORT_FTP_CRM_ADDRESSES: " 198.51.100.0/28, 203.0.113.7 2001:db8::/48" })
        .IMPORT_FTP_CRM_ADDRESSES,
    ).toEqual(["198.51.100.0/28", "203.0.113.7", "2001:db8::/48"]);
    expect(() => parseUpstreamEnv({ IMPORT_FTP_CRM_ADDRESSES: "198.51.100.0/33" })).toThrow(
      /IMPORT_FTP_CRM_ADDRESSES.*adresse IP ou bloc CIDR attendu/,
    );
    expect(() => parseUpstreamEnv({ IMPORT_FTP_CRM_ADDRESSES: "crm.example.ch" })).toThrow(/IMPORT_FTP_CRM_ADDRESSES/);
  });

  it("takes a port of the CRM's own only beside IMPORT_FTP_PORT, distinct from it, with the CRM's addresses", () => {
    const account = { IMPORT_DIR: "/srv/depot", IMPORT_FTP_USER: "depot-k7q2vx", IMPORT_FTP_PASSWORD: "p".repeat(16) };
    const ftp = { ...account, IMPORT_FTP_PORT: "2121", IMPORT_FTP_CRM_ADDRESSES: "203.0.113.7" };
    expect(parseUpstreamEnv({ ...ftp, IMPORT_FTP_CRM_PORT: "2122" }).IMPORT_FTP_CRM_PORT).toBe(2122);
    expect(parseUpstreamEnv({ ...ftp, IMPORT_FTP_CRM_PORT: "" }).IMPORT_FTP_CRM_PORT).toBeUndefined();
    expect(() => parseUpstreamEnv({ ...ftp, IMPORT_FTP_CRM_PORT: "2121" })).toThrow(
      /IMPORT_FTP_CRM_PORT.*différer de IMPORT_FTP_PORT/,
    );
    expect(() => parseUpstreamEnv({ ...account, IMPORT_FTP_PORT: "2121", IMPORT_FTP_CRM_PORT: "2122" })).toThrow(
      /IMPORT_FTP_CRM_PORT.*IMPORT_FTP_CRM_ADDRESSES/,
    );
    expect(() => parseUpstreamEnv({ IMPORT_FTP_CRM_ADDRESSES: "203.0.113.7", IMPORT_FTP_CRM_PORT: "2122" })).toThrow(
      /IMPORT_FTP_CRM_PORT.*va avec IMPORT_FTP_PORT/,
    );
  });

  it("applies the documented defaults", () => {
    expect(parseUpstreamEnv({})).toMatchObject({
      MAIL_TO: "courtiers@rhone-leman-immobilier.ch",
      MAIL_FROM: "site@rhone-leman-immobilier.ch",
      OUTBOX_DIR: "var/outbox",
      DEMO_PHOTOS_DIR: "var/demo-photos",
      UPSTREAM_PORT: 3300,
      UPSTREAM_HOST: "127.0.0.1",
    });
    expect(parseUpstreamEnv({}).SMTP_URL).toBeUndefined();
    expect(parseUpstreamEnv({ UPSTREAM_HOST: "" }).UPSTREAM_HOST).toBe("127.0.0.1");
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseUpstreamEnv({ MAIL_TO: "courtier" })).toThrow(UpstreamConfigError);
    expect(() => parseUpstreamEnv({ MAIL_TO: "courtier" })).toThrow(/MAIL_TO/);
    expect(() => parseUpstreamEnv({ SMTP_URL: "pas une url" })).toThrow(/SMTP_URL/);
    expect(() => parseUpstreamEnv({ UPSTREAM_PORT: "0" })).toThrow(/UPSTREAM_PORT/);
  });

  it("takes SMTP_CA_FILE only when it names a readable PEM certificate, naming the variable otherwise", () => {
    const certificates = makeCertificates();
    const dir = mkdtempSync(path.join(tmpdir(), "smtp-ca-"));
    try {
      expect(parseUpstreamEnv({ SMTP_CA_FILE: certificates.caFile }).SMTP_CA_FILE).toBe(certificates.caFile);
      expect(parseUpstreamEnv({ SMTP_CA_FILE: "" }).SMTP_CA_FILE).toBeUndefined();
      const missing = path.join(dir, "absent.pem");
      expect(() => parseUpstreamEnv({ SMTP_CA_FILE: missing })).toThrow(
        `Configuration invalide : SMTP_CA_FILE nomme un fichier illisible ou absent (${missing})`,
      );
      const notPem = path.join(dir, "ca.der");
      writeFileSync(notPem, Buffer.from([0x30, 0x82, 0x01, 0x0a]));
      expect(() => parseUpstreamEnv({ SMTP_CA_FILE: notPem })).toThrow(
        /^Configuration invalide : SMTP_CA_FILE doit nommer un certificat PEM/,
      );
      expect(() => parseUpstreamEnv({ SMTP_CA_FILE: dir })).toThrow(/SMTP_CA_FILE nomme un fichier illisible/);
    } finally {
      certificates.remove();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
