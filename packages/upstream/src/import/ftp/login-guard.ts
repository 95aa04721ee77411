import type { Log } from "@rli/contract/logging/logger";
import type { EventLimit } from "@rli/contract/limits/event-limit";

/**
 * What the FTP receiver does about failed logins: each failure counts against its address and
 * against the account it named; once an address or an account has failed too often, it is banned
 * (the daemon then refuses it before any password is checked) until its count's window ends, and an
 * address banned again and again is banned for a day (back-off). The counts are the site's limits
 * (in Redis when REDIS_URL is set). A burst of failures from one address is told in one log line
 * when it ends or leads to a ban, never one line per attempt.
 */

export type BanTarget = { kind: "host" | "user"; name: string };

export type LoginGuardOptions = {
  /** The receiver's one account: the only name worth counting and banning (others cannot log in). */
  account: string;
  /** Failures per address, then per account, in their windows (the numbers: FTP_LOGIN_LIMITS in start-import.ts). */
  perAddress: EventLimit;
  perAccount: EventLimit;
  /** Bans of an address within a day before it is banned for the whole day. */
  repeatedBans: EventLimit;
  repeatedBanSeconds: number;
  ban(target: BanTarget, seconds: number): Promise<void>;
  log: Log;
  /** A burst ends after this long without a failure from its address. */
  burstGapMs: number;
  now?: () => number;
};

type Burst = { first: number; last: number; failures: number; accounts: Set<string>; timer?: NodeJS.Timeout };

const OTHER_NAME = "autre nom";

function duration(seconds: number): string {
  if (seconds >= 3600) return `${Math.round(seconds / 360) / 10} h`;
  if (seconds >= 60) return `${Math.round(seconds / 60)} min`;
  return `${seconds} s`;
}

export class LoginGuard {
  private readonly bursts = new Map<string, Burst>();
  private readonly now: () => number;

  constructor(private readonly options: LoginGuardOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A login accepted: the burst of its address (if any) is told now. */
  accepted(address: string): void {
    this.close(address, "");
  }

  /** A login refused: counted, and banned when over a limit. */
  async refused(address: string, account: string): Promise<void> {
    const burst = this.note(address, account);
    const ours = account === this.options.account;
    const [byAddress, byAccount] = await Promise.all([
      this.options.perAddress.take(address),
      ours ? this.options.perAccount.take(account) : Promise.resolve({ allowed: true } as const),
    ]);
    const outcomes: string[] = [];
    if (!byAddress.allowed) {
      const again = await this.options.repeatedBans.take(address);
      const seconds = again.allowed ? byAddress.retryAfterSeconds : this.options.repeatedBanSeconds;
      await this.options.ban({ kind: "host", name: address }, seconds);
      outcomes.push(`adresse bloquée ${duration(seconds)}${again.allowed ? "" : " (blocages répétés)"}`);
    }
    if (!byAccount.allowed) {
      await this.options.ban({ kind: "user", name: account }, byAccount.retryAfterSeconds);
      outcomes.push(`compte « ${account} » suspendu ${duration(byAccount.retryAfterSeconds)}`);
    }
    if (outcomes.length > 0) this.close(address, ` ; ${outcomes.join(", ")}`);
    else this.arm(address, burst);
  }

  /** Tells every burst still open (the receiver stops). */
  flush(): void {
    for (const address of [...this.bursts.keys()]) this.close(address, "");
  }

  private note(address: string, account: string): Burst {
    const at = this.now();
    const burst = this.bursts.get(address) ?? { first: at, last: at, failures: 0, accounts: new Set<string>() };
    burst.last = at;
    burst.failures += 1;
    // Another name is whatever a guesser typed (an e-mail, a person's name): never written to the log.
    burst.accounts.add(account === this.options.account ? `« ${account} »` : OTHER_NAME);
    this.bursts.set(address, burst);
    return burst;
  }

  private arm(address: string, burst: Burst): void {
    clearTimeout(burst.timer);
    burst.timer = setTimeout(() => this.close(address, ""), this.options.burstGapMs);
    burst.timer.unref();
  }

  private close(address: string, outcome: string): void {
    const burst = this.bursts.get(address);
    if (!burst) return;
    clearTimeout(burst.timer);
    this.bursts.delete(address);
    const seconds = Math.max(0, Math.round((burst.last - burst.first) / 1000));
    const accounts = [...burst.accounts].join(", ");
    const span = burst.failures > 1 ? ` en ${seconds} s` : "";
    this.options.log(
      `FTP ${address} : ${burst.failures} identification(s) refusée(s)${span} (compte ${accounts || "vide"})${outcome}`,
      { level: "warn", event: "ftp.login-refused", client: address, failures: burst.failures },
    );
  }
}
