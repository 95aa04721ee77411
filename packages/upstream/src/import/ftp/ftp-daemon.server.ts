import type { Log } from "@rli/contract/logging/logger";
import { access, constants, mkdir, realpath, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EventLimit } from "@rli/contract/limits/event-limit";
import type { RememberedKeys } from "@rli/contract/limits/remembered-keys";
import { inBlocks, type AddressBlock } from "./address-blocks";
import { daemonBans } from "./daemon-bans";
import { daemonControl } from "./daemon-control";
import {
  checkDaemonConfiguration,
  CRM_LISTENER_FOLDER,
  findProgram,
  FtpStartError,
  stopOrphans,
  superviseDaemon,
  type SupervisedDaemon,
} from "./daemon-process";
import { daemonSessions, type DaemonSessions } from "./daemon-sessions";
import { accountFiles, accountNameProblem, currentSystemUser, hashPassword } from "./ftp-account";
import { FtpEventReader, type FtpEvent } from "./ftp-events";
import { followFile } from "./follow-file";
import { LoginGuard } from "./login-guard";
import { ReceivedFiles } from "./received-files";

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
  /** Counts of failed logins (per address, per account), bans per address (back-off), addresses the account logged in from. */
  limits: { perAddress: EventLimit; perAccount: EventLimit; repeatedBans: EventLimit; knownAddresses: RememberedKeys };
  /** The CRM's own addresses (IMPORT_FTP_CRM_ADDRESSES): never banned, by the site nor by the daemon. */
  crmAddresses?: readonly AddressBlock[];
  /**
   * A second listener whose connection slots only the CRM's addresses can take (IMPORT_FTP_CRM_PORT): every
   * other address is refused as it connects, so that no stranger holding the main port's slots keeps the
   * CRM out. Needs `crmAddresses`.
   */
  crmPort?: number;
  log: Log;
};

export type FtpReceiver = {
  port: number;
  /**
   * Stops the daemon. With a `deadline` (a time in ms: the site's stop), between uploads: new
   * connections are turned away at once and a file being stored is let finish until then
   * (daemon-sessions.ts). Without one, at once.
   */
  close(deadline?: number): Promise<void>;
};

/** A CRM uses one or two connections; an address gets a few, all addresses together ten. */
const MAX_CONNECTIONS = 10;
const MAX_PER_ADDRESS = 3;
/** Connections of the CRM's own listener, all of them its own. */
const CRM_LISTENER_CONNECTIONS = 4;
/**
 * Seconds a client has between connecting and logging in: a CRM sends AUTH TLS, USER and PASS at once;
 * a connection that holds a slot without logging in is closed, and an address whose connections time
 * out again and again is banned by the daemon (deploy/proftpd/proftpd.conf, BanOnEvent TimeoutLogin).
 */
const LOGIN_TIMEOUT_S = 10;
/** Seconds a transfer may stall before it is aborted (its file deleted). */
const STALLED_TIMEOUT_S = 60;
/**
 * Commands a second past which a session is slowed down: a CRM waits for each answer (at most one
 * command per round trip, a few dozen a second on a busy upload of small files); a flood does not.
 */
const MAX_COMMANDS_PER_SECOND = 200;
/** An address banned this often within a day is banned for the day. */
const REPEATED_BAN_SECONDS = 24 * 3600;
/** A burst of failed logins from one address is told once nothing more came for this long. */
const BURST_GAP_MS = 10_000;
/** The daemon's event log is started anew once read past this size (its lines are the site's only reader). */
const EVENT_LOG_MAX_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

function invalid(field: string, reason: string): FtpStartError {
  return new FtpStartError(`Réception FTP : option ${field} invalide (${reason})`);
}

function isPort(value: number, min: number): boolean {
  return Number.isInteger(value) && value >= min && value <= 65535;
}

/** Refuses options the receiver cannot run safely with, naming the option. */
function checkFtpDaemonOptions(options: FtpDaemonOptions): void {
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
  if (options.crmPort !== undefined) {
    if (!isPort(options.crmPort, 1) || options.crmPort === options.port)
      throw invalid("crmPort", `${options.crmPort} n'est pas un port distinct de ${options.port}`);
    if ((options.crmAddresses ?? []).length === 0)
      throw invalid("crmPort", "les adresses du CRM (crmAddresses) sont requises");
  }
}

/** One proftpd the receiver runs: the main listener, or the CRM's own. */
type Listener = {
  port: number;
  runDir: string;
  maxConnections: number;
  /** -D definitions of its part of proftpd.conf. */
  defines: string[];
  /** Files of its run folder read by proftpd.conf, by name. */
  files: Record<string, string>;
};

/**
 * The daemon's class of the CRM's addresses (included by proftpd.conf under RLI_FTP_CRM): its sessions
 * are never banned by the daemon's own rules (mod_ifsession turns mod_ban off for them), and on the CRM's
 * own listener it is the only class admitted.
 */
function crmClass(blocks: readonly AddressBlock[]): string {
  return [
    "<Class crm>",
    ...blocks.map((block) => `  From ${block.text}`),
    "</Class>",
    "<IfClass crm>",
    "  BanEngine off",
    "</IfClass>",
    "",
  ].join("\n");
}

export async function startFtpDaemon(options: FtpDaemonOptions): Promise<FtpReceiver> {
  checkFtpDaemonOptions(options);
  const log = options.log;
  const [proftpd, ftpdctl, ftpwho] = await Promise.all([
    findProgram("proftpd"),
    findProgram("ftpdctl"),
    findProgram("ftpwho"),
  ]);
  const config = path.resolve(options.config);
  await access(config, constants.R_OK).catch(() => {
    throw new FtpStartError(`Réception FTP : configuration ${config} illisible (IMPORT_FTP_CONFIG)`);
  });
  await mkdir(options.root, { recursive: true });
  const root = await realpath(options.root);
  const runDir = path.resolve(options.runDir);
  await stopOrphans(path.dirname(runDir), log);
  await rm(runDir, { recursive: true, force: true });

  const owner = await currentSystemUser();
  const files = accountFiles(
    { name: options.user, passwordHash: await hashPassword(options.password), home: root },
    owner,
  );
  const crmAddresses = options.crmAddresses ?? [];
  // The daemons' environment: their settings and a PATH, nothing of the site's (no secret).
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: process.env.NODE_ENV,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    RLI_FTP_HOST: options.host,
    RLI_FTP_USER_NAME: owner.user,
    RLI_FTP_GROUP_NAME: owner.group,
    RLI_FTP_MAX_PER_ADDRESS: String(MAX_PER_ADDRESS),
    RLI_FTP_MAX_COMMAND_RATE: String(MAX_COMMANDS_PER_SECOND),
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
  const sharedDefines = [
    owner.uid === 0 ? "RLI_FTP_AS_ROOT" : "RLI_FTP_SERVICE_USER",
    ...(options.pasvAddress ? ["RLI_FTP_MASQUERADE"] : []),
    ...(options.tls ? ["RLI_FTP_TLS"] : []),
  ];
  const crmFiles: Record<string, string> = crmAddresses.length > 0 ? { "crm-class.conf": crmClass(crmAddresses) } : {};
  const listeners: Listener[] = [
    {
      port: options.port,
      runDir,
      maxConnections: MAX_CONNECTIONS,
      defines: crmAddresses.length > 0 ? ["RLI_FTP_CRM"] : [],
      files: crmFiles,
    },
    ...(options.crmPort === undefined
      ? []
      : [
          {
            port: options.crmPort,
            runDir: path.join(runDir, CRM_LISTENER_FOLDER),
            maxConnections: CRM_LISTENER_CONNECTIONS,
            defines: ["RLI_FTP_CRM", "RLI_FTP_CRM_ONLY"],
            files: crmFiles,
          },
        ]),
  ];

  /** Each listener's run folder, account files and settings, its configuration checked before any starts. */
  const prepared = [];
  for (const listener of listeners) {
    await mkdir(listener.runDir, { recursive: true, mode: 0o700 });
    for (const [name, text] of Object.entries({
      "ftpd.passwd": files.passwd,
      "ftpd.group": files.group,
      ...listener.files,
    })) {
      await writeFile(path.join(listener.runDir, name), text, { mode: 0o600 });
    }
    const env: NodeJS.ProcessEnv = {
      ...shared,
      RLI_FTP_RUN: listener.runDir,
      RLI_FTP_PORT: String(listener.port),
      RLI_FTP_MAX_CONNECTIONS: String(listener.maxConnections),
    };
    const args = ["-n", "-c", config, ...[...sharedDefines, ...listener.defines].flatMap((name) => ["-D", name])];
    // A mistake is one clear line, not a daemon that dies.
    await checkDaemonConfiguration({ program: proftpd, args, env }, path.join(listener.runDir, "system.log"));
    const control = daemonControl({ program: ftpdctl, socket: path.join(listener.runDir, "proftpd.sock"), env });
    const sessions = daemonSessions({
      ftpwho,
      scoreboard: path.join(listener.runDir, "proftpd.scoreboard"),
      env,
      control,
      log,
    });
    prepared.push({ listener, env, args, control, sessions });
  }

  // Bans are the main listener's: the CRM's own admits no other address.
  const bans = daemonBans(prepared[0]!.control, log);
  const guard = new LoginGuard({
    account: options.user,
    ...options.limits,
    isCrmAddress: inBlocks(crmAddresses),
    repeatedBanSeconds: REPEATED_BAN_SECONDS,
    ban: bans.ban,
    log,
    burstGapMs: BURST_GAP_MS,
  });
  const received = new ReceivedFiles(root, log, BURST_GAP_MS);
  const onEvent = (event: FtpEvent) => {
    if (event.kind === "upload") return received.add(event);
    if (event.accepted) {
      void guard.accepted(event.address, event.account).catch(() => {
        // The address is then not remembered as the account's: it keeps its allowance all the same.
      });
      log(`FTP ${event.address} : connexion de « ${event.account} » acceptée${options.tls ? " (TLS)" : ""}`, {
        event: "ftp.login",
        client: event.address,
        tls: Boolean(options.tls),
      });
      return;
    }
    void guard.refused(event.address, event.account).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      log(`FTP : identification refusée non comptée : ${reason}`, { level: "error", event: "error", reason });
    });
  };

  const running: { sessions: DaemonSessions; events: { stop(): Promise<void> }; daemon: SupervisedDaemon }[] = [];
  const stopAll = async (deadline?: number) => {
    if (deadline !== undefined)
      await Promise.all(running.map(({ sessions }) => sessions.closeBetweenUploads(deadline)));
    await Promise.all(running.map(({ daemon }) => daemon.stop()));
    bans.clear();
    await Promise.all(running.map(({ events }) => events.stop()));
    guard.flush();
    received.flush();
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    for (const { listener, env, args, sessions } of prepared) {
      // One reader per daemon: it pairs each USER with its PASS by the daemon's session.
      const reader = new FtpEventReader();
      const events = followFile(
        path.join(listener.runDir, "events.log"),
        (line) => {
          const event = reader.read(line);
          if (event) onEvent(event);
        },
        { startAnewPastBytes: EVENT_LOG_MAX_BYTES },
      );
      try {
        const daemon = await superviseDaemon({
          program: proftpd,
          args,
          env,
          host: options.host,
          port: listener.port,
          log,
        });
        running.push({ sessions, events, daemon });
      } catch (error) {
        await events.stop();
        throw error;
      }
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  log(
    `[import] FTP${options.tls ? " avec TLS explicite" : ""} sur ${options.host}:${options.port} (ProFTPD), vers ${root}`,
    { event: "ftp.started", port: options.port, tls: Boolean(options.tls) },
  );
  if (options.crmPort !== undefined) {
    log(
      `[import] FTP du CRM sur ${options.host}:${options.crmPort}, ouvert à ses seules adresses (IMPORT_FTP_CRM_ADDRESSES)`,
      { event: "ftp.crm-listener", port: options.crmPort },
    );
  }

  let closing: Promise<void> | undefined;
  return {
    port: options.port,
    close(deadline) {
      closing ??= stopAll(deadline);
      return closing;
    },
  };
}
