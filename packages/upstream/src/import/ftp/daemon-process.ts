import type { Log } from "@rli/contract/logging/logger";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { access, constants, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { isRunning } from "../../running-process";

/**
 * The FTP daemon as a child of the site's process: found among Debian's programs, started and
 * waited for until it accepts connections, started again after an unexpected exit (1 s, then twice
 * as long each time, up to a minute), stopped on demand (the site's stop, between uploads) or, at
 * the latest, when the site's process exits.
 */

const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
const RESTART_DELAY_MS = { first: 1000, max: 60_000 };
/**
 * Not SIGTERM nor SIGINT: the site's stop handles them (server/main.ts) and closes the receiver
 * between uploads; killing the daemon on the signal would cut the file being received.
 */
const STOP_EVENTS = ["exit"] as const;

/** The folder, in a process's run folder, of the CRM's own listener (IMPORT_FTP_CRM_PORT). */
export const CRM_LISTENER_FOLDER = "crm";

export class FtpStartError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A program of Debian's package, looked for in PATH and in the system folders a service user's PATH may lack. */
export async function findProgram(name: string): Promise<string> {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/usr/bin"];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  throw new FtpStartError(
    `Réception FTP : programme ${name} introuvable (paquets Debian proftpd-core, proftpd-mod-crypto et proftpd-mod-vroot)`,
  );
}

/** What the daemon printed, without its time stamps, for a French line. */
function daemonLines(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.replace(/^[\d-]+ [\d:,]+ \S+ proftpd\[\d+\](?: [^:]+)?: /, "").trim())
    .filter(Boolean);
}

/** The host a local client reaches the daemon by. */
function localHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "::1";
  return host;
}

/**
 * Whether something accepts connections there. The connection is closed politely (FIN, what the
 * other side sends read and dropped): a reset would be an error for whoever listens.
 */
function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.on("error", () => resolve(false));
    socket.on("data", () => {});
    socket.once("connect", () => {
      resolve(true);
      socket.end();
    });
    socket.once("timeout", () => {
      resolve(false);
      socket.destroy();
    });
    socket.once("close", () => resolve(false));
  });
}

/**
 * The daemons of the site's other processes under `parent`: each process runs its daemons from a folder
 * named by its own id (the main one's files at its top, the CRM's own listener's in `crm/`); a daemon is
 * one its pid file names, when that process is proftpd.
 */
async function siblingDaemons(parent: string): Promise<{ owner: number; folder: string; daemons: number[] }[]> {
  const folders = (await readdir(parent).catch(() => [] as string[])).filter(
    (name) => /^\d+$/.test(name) && Number(name) !== process.pid,
  );
  const daemonOf = async (pidFile: string) => {
    const daemon = Number((await readFile(pidFile, "utf8").catch(() => "")).trim());
    const command = daemon > 0 ? await readFile(`/proc/${daemon}/cmdline`, "utf8").catch(() => "") : "";
    return command.startsWith("proftpd") ? [daemon] : [];
  };
  return Promise.all(
    folders.map(async (name) => {
      const folder = path.join(parent, name);
      const found = await Promise.all(
        [path.join(folder, "proftpd.pid"), path.join(folder, CRM_LISTENER_FOLDER, "proftpd.pid")].map(daemonOf),
      );
      return { owner: Number(name), folder, daemons: found.flat() };
    }),
  );
}

/**
 * Daemons left by a process of the site that was killed outright: a folder whose process is gone has
 * its daemons stopped, and is removed.
 */
export async function stopOrphans(parent: string, log: Log): Promise<void> {
  for (const { owner, folder, daemons } of await siblingDaemons(parent)) {
    if (isRunning(owner)) continue;
    for (const daemon of daemons) {
      process.kill(daemon, "SIGTERM");
      log(`FTP : proftpd ${daemon} laissé par le processus ${owner}, arrêté`);
    }
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Whether another running process of the site runs its daemon under `parent` (so that the FTP port
 * another program holds is a sibling's, not a stranger's).
 */
export async function siblingReceives(parent: string): Promise<boolean> {
  return (await siblingDaemons(parent)).some(({ owner, daemons }) => isRunning(owner) && daemons.length > 0);
}

export type DaemonCommand = {
  program: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Where it listens, to know when it is ready. */
  host: string;
  port: number;
  log: Log;
};

export type SupervisedDaemon = { stop(): Promise<void> };

/**
 * The daemon's configuration checked without starting it (`-t`, the same arguments): a mistake is
 * one French line with its complaint, which it writes to its own log once that is set, else to its
 * error output.
 */
export async function checkDaemonConfiguration(
  command: Pick<DaemonCommand, "program" | "args" | "env">,
  systemLog: string,
): Promise<void> {
  const options = command.args.filter((arg) => arg !== "-n");
  await promisify(execFile)(command.program, ["-t", ...options], { env: command.env, timeout: START_TIMEOUT_MS }).catch(
    async (error: { stderr?: string; message: string }) => {
      const logged = await readFile(systemLog, "utf8").catch(() => "");
      const problem = daemonLines(`${error.stderr ?? ""}\n${logged}`).find((line) => /fatal|error/i.test(line));
      throw new FtpStartError(`Réception FTP : configuration refusée par proftpd : ${problem ?? error.message}`);
    },
  );
}

/** Starts the daemon and resolves once it accepts connections; throws with its complaint when it cannot. */
export async function superviseDaemon(command: DaemonCommand): Promise<SupervisedDaemon> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS.first;
  let restartTimer: NodeJS.Timeout | undefined;
  const host = localHost(command.host);
  const stopWithSite = () => void child?.kill("SIGTERM");
  const detach = () => {
    for (const event of STOP_EVENTS) process.off(event, stopWithSite);
  };
  for (const event of STOP_EVENTS) process.once(event, stopWithSite);

  const restartLater = () => {
    command.log(`FTP : redémarrage de proftpd dans ${restartDelay / 1000} s`, { level: "warn", event: "ftp.restart" });
    restartTimer = setTimeout(() => {
      launch().catch((error: unknown) => {
        command.log(error instanceof Error ? error.message : String(error), { level: "error", event: "error" });
        if (!stopping) restartLater();
      });
    }, restartDelay);
    restartTimer.unref();
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
  };

  const launch = async (): Promise<void> => {
    // Readiness is "the port accepts connections": a port another program already holds would pass for
    // the daemon's while it is still starting (and about to fail on it). Such a port is told at once.
    if (await canConnect(host, command.port)) {
      throw new FtpStartError(`Réception FTP : ${command.host}:${command.port} déjà pris`, "EADDRINUSE");
    }
    const started = Date.now();
    const daemon: ChildProcess = spawn(command.program, command.args, {
      env: command.env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    child = daemon;
    let output = "";
    daemon.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
      output = (output + chunk).slice(-8192);
    });
    const exited = new Promise<number | null>((resolve) => daemon.once("exit", (code) => resolve(code)));
    daemon.once("error", () => {});
    for (;;) {
      const gone = await Promise.race([
        exited,
        new Promise<"running">((resolve) => setTimeout(resolve, 100, "running")),
      ]);
      if (gone !== "running") {
        const lines = daemonLines(output);
        const problem = lines.find((line) => /fatal|unable|error/i.test(line)) ?? lines.at(-1) ?? `code ${gone}`;
        throw new FtpStartError(
          `Réception FTP : proftpd arrêté au démarrage : ${problem}`,
          /Address already in use/i.test(output) ? "EADDRINUSE" : undefined,
        );
      }
      if (await canConnect(host, command.port)) break;
      if (Date.now() - started > START_TIMEOUT_MS) {
        daemon.kill("SIGKILL");
        throw new FtpStartError(`Réception FTP : proftpd n'écoute pas sur ${command.host}:${command.port}`);
      }
    }
    void exited.then((code) => {
      if (stopping || child !== daemon) return;
      if (Date.now() - started > RESTART_DELAY_MS.max) restartDelay = RESTART_DELAY_MS.first;
      const last = daemonLines(output).at(-1);
      command.log(`FTP : proftpd s'est arrêté (code ${code}${last ? ` : ${last}` : ""})`, {
        level: "warn",
        event: "ftp.stopped",
        code,
      });
      restartLater();
    });
  };

  try {
    await launch();
  } catch (error) {
    detach();
    throw error;
  }
  return {
    async stop() {
      stopping = true;
      detach();
      clearTimeout(restartTimer);
      const daemon = child;
      if (!daemon || daemon.exitCode !== null || daemon.signalCode !== null) return;
      const exited = new Promise((resolve) => daemon.once("exit", resolve));
      daemon.kill("SIGTERM");
      const timer = setTimeout(() => daemon.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
