import { constants, type WriteStream } from "node:fs";
import { lstat, open, unlink } from "node:fs/promises";
import type { Socket } from "node:net";
import { finished } from "node:stream/promises";
import type { Breach, Transfer, UploadBudget } from "./ftp-budget";
import { fsError, type ConfinedFileSystem } from "./ftp-filesystem";
import { printable } from "./ftp-path";

/**
 * STOR, written here rather than left to ftp-srv, so that the size caps hold while the data
 * arrives: each chunk is counted before it is written, and the first one over a cap stops the
 * transfer, removes the partial file and answers 552 (ftp-srv's own STOR answers every failure with
 * 550 and leaves what was written). A transfer that breaks off or stalls is removed as well: the
 * folder never keeps half a file. The target is opened without following a final symbolic link.
 */

/** The parts of an ftp-srv 4.6 connection that a transfer uses. */
export type DataConnection = {
  readonly connector: { waitForConnection(): PromiseLike<Socket>; end(): void };
  readonly commandSocket: { pause(): unknown; resume(): unknown };
  reply(code: number, message?: string): PromiseLike<unknown>;
};

export type StoreContext = {
  fs: ConfinedFileSystem;
  budget: UploadBudget;
  caps: { maxFileBytes: number; maxUploadBytes: number };
  /** One French line for the log, about this connection's transfer. */
  report(line: string): void;
  /** Told of each file kept, with its size. */
  onReceived(bytes: number): void;
};

/** A data connection silent for this long is given up. */
const DATA_IDLE_MS = 60_000;
/** After a refusal, how long the client has to close the data connection before it is cut. */
const CLOSE_GRACE_MS = 1_000;

type Outcome =
  | { kind: "done" }
  | { kind: "cap"; breach: Breach }
  | { kind: "aborted"; reason: string }
  | { kind: "failed"; error: unknown };

/** Pipes the data connection into the file, counting each chunk before it is written. */
function receive(socket: Socket, file: WriteStream, take: (bytes: number) => Breach | null): Promise<Outcome> {
  return new Promise((resolve) => {
    const settle = (outcome: Outcome) => {
      socket.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onError);
      socket.off("timeout", onTimeout);
      file.off("drain", onDrain).off("error", onFileError);
      socket.setTimeout(0);
      socket.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      const breach = take(chunk.length);
      if (breach) settle({ kind: "cap", breach });
      else if (!file.write(chunk)) socket.pause();
    };
    const onDrain = () => socket.resume();
    const onEnd = () => settle({ kind: "done" });
    const onClose = () => settle({ kind: "aborted", reason: "connexion de données fermée avant la fin" });
    const onError = (error: Error) =>
      settle({ kind: "aborted", reason: `connexion de données coupée (${error.message})` });
    const onTimeout = () => settle({ kind: "aborted", reason: `aucune donnée reçue depuis ${DATA_IDLE_MS / 1000} s` });
    const onFileError = (error: Error) => settle({ kind: "failed", error });
    socket.on("data", onData).once("end", onEnd).once("close", onClose).once("error", onError);
    socket.once("timeout", onTimeout).setTimeout(DATA_IDLE_MS);
    file.on("drain", onDrain).once("error", onFileError);
    socket.resume();
  });
}

/** Lets the client close the data connection after a refusal (reading and dropping what still comes), then cuts it. */
function closeGently(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    const timer = setTimeout(done, CLOSE_GRACE_MS);
    function done() {
      clearTimeout(timer);
      socket.off("data", drop);
      socket.destroy();
      resolve();
    }
    const drop = () => {};
    socket.on("data", drop).once("close", done).resume();
  });
}

async function removePartial(file: WriteStream, real: string): Promise<void> {
  file.destroy();
  await finished(file).catch(() => {});
  await unlink(real).catch(() => {});
}

function capMessage(breach: Breach, caps: StoreContext["caps"]): string {
  return breach === "file"
    ? `fichier de plus de ${caps.maxFileBytes} octets`
    : `dossier de dépôt au-delà de ${caps.maxUploadBytes} octets au total`;
}

/** Handles `STOR name` on a logged-in connection: every failure is answered, and the data connection closed. */
export async function store(connection: DataConnection, name: string | null, context: StoreContext): Promise<void> {
  try {
    await receiveFile(connection, name, context);
  } finally {
    connection.connector.end();
  }
}

async function receiveFile(connection: DataConnection, name: string | null, context: StoreContext): Promise<void> {
  const shown = printable(name);
  if (!name) {
    await connection.reply(501, "STOR : nom de fichier manquant");
    return;
  }
  let client: string;
  let real: string;
  try {
    ({ client, real } = await context.fs.entry(name));
  } catch (error) {
    const refusal = fsError(error, name);
    await connection.reply(refusal.code, refusal.message);
    return;
  }

  let socket: Socket;
  try {
    socket = await connection.connector.waitForConnection();
  } catch {
    await connection.reply(425, `${shown} : pas de connexion de données (envoyer EPSV ou PASV avant STOR)`);
    return;
  }
  socket.on("error", () => {}); // a late reset must not outlive the transfer as an uncaught error
  connection.commandSocket.pause();
  let transfer: Transfer | undefined;
  try {
    // The size of the file this one replaces: its bytes leave the root as it is emptied.
    const replaced = await lstat(real).then(
      (stats) => (stats.isFile() ? stats.size : 0),
      () => 0,
    );
    let file: WriteStream;
    try {
      // A new file rather than the old one emptied: the upload the site serves may share its bytes
      // (the import store links pictures), and must not change under it.
      if (replaced > 0) await unlink(real);
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
      file = (await open(real, flags, 0o644)).createWriteStream();
    } catch (error) {
      const refusal = fsError(error, client);
      context.report(`envoi de ${printable(client)} refusé : ${refusal.message}`);
      await connection.reply(refusal.code, refusal.message);
      return;
    }
    file.on("error", () => {});
    const opened = await context.budget.start(context.fs.root, real, replaced);
    transfer = opened;

    await connection.reply(150, `${shown} : prêt à recevoir`);
    const outcome = await receive(socket, file, (bytes) => context.budget.take(opened, bytes));
    if (outcome.kind === "done") {
      file.end();
      const written = await finished(file).then(
        () => null,
        (error: unknown) => error,
      );
      if (written === null) {
        context.budget.finish(opened, true);
        context.onReceived(opened.bytes);
        context.report(`fichier reçu : ${printable(client)} (${opened.bytes} octets)`);
        await connection.reply(226, `${printable(client)} : reçu (${opened.bytes} octets)`);
        return;
      }
      await removePartial(file, real);
      const failure = fsError(written, client);
      context.report(`envoi de ${printable(client)} perdu, fichier partiel supprimé : ${failure.message}`);
      await connection.reply(451, `${failure.message} ; fichier partiel supprimé`);
      return;
    }

    await removePartial(file, real);
    if (outcome.kind === "cap") {
      const reason = capMessage(outcome.breach, context.caps);
      context.report(`envoi de ${printable(client)} coupé, fichier partiel supprimé : ${reason}`);
      await connection.reply(552, `${printable(client)} : envoi coupé, ${reason} ; fichier partiel supprimé`);
      await closeGently(socket);
    } else if (outcome.kind === "aborted") {
      context.report(`envoi de ${printable(client)} interrompu, fichier partiel supprimé : ${outcome.reason}`);
      await connection.reply(426, `${printable(client)} : ${outcome.reason} ; fichier partiel supprimé`);
    } else {
      const failure = fsError(outcome.error, client);
      context.report(`envoi de ${printable(client)} perdu, fichier partiel supprimé : ${failure.message}`);
      await connection.reply(451, `${failure.message} ; fichier partiel supprimé`);
    }
  } finally {
    if (transfer) context.budget.finish(transfer, false); // no-op when already finished as kept
    connection.commandSocket.resume();
  }
}
