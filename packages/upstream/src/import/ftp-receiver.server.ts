import { createHash, timingSafeEqual } from "node:crypto";
import { mkdir, realpath } from "node:fs/promises";
import type { Server } from "node:net";
import { createSecureContext } from "node:tls";
import { UploadBudget } from "./ftp-budget";
import { ConfinedFileSystem } from "./ftp-filesystem";
import { printable } from "./ftp-path";
import { store, type DataConnection } from "./ftp-store";

/**
 * The FTP server a CRM pushes its export to (IDX 3.01 `data/unload.txt` with `images/` and `doc/`,
 * a SwissRETS file or a zip), into one folder and nowhere else. Built on ftp-srv 4.6.3, loaded only
 * when the receiver starts. What this module adds to it (see docs/decisions/087-ftp-receiver.md):
 * one account compared in constant time, no anonymous access; paths confined to the root, symbolic
 * links included (`ConfinedFileSystem`); STOR with size caps counted while the data arrives
 * (`store`); no SITE/CHMOD, no active mode (PORT, EPRT), no APPE/STOU/REST; with a certificate,
 * explicit TLS (AUTH TLS) is required before USER; idle connections closed; ftp-srv's own log
 * silenced and its signal handlers (which would exit the process) removed. Each login, refusal and
 * received file is one French line through `log`, never with the password.
 */

export type FtpReceiverOptions = {
  /** The import folder (created if missing): the client's `/`. */
  root: string;
  /** Address to listen on; every interface when absent. */
  host?: string;
  /** 0: any free port. */
  port: number;
  user: string;
  password: string;
  /** Ports of passive data connections; any free port when absent. */
  pasvPorts?: { min: number; max: number };
  /** Address given in PASV replies (a public address behind NAT); by default the one the client reached. */
  pasvAddress?: string;
  /** Certificate and key (PEM): AUTH TLS is then required before logging in. */
  tls?: { cert: Buffer | string; key: Buffer | string };
  maxFileBytes: number;
  /** Cap of everything under `root`, finished files and transfers in progress. */
  maxUploadBytes: number;
  log?: (line: string) => void;
};

export type FtpReceiver = { port: number; close(): Promise<void> };

/** Commands refused outright: SITE (CHMOD), active mode, and the transfers the caps do not cover. */
const REFUSED_COMMANDS = new Set(["SITE", "PORT", "EPRT", "APPE", "STOU", "REST"]);
/** Names a CRM account must not take: they read as anonymous access. */
const ANONYMOUS_NAMES = new Set(["anonymous", "ftp"]);
/** A control connection without commands for this long is closed (transfers excepted). */
const CONTROL_IDLE_MS = 5 * 60_000;
/** A CRM uses one or two connections; more are refused. */
const MAX_CONNECTIONS = 10;

type ParsedCommand = { directive: string; arg: string | null };

/** The parts of an ftp-srv 4.6 connection this module uses (some are not in its type declarations). */
type FtpConnection = DataConnection & {
  readonly ip: string | undefined;
  readonly secure: boolean;
  readonly authenticated?: boolean;
  readonly fs?: unknown;
  readonly commandSocket: { readonly localAddress?: string };
  readonly commands: {
    parse(message: string): ParsedCommand;
    handle(command: string | ParsedCommand): PromiseLike<unknown>;
  };
  close(code?: number, message?: string): PromiseLike<unknown>;
};

type LoginData = { connection: FtpConnection; username: string; password: string };

/** The parts of an ftp-srv 4.6 server this module uses. */
type FtpServer = {
  readonly server: Server;
  listen(): PromiseLike<unknown>;
  close(): PromiseLike<unknown>;
  on(event: "connect" | "disconnect", listener: (data: { connection: FtpConnection }) => void): unknown;
  on(
    event: "login",
    listener: (data: LoginData, resolve: (config: { fs: unknown }) => void, reject: (error: Error) => void) => void,
  ): unknown;
};

function invalid(field: string, reason: string): Error {
  return new Error(`Réception FTP : option ${field} invalide (${reason})`);
}

function isPort(value: number, min: number): boolean {
  return Number.isInteger(value) && value >= min && value <= 65535;
}

/** Refuses options the receiver cannot run safely with, naming the option. */
export function checkFtpReceiverOptions(options: FtpReceiverOptions): void {
  if (!options.root) throw invalid("root", "dossier de dépôt manquant");
  if (!isPort(options.port, 0)) throw invalid("port", `${options.port} n'est pas un port`);
  if (!options.user || ANONYMOUS_NAMES.has(options.user.toLowerCase()))
    throw invalid("user", "un compte nommé, ni vide ni anonyme, est exigé");
  if (!options.password) throw invalid("password", "mot de passe vide");
  for (const cap of ["maxFileBytes", "maxUploadBytes"] as const) {
    if (!Number.isSafeInteger(options[cap]) || options[cap] <= 0) throw invalid(cap, "nombre d'octets positif attendu");
  }
  const pasv = options.pasvPorts;
  if (pasv && (!isPort(pasv.min, 1) || !isPort(pasv.max, 1) || pasv.min > pasv.max))
    throw invalid("pasvPorts", `plage ${pasv.min}-${pasv.max} invalide`);
  if (options.tls) {
    try {
      createSecureContext({ cert: options.tls.cert, key: options.tls.key });
    } catch (error) {
      throw invalid("tls", `certificat ou clé illisible : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Compares two secrets in a time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function urlHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * The local address of each client's control connection, for PASV replies when no address is
 * configured: the address the client reached is the one it can reach again.
 */
class LocalAddresses {
  private readonly byClient = new Map<string, { address: string; connections: number }>();

  add(client: string, address: string): void {
    const known = this.byClient.get(client);
    this.byClient.set(client, { address, connections: (known?.connections ?? 0) + 1 });
  }

  remove(client: string): void {
    const known = this.byClient.get(client);
    if (!known) return;
    if (known.connections <= 1) this.byClient.delete(client);
    else known.connections -= 1;
  }

  get(client: string): string | undefined {
    return this.byClient.get(client)?.address;
  }
}

function pasvError(message: string): Error {
  return Object.assign(new Error(message), { code: 425 });
}

export async function startFtpReceiver(options: FtpReceiverOptions): Promise<FtpReceiver> {
  checkFtpReceiverOptions(options);
  const log = options.log ?? (() => {});
  await mkdir(options.root, { recursive: true });
  const root = await realpath(options.root);
  const caps = { maxFileBytes: options.maxFileBytes, maxUploadBytes: options.maxUploadBytes };
  const budget = new UploadBudget(caps);
  const locals = new LocalAddresses();
  const host = options.host ?? "0.0.0.0";

  const pasvAddress = (client: string): string => {
    const address = (options.pasvAddress ?? locals.get(client) ?? "").replace(/^::ffff:/i, "");
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(address))
      throw pasvError("PASV indisponible pour cette adresse : utiliser EPSV");
    return address;
  };

  const { FtpSrv } = await import("ftp-srv");
  const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };
  const signals = ["SIGTERM", "SIGINT", "SIGQUIT"] as const;
  const handlersBefore = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const ftp = new FtpSrv({
    url: `ftp://${urlHost(host)}:${options.port}`,
    pasv_url: pasvAddress as unknown as string, // ftp-srv 4.6 also takes a function of the client's address
    pasv_min: options.pasvPorts?.min ?? 0,
    pasv_max: options.pasvPorts?.max ?? 0,
    anonymous: false,
    blacklist: [...REFUSED_COMMANDS],
    tls: options.tls ? { cert: options.tls.cert, key: options.tls.key, minVersion: "TLSv1.2" } : false,
    log: quiet,
  }) as unknown as FtpServer;
  // ftp-srv closes itself and exits the process on these signals: the host process decides that.
  for (const signal of signals) {
    for (const handler of process.listeners(signal)) {
      if (!handlersBefore.get(signal)?.has(handler)) process.off(signal, handler);
    }
  }
  ftp.server.maxConnections = MAX_CONNECTIONS;

  ftp.on("connect", ({ connection }) => {
    const client = connection.ip ?? "?";
    const report = (line: string) => log(`FTP ${client} : ${line}`);
    const local = connection.commandSocket.localAddress;
    if (local) locals.add(client, local);
    const received = { files: 0, bytes: 0 };
    const onReceived = (bytes: number) => {
      received.files += 1;
      received.bytes += bytes;
    };
    watchConnection(connection, report, {
      tls: Boolean(options.tls),
      onClose: () => {
        if (local) locals.remove(client);
        if (received.files > 0)
          report(`fin de l'envoi : ${received.files} fichier(s) reçu(s), ${received.bytes} octets`);
      },
      storeContext: (fs) => ({ fs, budget, caps, report, onReceived }),
    });
  });

  ftp.on("login", ({ connection, username, password }, resolve, reject) => {
    const client = connection.ip ?? "?";
    const who = `« ${printable(username)} »`;
    if (options.tls && !connection.secure) {
      log(`FTP ${client} : connexion de ${who} refusée : TLS exigé (AUTH TLS)`);
      reject(new Error("Connexion chiffrée exigée : envoyer AUTH TLS avant de s'identifier"));
      return;
    }
    const userMatches = sameSecret(username, options.user);
    const passwordMatches = sameSecret(password, options.password);
    if (!userMatches || !passwordMatches) {
      log(`FTP ${client} : connexion de ${who} refusée : identifiant ou mot de passe incorrect`);
      reject(new Error("Identifiant ou mot de passe incorrect"));
      return;
    }
    log(`FTP ${client} : connexion de ${who} acceptée${connection.secure ? " (TLS)" : ""}`);
    const fs = new ConfinedFileSystem(root, {
      onRefused: (name, reason) => log(`FTP ${client} : chemin refusé : ${printable(name)} (${reason})`),
      onChanged: () => budget.changed(),
    });
    resolve({ fs });
  });

  try {
    await ftp.listen();
  } catch (error) {
    await Promise.resolve(ftp.close()).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Réception FTP : écoute impossible sur ${host}:${options.port} (${reason})`);
  }
  const address = ftp.server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  log(`FTP : réception des exports sur le port ${port}${options.tls ? " (AUTH TLS exigé)" : ""}, dossier ${root}`);

  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= Promise.resolve(ftp.close()).then(() => undefined);
      return closing;
    },
  };
}

type WatchOptions = {
  tls: boolean;
  onClose(): void;
  storeContext(fs: ConfinedFileSystem): Parameters<typeof store>[2];
};

/**
 * Puts this module's rules in front of ftp-srv's command handling for one connection: refused
 * commands, USER before AUTH TLS, STOR with the caps; and closes the connection when idle.
 */
function watchConnection(connection: FtpConnection, report: (line: string) => void, watch: WatchOptions): void {
  const commands = connection.commands;
  const handle = commands.handle.bind(commands);
  let running = 0;
  let idle: NodeJS.Timeout | undefined;
  let closed = false;

  const arm = () => {
    clearTimeout(idle);
    if (running > 0 || closed) return;
    idle = setTimeout(() => {
      report(`connexion fermée après ${CONTROL_IDLE_MS / 60_000} min sans commande`);
      void Promise.resolve(connection.close(421, "Délai d'inactivité dépassé, connexion fermée")).catch(() => {});
    }, CONTROL_IDLE_MS);
    idle.unref();
  };

  const dispatch = async (command: ParsedCommand): Promise<unknown> => {
    const directive = command.directive;
    if (REFUSED_COMMANDS.has(directive)) {
      report(`commande ${directive} refusée`);
      return connection.reply(502, `${directive} : commande refusée par ce serveur`);
    }
    if (directive === "USER" && watch.tls && !connection.secure) {
      report(`connexion de « ${printable(command.arg)} » refusée : TLS exigé (AUTH TLS)`);
      return connection.reply(530, "Connexion chiffrée exigée : envoyer AUTH TLS avant USER");
    }
    if (directive === "STOR") {
      if (!connection.authenticated || !(connection.fs instanceof ConfinedFileSystem))
        return connection.reply(530, "STOR : identification requise");
      return store(connection, command.arg, watch.storeContext(connection.fs));
    }
    return handle(command);
  };

  commands.handle = async (message) => {
    const command = typeof message === "string" ? commands.parse(message) : message;
    running += 1;
    clearTimeout(idle);
    try {
      return await dispatch(command);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report(`commande ${command.directive} en échec : ${reason}`);
      return connection.reply(451, `${command.directive} : erreur du serveur`);
    } finally {
      running -= 1;
      arm();
    }
  };

  const socket = connection.commandSocket as unknown as NodeJS.EventEmitter;
  socket.once("close", () => {
    closed = true;
    clearTimeout(idle);
    watch.onClose();
  });
  arm();
}
