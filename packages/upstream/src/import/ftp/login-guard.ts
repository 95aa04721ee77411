import type { Log } from "@rli/contract/logging/logger";
import type { Allowance, EventLimit } from "@rli/contract/limits/event-limit";
import type { RememberedKeys } from "@rli/contract/limits/remembered-keys";

/**
 * What the FTP receiver does about failed logins (ftp-events.ts says which refusals are failures):
 * each one counts against its address and, when it named the agency's account, against the account;
 * an address over its allowance is banned (the daemon then closes its connections at once) until its
 * count's window ends, and an address banned again and again is banned for a day (back-off).
 *
 * The agency's CRM can always deliver:
 * - its own addresses, when the operator names them (IMPORT_FTP_CRM_ADDRESSES), are never counted nor
 *   banned (the daemon does not ban them either: deploy/proftpd/proftpd.conf, class `crm`);
 * - guessing from many addresses (the account's failures over its allowance) never locks the account:
 *   until that window ends, an address the account never logged in from is banned at its first failure,
 *   while the addresses it logged in from keep their allowance;
 * - an address is banned once: a failure seen while its ban is pending or in force (a session opened
 *   before it took effect) is neither counted nor banned again, so that no flood queues ban commands.
 *
 * The counts are the site's limits (in Redis when REDIS_URL is set). A burst of failures from one
 * address is told in one log line when it ends or leads to a ban, never one line per attempt; the
 * addresses followed at once (bursts, bans) are bounded, whatever the number of addresses.
 */

export type LoginGuardOptions = {
  /** The receiver's one account: the only name worth counting against (others cannot log in). */
  account: string;
  /** Failures per address, then per account, in their windows (the numbers: FTP_LOGIN_LIMITS in start-import.ts). */
  perAddress: EventLimit;
  perAccount: EventLimit;
  /** Bans of an address within a day before it is banned for the whole day. */
  repeatedBans: EventLimit;
  repeatedBanSeconds: number;
  /** The addresses the account logged in from. */
  knownAddresses: RememberedKeys;
  /** The CRM's own addresses (IMPORT_FTP_CRM_ADDRESSES): never counted, never banned. */
  isCrmAddress(address: string): boolean;
  ban(address: string, seconds: number): Promise<void>;
  log: Log;
  /** A burst ends after this long without a failure from its address. */
  burstGapMs: number;
  now?: () => number;
};

type Burst = { first: number; last: number; failures: number; accounts: Set<string>; timer?: NodeJS.Timeout };

const OTHER_NAME = "autre nom";
/** Addresses followed at once (open bursts, bans this process gave): past it, the oldest are let go. */
const MAX_FOLLOWED = 10_000;
const ALLOWED: Allowance = { allowed: true };

function duration(seconds: number): string {
  if (seconds >= 3600) return `${Math.round(seconds / 360) / 10} h`;
  if (seconds >= 60) return `${Math.round(seconds / 60)} min`;
  return `${seconds} s`;
}

/** Drops the oldest entries of a map (its insertion order) past `max`. */
function bound<V>(map: Map<string, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

export class LoginGuard {
  private readonly bursts = new Map<string, Burst>();
  /** Address → end of the ban this process gave it (ms). */
  private readonly banned = new Map<string, number>();
  /** End of the account's current attack window (ms): 0 while none. */
  private attackedUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: LoginGuardOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A login accepted: its address becomes known to the account, and its burst (if any) is told now. */
  async accepted(address: string, account: string): Promise<void> {
    this.close(address, "");
    if (account === this.options.account && !this.options.isCrmAddress(address)) {
      await this.options.knownAddresses.remember(address);
    }
  }

  /** A login refused: counted, and banned when over a limit. */
  async refused(address: string, account: string): Promise<void> {
    if (this.isBanned(address)) return;
    const burst = this.note(address, account);
    if (this.options.isCrmAddress(address)) return this.arm(address, burst);
    const ours = account === this.options.account;
    const [byAddress, byAccount] = await Promise.all([
      this.options.perAddress.take(address),
      ours ? this.options.perAccount.take(account) : Promise.resolve(ALLOWED),
    ]);
    if (!byAccount.allowed) this.attacked(byAccount.retryAfterSeconds);
    // Another refusal of the same address may have been decided while the counts were read.
    if (this.isBanned(address)) return;
    if (!byAddress.allowed) {
      this.banned.set(address, this.now() + byAddress.retryAfterSeconds * 1000);
      const again = await this.options.repeatedBans.take(address);
      const seconds = again.allowed ? byAddress.retryAfterSeconds : this.options.repeatedBanSeconds;
      return this.banFor(
        address,
        seconds,
        `adresse bloquée ${duration(seconds)}${again.allowed ? "" : " (blocages répétés)"}`,
      );
    }
    const attackLeft = Math.ceil((this.attackedUntil - this.now()) / 1000);
    if (attackLeft > 0) {
      this.banned.set(address, this.now() + attackLeft * 1000);
      // A store that cannot answer never turns the guard against the CRM: the address keeps its allowance.
      const known = await this.options.knownAddresses.has(address).catch(() => true);
      if (!known) return this.banFor(address, attackLeft, `adresse inconnue du compte bloquée ${duration(attackLeft)}`);
      this.banned.delete(address);
    }
    this.arm(address, burst);
  }

  /** Tells every burst still open (the receiver stops). */
  flush(): void {
    for (const address of [...this.bursts.keys()]) this.close(address, "");
  }

  private isBanned(address: string): boolean {
    const until = this.banned.get(address);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.banned.delete(address);
    return false;
  }

  /** Bans the address, then tells its burst (once the daemon refuses it). */
  private async banFor(address: string, seconds: number, outcome: string): Promise<void> {
    this.banned.delete(address);
    this.banned.set(address, this.now() + seconds * 1000);
    bound(this.banned, MAX_FOLLOWED);
    await this.options.ban(address, seconds);
    this.close(address, ` ; ${outcome}`);
  }

  /** The account's failures are over its allowance: told once per window. */
  private attacked(seconds: number): void {
    const until = this.now() + seconds * 1000;
    const told = this.attackedUntil > this.now();
    this.attackedUntil = Math.max(this.attackedUntil, until);
    if (told) return;
    this.options.log(
      `FTP : trop d'identifications refusées pour « ${this.options.account} » depuis plusieurs adresses ; pendant ${duration(seconds)}, une adresse d'où le compte ne s'est jamais connecté est bloquée dès son premier échec (le compte reste ouvert)`,
      { level: "warn", event: "ftp.account-attacked", seconds },
    );
  }

  private note(address: string, account: string): Burst {
    const at = this.now();
    const burst = this.bursts.get(address) ?? { first: at, last: at, failures: 0, accounts: new Set<string>() };
    burst.last = at;
    burst.failures += 1;
    // Another name is whatever a guesser typed (an e-mail, a person's name): never written to the log.
    burst.accounts.add(account === this.options.account ? `« ${account} »` : OTHER_NAME);
    this.bursts.set(address, burst);
    // Past the bound, the oldest burst is told now, as if it had ended.
    if (this.bursts.size > MAX_FOLLOWED) this.close(this.bursts.keys().next().value!, "");
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
