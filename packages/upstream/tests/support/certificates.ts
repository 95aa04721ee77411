import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** PEM texts of a server's key and certificate, and the file of the authority that signed it. */
export type ServerCertificate = { key: string; cert: string };

export type TestCertificates = {
  /** A private authority and a certificate it signed for 127.0.0.1 and localhost. */
  signed: ServerCertificate;
  /** The authority's certificate, as a PEM file (what SMTP_CA_FILE names). */
  caFile: string;
  /** A certificate signed by nobody but itself (a Debian Postfix's snakeoil one). */
  selfSigned: ServerCertificate;
  remove(): void;
};

/** Real certificates made with openssl in a folder of their own (about 0.1 s). */
export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), "smtp-certs-"));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  const names = "subjectAltName=IP:127.0.0.1,DNS:localhost";
  /** A new P-256 key in `key`, and its request (`-x509`: a certificate signing itself) in `out`. */
  const request = (subject: string, key: string, out: string, ...more: string[]) =>
    openssl(
      "req",
      ...more,
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-subj",
      subject,
      "-keyout",
      at(key),
      "-out",
      at(out),
    );
  request("/CN=Autorite privee de test", "ca.key", "ca.pem", "-x509", "-days", "2");
  request("/CN=localhost", "server.key", "server.csr");
  writeFileSync(at("server.ext"), `${names}\n`);
  openssl(
    "x509",
    "-req",
    "-in",
    at("server.csr"),
    "-CA",
    at("ca.pem"),
    "-CAkey",
    at("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    at("server.ext"),
    "-out",
    at("server.pem"),
  );
  request("/CN=localhost", "self.key", "self.pem", "-x509", "-days", "2", "-addext", names);
  const read = (name: string) => readFileSync(at(name), "utf8");
  return {
    signed: { key: read("server.key"), cert: read("server.pem") },
    caFile: at("ca.pem"),
    selfSigned: { key: read("self.key"), cert: read("self.pem") },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
