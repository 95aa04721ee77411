import { execFile, execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * certbot's deploy hook for the FTP's certificate (deploy/certbot/ftp-certificate.sh): the renewed
 * files copied for the service's group, and only the process that holds the FTP receiver restarted,
 * whichever it is. systemctl is a stand-in that writes down what it was asked.
 */

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "ftp-hook-"));
const group = execFileSync("id", ["-gn"], { encoding: "utf8" }).trim();
const servers: Server[] = [];
const ports: number[] = [];
/** What each instance's readiness address says of the FTP. */
const ftpOf = new Map<number, string>();

function instance(): Promise<number> {
  const server = createServer((_request, response) => {
    const port = (server.address() as AddressInfo).port;
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ ready: true, ftp: ftpOf.get(port) }));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  ports.push(await instance(), await instance());
  mkdirSync(path.join(dir, "bin"));
  writeFileSync(path.join(dir, "bin", "systemctl"), `#!/bin/sh\necho "$@" >> "${dir}/systemctl.log"\n`);
  chmodSync(path.join(dir, "bin", "systemctl"), 0o755);
  mkdirSync(path.join(dir, "live"));
  writeFileSync(path.join(dir, "live", "fullchain.pem"), "certificat renouvelé\n");
  writeFileSync(path.join(dir, "live", "privkey.pem"), "clé renouvelée\n");
  mkdirSync(path.join(dir, "ftp"));
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function renew(): Promise<{ output: string; restarted: string[] }> {
  rmSync(path.join(dir, "systemctl.log"), { force: true });
  const { stdout } = await run("sh", ["deploy/certbot/ftp-certificate.sh"], {
    env: {
      ...process.env,
      PATH: `${path.join(dir, "bin")}:${process.env.PATH}`,
      RENEWED_LINEAGE: path.join(dir, "live"),
      INSTANCES: ports.join(" "),
      FTP_CERT_DIR: path.join(dir, "ftp"),
      SITE_GROUP: group,
    },
  });
  const log = path.join(dir, "systemctl.log");
  return { output: stdout, restarted: existsSync(log) ? readFileSync(log, "utf8").trim().split("\n") : [] };
}

describe("the FTP certificate's renewal hook", () => {
  it("copies the certificate for the service and restarts the process that holds the FTP, the second one here", async () => {
    ftpOf.set(ports[0]!, "sibling").set(ports[1]!, "here");
    const { output, restarted } = await renew();
    expect(restarted).toEqual([`restart rhone-leman-site@${ports[1]}`]);
    expect(output).toContain(`rhone-leman-site@${ports[1]}`);
    expect(readFileSync(path.join(dir, "ftp", "privkey.pem"), "utf8")).toBe("clé renouvelée\n");
    expect(statSync(path.join(dir, "ftp", "privkey.pem")).mode & 0o777).toBe(0o640);
  });

  it("restarts nothing when no process receives the FTP", async () => {
    ftpOf.set(ports[0]!, "off").set(ports[1]!, "off");
    const { output, restarted } = await renew();
    expect(restarted).toEqual([]);
    expect(output).toContain("rien à redémarrer");
  });
});
