import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { createRememberedKeys } from "@rli/contract/limits/remembered-keys";
import { startFtpDaemon, type FtpDaemonOptions, type FtpReceiver } from "../../src/import/ftp/ftp-daemon.server";
import { selfSignedCertificate } from "./ftp-clients";

/**
 * The site's FTP receiver for a test file: Debian's ProFTPD started with deploy/proftpd/proftpd.conf and a
 * self-signed certificate, in a folder of the file's own, with the limits in memory; the receiver started
 * by a test is closed after it, and what it logged is in `lines` (emptied after each test).
 */

export const USER = "depot-k7q2vx";
export const PASSWORD = "mot-de-passe-du-crm-2026";
const CONFIG = path.resolve("deploy/proftpd/proftpd.conf");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Files under a folder with their contents, hidden ones included. */
export async function contents(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = await readFile(file, "latin1");
  }
  return found;
}

export type Started = { root: string; port: number; options: FtpDaemonOptions };

export function useFtpDaemon(prefix: string) {
  let work = "";
  let cert = "";
  let key = "";
  const lines: string[] = [];
  const harness = {
    receiver: undefined as FtpReceiver | undefined,
    lines,
    get work() {
      return work;
    },
    async start(name: string, overrides: Partial<FtpDaemonOptions> = {}): Promise<Started> {
      const root = path.join(work, name, "envoi");
      const port = await freePort();
      const pasv = 40_000 + Math.floor(Math.random() * 2000) * 10;
      const memory = (points: number) =>
        createEventLimit({ name: `${name}-${points}-${Math.random()}`, points, windowSeconds: 600 }, () => undefined);
      const options: FtpDaemonOptions = {
        root,
        host: "127.0.0.1",
        port,
        user: USER,
        password: PASSWORD,
        pasvPorts: { min: pasv, max: pasv + 9 },
        tls: { certFile: cert, keyFile: key },
        maxFileBytes: 200 * 1024 * 1024,
        config: CONFIG,
        runDir: path.join(work, name, "run"),
        limits: {
          perAddress: memory(5),
          perAccount: memory(20),
          repeatedBans: memory(3),
          knownAddresses: createRememberedKeys(
            { name: `${name}-known-${Math.random()}`, seconds: 600 },
            () => undefined,
          ),
        },
        log: (line) => lines.push(line),
        ...overrides,
      };
      harness.receiver = await startFtpDaemon(options);
      return { root, port, options };
    },
  };
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), prefix));
    ({ cert, key } = selfSignedCertificate(work));
  });
  afterEach(async () => {
    await harness.receiver?.close();
    harness.receiver = undefined;
    lines.length = 0;
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  return harness;
}
