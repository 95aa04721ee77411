/** What the mailer takes and gives: a message, how it left, what a pass over the spool did. */

export type OutgoingMail = {
  subject: string;
  text: string;
  /** Unset: a plain-text message (a report the agency reads, with nothing to lay out). */
  html?: string;
  /** Another recipient than the mailer's (MAIL_TO), e.g. the reports of the import folder. */
  to?: string;
  replyTo?: { name: string; address: string };
  /** Files sent with the message (the documents of a rental application). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /** More header fields by name, e.g. those of an automatic message (automatic-message.ts). */
  headers?: Record<string, string>;
};

/** "refused": the SMTP server refused it for good; it is kept in the refused folder for a person. */
export type SentMail = { via: "smtp" | "outbox" | "spool" | "refused"; messageId: string; file?: string };

export type Mailer = { send(mail: OutgoingMail): Promise<SentMail> };

/** What one pass over the spool did. */
export type RetryReport = { sent: number; refused: number; left: number };

export type SpoolingMailer = Mailer & {
  /** Sends the messages waiting in the spool through SMTP; without SMTP, does nothing. */
  retrySpooled(): Promise<RetryReport>;
  /** The site stops: no pass over the spool claims another message; resolves once the one being sent is done. */
  stop(): Promise<void>;
};
