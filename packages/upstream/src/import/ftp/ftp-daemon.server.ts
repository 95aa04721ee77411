import { execFile, spawn, type ChildProcess } from "node:child_process";
import { access, constants, mkdir, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { EventLimit } from "@rli/contract/limits/event-limit";
import { accountFiles, accountNameProblem, currentSystemUser, hashPassword } from "./ftp-account";
import { FtpEventReader, type FtpEvent } from "./ftp-events";
import { followFile, type FollowedFile } from "./follow-file";
import { LoginGuard, type BanTarget } from "./login-guard";

/**
 * The FTP receiver of the CRM's uploads: Debian's ProFTPD, configured by deploy/proftpd/proftpd.conf
 * and started, watched and stopped by this process, so that the site is the one service an operator
 * runs (docs/decisions/132-ftp-daemon.md). The daemon does the protocol, TLS, passive mode, uploads
 * written under a hidden name and deleted when broken, the caps on connections and file size; this
 * module gives it its account and settings (in its environment, never the site's secrets), reads
 * its events back (logins, uploads), counts failed logins with the site's limits and has the daemon
 * ban an address or the account that fails too often.
 */

export type FtpDaemonOptions = {
  /** The import folder (created if missing): the client's `/`. */
  root: string;
  /** Address to listen on (`0.0.0.0`: every IPv4 interface, `::` every interface). */
  host: string;
  port: number;
  user: string;
  password: string;
  pasvPorts: { min: number; max: number };
  /** Address given in PASV replies (a public address behind NAT); by default the one the client reached. */
  pasvAddress?: string;
  /** Certificate and key files (PEM): AUTH TLS is then required before logging in; plain FTP otherwise. */
  tls?: { certFile: string; keyFile: string };
  maxFileBytes: number;
  /** Seconds a client has between connecting and logging in (20 by default). */
  loginTimeoutSeconds?: number;
  /** Seconds a transfer may send nothing before it is aborted and its file deleted (60 by default). */
  stalledTimeoutSeconds?: number;
  /** The daemon's configuration file (deploy/proftpd/proftpd.conf). */
  config: string;
  /** Where the daemon's account, logs and runtime files are written (removed when it stops). */
  runDir: string;
  /** Counts of failed logins: per address, per account, and bans per address (back-off). */
  limits: { perAddress: EventLimit; perAccount: EventLimit; repeatedBans: EventLimit };
  log: (line: string) => void;
};

export type FtpReceiver = { port: number; close(): Promise<void> };

/** A CRM uses one or two connections; an address gets a few, all addresses together ten. */
const MAX_CONNECTIONS = 10;
const MAX_PER_ADDRESS = 3;
/** Seconds a client has between connecting and logging in. */
const LOGIN_TIMEOUT_S = 20;
/** Seconds a transfer may stall before it is aborted (its file deleted). */
const STALLED_TIMEOUT_S = 60;
/** An address banned this often within a day is banned for the day. */
export const REPEATED_BAN_SECONDS = 24 * 3600;
/** A burst of failed logins from one address is told once nothing more came for this long. */
const BURST_GAP_MS = 10_000;
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
/** Restarts after an unexpected exit wait 1 s, then twice as long each time, up to a minute. */
const RESTART_DELAY_MS = { first: 1000, max: 60_000 };
const MB = 1024 * 1024;

const run = promisify(execFile);

export class FtpStartError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function invalid(field: string, reason: string): FtpStartError {
  return new FtpStartError(`Réception FTP : option ${field} invalide (${reason})`);
}

function isPort(value: number, min: number): boolean {
  return Number.isInteger(value) && value >= min && value <= 65535;
}

/** Refuses options the receiver cannot run safely with, naming the option. */
export function checkFtpDaemonOptions(options: FtpDaemonOptions): void {
  if (!options.root || options.root.includes(":")) throw invalid("root", "dossier de dépôt manquant ou avec « : »");
  if (!isPort(options.port, 1)) throw invalid("port", `${options.port} n'est pas un port`);
  const nameProblem = accountNameProblem(options.user);
  if (nameProblem) throw invalid("user", nameProblem);
  if (["anonymous", "ftp", "root"].includes(options.user.toLowerCase()))
    throw invalid("user", "un compte nommé, ni anonyme ni root, est exigé");
  if (!options.password) throw invalid("password", "mot de passe vide");
  if (!Number.isSafeInteger(options.maxFileBytes) || options.maxFileBytes <= 0)
    throw invalid("maxFileBytes", "nombre d'octets positif attendu");
  const pasv = options.pasvPorts;
  if (!isPort(pasv.min, 1024) || !isPort(pasv.max, 1024) || pasv.min >= pasv.max)
    throw invalid("pasvPorts", `plage ${pasv.min}-${pasv.max} invalide (deux ports au moins, de 1024 à 65535)`);
}

/** A program of Debian's package, looked for in PATH and in the system folders a service user's PATH may lack. */
async function findProgram(name: string): Promise<string> {
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

/** The host a local client reaches the daemon by. */
function localHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "::1";
  return host;
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/** What the daemon printed, without its time stamps, for a French line. */
function daemonLines(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.replace(/^[\d-]+ [\d:,]+ \S+ proftpd\[\d+\](?: [^:]+)?: /, "").trim())
    .filter(Boolean);
}

export async function startFtpDaemon(options: FtpDaemonOptions): Promise<FtpReceiver> {
  checkFtpDaemonOptions(options);
  const log = options.log;
  const [proftpd, ftpdctl] = await Promise.all([findProgram("proftpd"), findProgram("ftpdctl")]);
  const config = path.resolve(options.config);
  await access(config, constants.R_OK).catch(() => {
    throw new FtpStartError(`Réception FTP : configuration ${config} illisible (IMPORT_FTP_CONFIG)`);
  });
  await mkdir(options.root, { recursive: true });
  const root = await realpath(options.root);
  const runDir = path.resolve(options.runDir);
  await stopOrphans(path.dirname(runDir), log);
  await rm(runDir, { recursive: true, force: true });
  await mkdir(runDir, { recursive: true, mode: 0o700 });

  const owner = await currentSystemUser();
  const files = accountFiles(
    { name: options.user, passwordHash: await hashPassword(options.password), home: root },
    owner,
  );
  await writeFile(path.join(runDir, "ftpd.passwd"), files.passwd, { mode: 0o600 });
  await writeFile(path.join(runDir, "ftpd.group"), files.group, { mode: 0o600 });

  // The daemon's environment: its settings and a PATH, nothing of the site's (no secret).
  const daemonEnv: NodeJS.ProcessEnv = {
    NODE_ENV: process.env.NODE_ENV,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    RLI_FTP_RUN: runDir,
    RLI_FTP_PORT: String(options.port),
    RLI_FTP_HOST: options.host,
    RLI_FTP_USER_NAME: owner.user,
    RLI_FTP_GROUP_NAME: owner.group,
    RLI_FTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    RLI_FTP_MAX_PER_ADDRESS: String(MAX_PER_ADDRESS),
    RLI_FTP_LOGIN_TIMEOUT_S: String(options.loginTimeoutSeconds ?? LOGIN_TIMEOUT_S),
    RLI_FTP_STALLED_TIMEOUT_S: String(options.stalledTimeoutSeconds ?? STALLED_TIMEOUT_S),
    RLI_FTP_MAX_FILE_MB: String(Math.max(1, Math.floor(options.maxFileBytes / MB))),
    RLI_FTP_PASV_MIN: String(options.pasvPorts.min),
    RLI_FTP_PASV_MAX: String(options.pasvPorts.max),
    ...(options.pasvAddress ? { RLI_FTP_PASV_ADDRESS: options.pasvAddress } : {}),
    ...(options.tls
      ? { RLI_FTP_TLS_CERT: path.resolve(options.tls.certFile), RLI_FTP_TLS_KEY: path.resolve(options.tls.keyFile) }
      : {}),
  };
  const defines = [
    owner.uid === 0 ? "RLI_FTP_AS_ROOT" : "RLI_FTP_SERVICE_USER",
    ...(options.pasvAddress ? ["RLI_FTP_MASQUERADE"] : []),
    ...(options.tls ? ["RLI_FTP_TLS"] : []),
  ].flatMap((name) => ["-D", name]);
  const args = ["-n", "-c", config, ...defines];

  // The configuration is checked first: a mistake is one clear line, not a daemon that dies.
  // proftpd writes a mistake to its own log once that is set, else to its error output.
  await run(proftpd, ["-t", ...args.slice(1)], { env: daemonEnv, timeout: START_TIMEOUT_MS }).catch(
    async (error: { stderr?: string; message: string }) => {
      const logged = await readFile(path.join(runDir, "system.log"), "utf8").catch(() => "");
      const problem = daemonLines(`${error.stderr ?? ""}\n${logged}`).find((line) => /fatal|error/i.test(line));
      throw new FtpStartError(`Réception FTP : configuration refusée par proftpd : ${problem ?? error.message}`);
    },
  );

  const controlSocket = path.join(runDir, "proftpd.sock");
  const permits = new Map<string, NodeJS.Timeout>();
  // The control socket answers one client at a time: commands are sent in turn.
  let controlTurn: Promise<unknown> = Promise.resolve();
  const control = (...command: string[]) => {
    const sent = controlTurn.then(() =>
      run(ftpdctl, ["-s", controlSocket, ...command], { env: daemonEnv, timeout: 10_000 }),
    );
    controlTurn = sent.catch(() => {});
    return sent;
  };
  const ban = async (target: BanTarget, seconds: number) => {
    const key = `${target.kind} ${target.name}`;
    try {
      await control("ban", target.kind, target.name);
    } catch (error) {
      log(`FTP : blocage de ${key} impossible : ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    clearTimeout(permits.get(key));
    const timer = setTimeout(() => {
      permits.delete(key);
      control("permit", target.kind, target.name).catch(() => {});
    }, seconds * 1000);
    timer.unref();
    permits.set(key, timer);
  };
  const guard = new LoginGuard({
    account: options.user,
    ...options.limits,
    repeatedBanSeconds: REPEATED_BAN_SECONDS,
    ban,
    log,
    burstGapMs: BURST_GAP_MS,
  });
  const received = new ReceivedFiles(root, log);
  const reader = new FtpEventReader();
  const onEvent = (event: FtpEvent) => {
    if (event.kind === "upload") return received.add(event);
    if (event.accepted) {
      guard.accepted(event.address);
      log(`FTP ${event.address} : connexion de « ${event.account} » acceptée${options.tls ? " (TLS)" : ""}`);
      return;
    }
    void guard.refused(event.address, event.account).catch((error: unknown) => {
      log(`FTP : identification refusée non comptée : ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const events: FollowedFile = followFile(path.join(runDir, "events.log"), (line) => {
    const event = reader.read(line);
    if (event) onEvent(event);
  });

  let child: ChildProcess | undefined;
  let stopping = false;
  // The daemon goes with this process: on its signals and at its exit (a normal exit, or the
  // server's own SIGTERM handling); a process killed outright leaves it to the next start.
  const stopDaemon = () => void child?.kill("SIGTERM");
  for (const event of ["SIGTERM", "SIGINT", "exit"] as const) process.once(event, stopDaemon);
  let restartDelay = RESTART_DELAY_MS.first;
  let restartTimer: NodeJS.Timeout | undefined;
  const host = localHost(options.host);

  const launch = async (): Promise<void> => {
    const started = Date.now();
    const daemon: ChildProcess = spawn(proftpd, args, { env: daemonEnv, stdio: ["ignore", "ignore", "pipe"] });
    child = daemon;
    let output = "";
    daemon.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
      output = (output + chunk).slice(-8192);
    });
    const exited = new Promise<number | null>((resolve) => daemon.once("exit", (code) => resolve(code)));
    daemon.once("error", () => {});
    const deadline = started + START_TIMEOUT_MS;
    for (;;) {
      const gone = await Promise.race([
        exited,
        new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 100)),
      ]);
      if (gone !== "running") {
        const lines = daemonLines(output);
        const problem = lines.find((line) => /fatal|unable|error/i.test(line)) ?? lines.at(-1) ?? `code ${gone}`;
        throw new FtpStartError(
          `Réception FTP : proftpd arrêté au démarrage : ${problem}`,
          /Address already in use/i.test(output) ? "EADDRINUSE" : undefined,
        );
      }
      if (await canConnect(host, options.port)) break;
      if (Date.now() > deadline) {
        daemon.kill("SIGKILL");
        throw new FtpStartError(`Réception FTP : proftpd n'écoute pas sur ${options.host}:${options.port}`);
      }
    }
    void exited.then((code) => {
      if (stopping || child !== daemon) return;
      if (Date.now() - started > RESTART_DELAY_MS.max) restartDelay = RESTART_DELAY_MS.first;
      const last = daemonLines(output).at(-1);
      log(
        `FTP : proftpd s'est arrêté (code ${code}${last ? ` : ${last}` : ""}), redémarrage dans ${restartDelay / 1000} s`,
      );
      restartTimer = setTimeout(() => {
        launch().catch((error: unknown) => log(error instanceof Error ? error.message : String(error)));
      }, restartDelay);
      restartTimer.unref();
      restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
    });
  };

  try {
    await launch();
  } catch (error) {
    for (const event of ["SIGTERM", "SIGINT", "exit"] as const) process.off(event, stopDaemon);
    await events.stop();
    await rm(runDir, { recursive: true, force: true });
    throw error;
  }
  log(
    `[import] FTP${options.tls ? " avec TLS explicite" : ""} sur ${options.host}:${options.port} (ProFTPD), vers ${root}`,
  );

  let closing: Promise<void> | undefined;
  return {
    port: options.port,
    close() {
      closing ??= (async () => {
        stopping = true;
        for (const event of ["SIGTERM", "SIGINT", "exit"] as const) process.off(event, stopDaemon);
        clearTimeout(restartTimer);
        for (const timer of permits.values()) clearTimeout(timer);
        const daemon = child;
        if (daemon && daemon.exitCode === null && daemon.signalCode === null) {
          const exited = new Promise((resolve) => daemon.once("exit", resolve));
          daemon.kill("SIGTERM");
          const timer = setTimeout(() => daemon.kill("SIGKILL"), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        await events.stop();
        guard.flush();
        received.flush();
        await rm(runDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/**
 * Daemons left by a process of the site that was killed outright: each process runs its daemon
 * from a folder named by its own id under the same parent; a folder whose process is gone has its
 * daemon (named in its pid file, checked to be proftpd) stopped, and is removed.
 */
async function stopOrphans(parent: string, log: (line: string) => void): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  const folders = await readdir(parent).catch(() => [] as string[]);
  for (const name of folders) {
    const owner = Number(name);
    if (!/^\d+$/.test(name) || owner === process.pid || alive(owner)) continue;
    const folder = path.join(parent, name);
    const daemon = Number((await readFile(path.join(folder, "proftpd.pid"), "utf8").catch(() => "")).trim());
    const command = daemon > 0 ? await readFile(`/proc/${daemon}/cmdline`, "utf8").catch(() => "") : "";
    if (command.startsWith("proftpd")) {
      process.kill(daemon, "SIGTERM");
      log(`FTP : proftpd ${daemon} laissé par le processus ${owner}, arrêté`);
    }
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The files an address sent, told in one line once it has sent nothing for a few seconds (a CRM
 * sends thousands of pictures); a transfer that broke is told at once, with the file's name.
 */
class ReceivedFiles {
  private readonly byAddress = new Map<string, { files: number; bytes: number; timer?: NodeJS.Timeout }>();
  /** The last broken transfer told: the daemon writes a stalled one down again when the session ends. */
  private lastBroken = "";

  constructor(
    private readonly root: string,
    private readonly log: (line: string) => void,
  ) {}

  add(event: Extract<FtpEvent, { kind: "upload" }>): void {
    if (!event.complete) {
      const broken = `${event.session} ${event.file}`;
      if (broken === this.lastBroken) return;
      this.lastBroken = broken;
      this.log(`FTP ${event.address} : transfert interrompu, fichier supprimé : ${this.clientPath(event.file)}`);
      return;
    }
    const entry = this.byAddress.get(event.address) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += event.bytes;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.tell(event.address), BURST_GAP_MS);
    entry.timer.unref();
    this.byAddress.set(event.address, entry);
  }

  flush(): void {
    for (const address of [...this.byAddress.keys()]) this.tell(address);
  }

  private tell(address: string): void {
    const entry = this.byAddress.get(address);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.byAddress.delete(address);
    this.log(`FTP ${address} : ${entry.files} fichier(s) reçu(s), ${entry.bytes} octets`);
  }

  /** The daemon names a completed file as the client does, a broken one by its place on disk. */
  private clientPath(file: string): string {
    return file.startsWith(`${this.root}/`) ? file.slice(this.root.length) : file;
  }
}
