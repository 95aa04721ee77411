/**
 * The lines the FTP daemon writes for the site (deploy/proftpd/proftpd.conf, formats `rli_auth` and
 * `rli_write`), read back as events: a login accepted or refused (the account named by the USER of
 * the same session), an upload completed or aborted. A line of any other shape is ignored.
 *
 * A refused login is a password refused (530) after a USER the daemon took (331, "password
 * required"): only then was a password checked. A PASS before USER (503), or any command refused
 * because TLS is required and not yet set up (550), is not one, whatever a client sends and however often.
 *
 *   2026-11-28 01:49:58,028 27005 127.0.0.1 USER 331 USER crm
 *   2026-11-28 01:49:58,237 27005 127.0.0.1 PASS 530 PASS (hidden)
 *   2026-11-28 01:49:58,443 27005 127.0.0.1 STOR 226 success 6 /data/unload.txt
 */

export type FtpEvent =
  | { kind: "login"; accepted: boolean; address: string; account: string }
  | {
      kind: "upload";
      complete: boolean;
      /** The daemon's process for the client's session. */
      session: string;
      address: string;
      bytes: number;
      file: string;
    };

const LINE = /^\S+ \S+ (\d+) (\S+) (USER|PASS|STOR) (\d{3}) (.*)$/;
/** Account names are the client's text: kept printable and short in what the site logs. */
const MAX_ACCOUNT_LENGTH = 64;

function printableAccount(name: string): string {
  const printable = name.replace(/[^\x20-\x7e\u00a0-\u024f]/g, "?");
  return printable.length > MAX_ACCOUNT_LENGTH ? `${printable.slice(0, MAX_ACCOUNT_LENGTH)}…` : printable;
}

/**
 * Reads the daemon's lines in order; remembers each session's USER until its PASS (a session makes
 * one attempt: MaxLoginAttempts 1), so that the memory stays bounded by the open sessions.
 */
export class FtpEventReader {
  private readonly accounts = new Map<string, string>();

  read(line: string): FtpEvent | undefined {
    const match = LINE.exec(line);
    if (!match) return undefined;
    const [, session, address, command, code, rest] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (command === "USER") {
      this.accounts.delete(session);
      if (code !== "331") return undefined;
      this.accounts.set(session, printableAccount(rest.replace(/^USER ?/, "")));
      if (this.accounts.size > 1000) this.accounts.delete(this.accounts.keys().next().value!);
      return undefined;
    }
    if (command === "PASS") {
      const account = this.accounts.get(session);
      this.accounts.delete(session);
      if (account === undefined) return undefined;
      if (code === "230") return { kind: "login", accepted: true, address, account };
      return code === "530" ? { kind: "login", accepted: false, address, account } : undefined;
    }
    const upload = /^(\S+) (\d+) (.*)$/.exec(rest);
    if (!upload) return undefined;
    return {
      kind: "upload",
      complete: code === "226" && upload[1] === "success",
      session,
      address,
      bytes: Number(upload[2]),
      file: upload[3]!,
    };
  }
}
