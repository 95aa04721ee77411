import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server for the tests that need one (Debian package `postgresql`): a cluster of its own
 * in a temporary folder, on a loopback port of the test's choice, without durability, removed at
 * stop. As root, it runs as the package's `postgres` user (PostgreSQL refuses root). Tests skip
 * themselves where it is absent.
 */

function binFolder(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

const bin = binFolder();
const asRoot = userInfo().uid === 0;
export const hasPostgres = bin !== undefined && (!asRoot || spawnSync("id", ["postgres"]).status === 0);

/** The command as the user PostgreSQL runs as. */
function command(program: string, args: string[]): [string, string[]] {
  const full = path.join(bin!, program);
  return asRoot ? ["runuser", ["-u", "postgres", "--", full, ...args]] : [full, args];
}

export type TestPostgres = {
  /** postgres://… of its `postgres` database, as the user `rli`. */
  url: string;
  /** The address of another database of the same server. */
  urlOf(database: string): string;
  stop(): Promise<void>;
};

export async function startPostgres(port: number): Promise<TestPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), "rli-postgres-"));
  chmodSync(folder, 0o700);
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(spawnSync("id", [flag, "postgres"]).stdout.toString()));
    chownSync(folder, uid!, gid!);
  }
  const data = path.join(folder, "data");
  const [initdb, initArgs] = command("initdb", ["-D", data, "-U", "rli", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const init = spawnSync(initdb, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb a échoué :\n${init.stdout}${init.stderr}`);
  const [postgres, args] = command("postgres", [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    folder,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
  ]);
  const child: ChildProcess = spawn(postgres, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres n'a pas démarré :\n${output}`)), 20_000);
    const check = (chunk: string) => {
      output += chunk;
      if (output.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.setEncoding("utf8").on("data", check);
    child.stderr!.setEncoding("utf8").on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres s'est arrêté (code ${code}) :\n${output}`));
    });
  });
  const urlOf = (database: string) => `postgres://rli@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        // A fast stop (sessions still open are ended), asked of the server itself: as root, the
        // process started is runuser, which does not pass every signal on.
        const [pgCtl, stopArgs] = command("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]);
        spawnSync(pgCtl, stopArgs);
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
