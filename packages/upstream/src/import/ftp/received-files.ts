import type { Log } from "@rli/contract/logging/logger";
import type { FtpEvent } from "./ftp-events";

/**
 * The files an address sent, told in one line once it has sent nothing for `gapMs` (a CRM sends
 * thousands of pictures); a transfer that broke is told at once, with the file's name as the
 * client gave it.
 */
export class ReceivedFiles {
  private readonly byAddress = new Map<string, { files: number; bytes: number; timer?: NodeJS.Timeout }>();
  /** The last broken transfer told: the daemon writes a stalled one down again when the session ends. */
  private lastBroken = "";

  constructor(
    private readonly root: string,
    private readonly log: Log,
    private readonly gapMs: number,
  ) {}

  add(event: Extract<FtpEvent, { kind: "upload" }>): void {
    if (!event.complete) {
      const broken = `${event.session} ${event.file}`;
      if (broken === this.lastBroken) return;
      this.lastBroken = broken;
      this.log(`FTP ${event.address} : transfert interrompu, fichier supprimé : ${this.clientPath(event.file)}`, {
        level: "warn",
        event: "ftp.transfer-cut",
        client: event.address,
      });
      return;
    }
    const entry = this.byAddress.get(event.address) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += event.bytes;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.tell(event.address), this.gapMs);
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
    this.log(`FTP ${address} : ${entry.files} fichier(s) reçu(s), ${entry.bytes} octets`, {
      event: "ftp.received",
      client: address,
      files: entry.files,
      bytes: entry.bytes,
    });
  }

  /** The daemon names a completed file as the client does, a broken one by its place on disk. */
  private clientPath(file: string): string {
    return file.startsWith(`${this.root}/`) ? file.slice(this.root.length) : file;
  }
}
