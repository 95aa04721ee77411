import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseUpstreamEnv } from "@rli/upstream/env";
import { parseEnv } from "~/env.server";
import { STOP_MARGIN_S } from "../../../server/graceful-close";
import { PRODUCTION_RUNTIME_ENV } from "../../support/production-runtime";

/**
 * The site's systemd unit (deploy/systemd/): accepted by systemd itself (`systemd-analyze verify`,
 * without a single warning), hardened (`systemd-analyze security --offline`), stopped by SIGTERM
 * to the site's process alone with more time than the site's own stop takes, every folder the site
 * writes by default writable, and an example of its settings that names only known variables and
 * holds no secret.
 */

const UNIT = "deploy/systemd/rhone-leman-site@.service";
const EXAMPLE = "deploy/systemd/site.env.example";
const unitText = readFileSync(UNIT, "utf8");
const exampleText = readFileSync(EXAMPLE, "utf8");

const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((file) => existsSync(file));
const SKIPPED = " (systemd-analyze absent : paquet Debian systemd)";

/** Values of a key in the unit, in order (a key may be given several times). */
function values(key: string): string[] {
  return [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!.trim());
}

function one(key: string): string {
  const found = values(key);
  expect(found, key).toHaveLength(1);
  return found[0]!;
}

/** The example's settings, commented-out ones included. */
const example = new Map(
  [...exampleText.matchAll(/^#?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
);

const work = mkdtempSync(path.join(tmpdir(), "unite-systemd-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The unit as an instance (port 3001) in a folder of its own, as systemd would load it. */
function instance(): string {
  let text = unitText;
  // Node.js from NodeSource is /usr/bin/node; a machine that has it elsewhere checks the rest.
  if (!existsSync("/usr/bin/node")) text = text.replaceAll("/usr/bin/node", process.execPath);
  const template = path.join(work, "rhone-leman-site@.service");
  writeFileSync(template, text);
  return path.join(work, "rhone-leman-site@3001.service");
}

describe("systemd unit of the site", () => {
  it.skipIf(!systemdAnalyze)(
    `is accepted by systemd-analyze verify without a warning${systemdAnalyze ? "" : SKIPPED}`,
    () => {
      const run = spawnSync(systemdAnalyze!, ["verify", instance()], { encoding: "utf8", cwd: work });
      expect(run.stderr + run.stdout).toBe("");
      expect(run.status).toBe(0);
    },
  );

  it.skipIf(!systemdAnalyze)(
    `is rated well hardened by systemd-analyze security${systemdAnalyze ? "" : SKIPPED}`,
    () => {
      const run = spawnSync(systemdAnalyze!, ["security", "--offline=true", "--no-pager", instance()], {
        encoding: "utf8",
        cwd: work,
      });
      expect(run.status).toBe(0);
      const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(run.stdout);
      expect(exposure, run.stdout + run.stderr).not.toBeNull();
      // 0 (locked down) to 10 (unprotected); a web server that must reach the network and run a JIT.
      expect(Number(exposure![1])).toBeLessThanOrEqual(2);
    },
  );

  it.skipIf(!systemdAnalyze)(`refuses a broken unit: the verify above can fail${systemdAnalyze ? "" : SKIPPED}`, () => {
    const broken = path.join(work, "cassee.service");
    writeFileSync(broken, "[Service]\nExecStart=/usr/bin/absent-ici\nKillMode=parfois\n");
    const run = spawnSync(systemdAnalyze!, ["verify", broken], { encoding: "utf8", cwd: work });
    expect(run.stderr + run.stdout).toMatch(/KillMode|absent-ici/);
  });

  it("stops the site's process alone with SIGTERM, with more time than its own stop takes", () => {
    expect(one("KillSignal")).toBe("SIGTERM");
    // Not the whole group: the FTP daemon (a child) is stopped by the site between two files.
    expect(one("KillMode")).toBe("mixed");
    const bound = Number(example.get("SHUTDOWN_TIMEOUT_S"));
    expect(bound).toBe(parseEnv({}).SHUTDOWN_TIMEOUT_S);
    expect(Number(one("TimeoutStopSec"))).toBeGreaterThan(bound + STOP_MARGIN_S);
    expect(one("Restart")).toBe("on-failure");
    expect(one("ExecStart")).toBe("/usr/bin/node build/server.js");
    // One file for every process, then what one instance alone sets (optional), which wins.
    expect(values("EnvironmentFile")).toEqual(["/etc/rhone-leman/site.env", "-/etc/rhone-leman/site@%i.env"]);
    expect(one("Environment")).toBe(
      "NODE_ENV=production HOST=127.0.0.1 PORT=%i TRUST_PROXY=1 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_ARENA_MAX=2 NODE_OPTIONS=--expose-gc",
    );
  });

  it("sets glibc's allocator and V8's gc as every other way of starting the server does (decision 153)", () => {
    const allocator = one("Environment")
      .split(" ")
      .filter((pair) => pair.startsWith("MALLOC_") || pair.startsWith("NODE_OPTIONS="));
    expect(allocator).toEqual(Object.entries(PRODUCTION_RUNTIME_ENV).map(([name, value]) => `${name}=${value}`));
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    const cluster = readFileSync("deploy/nginx/run-cluster.sh", "utf8");
    for (const pair of allocator) {
      const [name, value] = pair.split("=");
      expect(scripts.start, `npm start, ${name}`).toContain(pair);
      expect(scripts.serve, `npm run serve, ${name}`).toContain(pair);
      expect(cluster, `run-cluster.sh, ${name}`).toContain(`${name}=\${${name}:-${value}}`);
    }
  });

  it("runs hardened: no new privileges, no capability, a read-only system, private /tmp, no home", () => {
    expect(one("NoNewPrivileges")).toBe("yes");
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("PrivateTmp")).toBe("yes");
    expect(one("ProtectHome")).toBe("yes");
    expect(one("CapabilityBoundingSet")).toBe("");
    expect(one("AmbientCapabilities")).toBe("");
    expect(one("User")).toBe("rhone-leman");
  });

  it("may write every folder the site writes by default, and the import folder of its settings", () => {
    const root = one("WorkingDirectory");
    const writable = values("ReadWritePaths").map((entry) => entry.replace(/^-/, ""));
    const upstream = parseUpstreamEnv({});
    const folders = [
      parseEnv({}).IMAGE_CACHE_DIR,
      upstream.OUTBOX_DIR,
      upstream.IMPORT_STORE_DIR,
      upstream.IMPORT_FTP_RUN_DIR,
      upstream.DEMO_PHOTOS_DIR,
      example.get("IMPORT_DIR")!,
    ];
    for (const folder of folders) {
      // A release's var/ is a link to what the releases share (deploy/release.sh).
      const absolute = path
        .resolve(root, folder)
        .replace(/^\/srv\/rhone-leman\/current\/var(?=\/|$)/, "/srv/rhone-leman/var");
      expect(
        writable.some((entry) => absolute === entry || absolute.startsWith(`${entry}/`)),
        `${absolute} hors de ReadWritePaths`,
      ).toBe(true);
    }
  });

  it("has an example of its settings that names known variables only, and no secret", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const name of example.keys()) expect(readme, name).toContain(`\`${name}\``);
    for (const secret of ["SESSION_SECRET", "HONEYPOT_SECRET", "MAIL_SPOOL_SECRET", "IMPORT_FTP_PASSWORD"]) {
      expect(example.get(secret), secret).toBe("");
    }
    expect(example.get("SMTP_URL")).toMatch(/@smtp\.example\.ch:/);
    // Set by the unit for each process: the settings file must not override them.
    for (const name of ["PORT", "HOST", "NODE_ENV", "TRUST_PROXY"]) expect(example.has(name), name).toBe(false);
  });
});
