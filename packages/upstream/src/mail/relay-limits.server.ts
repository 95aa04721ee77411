import { logLines, type Log } from "@rli/contract/logging/logger";
import { documentsBytesWithin, announcedSize } from "./relay-size";
import { smtpSettingsFromEnv } from "./smtp-env";
import { smtpFailureReason } from "./smtp-security";
import { smtpTransport, type SmtpSettings } from "./smtp-transport";
import { loadSmtpConnection } from "../libraries";

/**
 * The relay's limits, known before a visitor sends (decision 151): the SIZE its EHLO answer
 * announces, read at start and every hour over a connection set up exactly as the messages' own
 * (same TLS rules, authorities and EHLO name, smtp-transport.ts), so that it is the answer given
 * after STARTTLS, as a message sees it. The answer is read from nodemailer's SMTPConnection
 * `lastServerResponse` (its public field: the EHLO answer once connected) and parsed here
 * (relay-size.ts), not taken from the connection's private fields.
 *
 * A relay that does not answer leaves what was known (nothing at first: the configured limits
 * alone) and is asked again a few minutes later; a relay announcing no SIZE has no limit.
 */

const mailLog = logLines("mail");

/** Time between two readings once the relay answered, and after a failed one. */
export const RELAY_CHECK_MS = 60 * 60_000;
export const RELAY_RETRY_MS = 5 * 60_000;

export type RelayLimits = {
  /** Bytes the relay takes in one message (its SIZE); undefined: none announced, or not read yet. */
  messageBytes?: number;
  /** Bytes of documents a rental application may carry within it; undefined: no relay limit. */
  documentsBytes?: number;
};

/** Connects, reads the EHLO answer, leaves (QUIT): the relay's announced SIZE, or undefined for none. */
export async function readRelaySize(settings: SmtpSettings): Promise<number | undefined> {
  const transport = await smtpTransport(settings);
  const SMTPConnection = await loadSmtpConnection();
  const connection = new SMTPConnection({ ...transport.options });
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once("error", reject);
      connection.once("end", () => reject(new Error("connexion fermée par le serveur SMTP")));
      connection.connect((error) => (error ? reject(error) : resolve()));
    });
    const answer = connection.lastServerResponse;
    return typeof answer === "string" ? announcedSize(answer) : undefined;
  } finally {
    connection.removeAllListeners("end");
    connection.on("error", () => undefined);
    connection.quit();
  }
}

export type RelayWatch = {
  /** What is known now. */
  current(): RelayLimits;
  /** Settles once the first reading is done (read or failed). */
  first: Promise<void>;
  stop(): void;
};

type WatchOptions = {
  log?: Log;
  read?: (settings: SmtpSettings) => Promise<number | undefined>;
  checkMs?: number;
  retryMs?: number;
};

/** Reads the relay's limits now, then every hour (a few minutes after a failure); the timer never keeps the process alive. */
export function watchRelayLimits(settings: SmtpSettings, options: WatchOptions = {}): RelayWatch {
  const log = options.log ?? mailLog;
  const read = options.read ?? readRelaySize;
  let known: RelayLimits = {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function pass(): Promise<void> {
    let next = options.checkMs ?? RELAY_CHECK_MS;
    try {
      const size = await read(settings);
      known = size === undefined ? {} : { messageBytes: size, documentsBytes: documentsBytesWithin(size) };
      log(
        size === undefined
          ? "[mail] le serveur SMTP n'annonce pas de taille maximale (SIZE)"
          : `[mail] le serveur SMTP prend des messages de ${size} octets au plus : ${known.documentsBytes} octets de documents par dossier`,
        { event: "mail.relay_limits", messageBytes: size ?? null, documentsBytes: known.documentsBytes ?? null },
      );
    } catch (error) {
      next = options.retryMs ?? RELAY_RETRY_MS;
      log(`[mail] taille maximale du serveur SMTP non lue (${smtpFailureReason(error)}) : nouvel essai plus tard`, {
        level: "warn",
        event: "mail.relay_unread",
        reason: smtpFailureReason(error),
      });
    }
    if (stopped) return;
    timer = setTimeout(() => void pass(), next);
    timer.unref();
  }

  return {
    current: () => known,
    first: pass(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

let fromEnv: RelayWatch | undefined;

/** The watch of SMTP_URL's relay, started on first use (at start-up of a process serving the upstream); none without SMTP_URL. */
export function relayLimitsFromEnv(): RelayWatch | undefined {
  if (fromEnv) return fromEnv;
  const settings = smtpSettingsFromEnv();
  if (!settings) return undefined;
  fromEnv = watchRelayLimits(settings);
  return fromEnv;
}

/** No reading of the relay from now on (the site stops). */
export function stopRelayLimits(): void {
  fromEnv?.stop();
}

/** The documents' bound the relay sets, once its first reading is done; undefined: none. */
export async function relayDocumentsBytes(): Promise<number | undefined> {
  const watch = relayLimitsFromEnv();
  if (!watch) return undefined;
  await watch.first;
  return watch.current().documentsBytes;
}
