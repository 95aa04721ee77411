import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received message: `raw` as UTF-8 text, `bytes` exactly as it came. */
export type ReceivedMail = { from: string; to: string[]; raw: string; bytes: Buffer };

export type TestSmtpServer = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

export type SmtpOptions = {
  /** The port to listen on; 0 or unset: any free one. */
  port?: number;
  /** Messages answered with `code` instead of being kept. */
  refuse?: (bytes: Buffer) => boolean;
  /** The SMTP code of a refusal (550: refused for good), or the code for each message refused. */
  code?: number | ((bytes: Buffer) => number);
  /** Milliseconds the server waits before answering a message's end (a slow server). */
  delayMs?: number;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer({
  port = 0,
  refuse = () => false,
  code = 550,
  delayMs = 0,
}: SmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const bytes = Buffer.concat(chunks);
        if (refuse(bytes)) {
          const responseCode = typeof code === "number" ? code : code(bytes);
          callback(Object.assign(new Error("Message refusé"), { responseCode }));
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: bytes.toString("utf8"),
          bytes,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where nothing listens. */
export async function closedSmtpUrl(): Promise<string> {
  const server = await startSmtpServer();
  await server.close();
  return server.url;
}
