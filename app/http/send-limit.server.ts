import { env } from "~/env.server";
import type { Redis } from "ioredis";
import { sharedRedis } from "./shared-store.server";
import { createVisitorLimit, type Allowance, type VisitorLimit } from "./visitor-limit.server";

/**
 * How many messages a visitor may send (product §9: a configurable limit, default 5 in 10 minutes).
 * Counted per visitor address and per e-mail address; only real sends count, never a
 * wizard step that only stores its answers, nor a replayed form, nor a message the server failed to
 * deliver (given back, forms/delivery.server.ts). A form looks first, without
 * counting, whether its sender has a message left: one who has none is answered before anything
 * else is done.
 */

type SendAllowance = Allowance;

export type Sender = { address: string; email?: string | undefined };

export type SendLimiter = {
  /** Whether the visitor and the e-mail address have a message left, without counting one. */
  check(sender: Sender): Promise<SendAllowance>;
  /** Records one send for the visitor and the e-mail address, unless either is over a limit. */
  take(sender: Sender): Promise<SendAllowance>;
  /**
   * Gives back the send `take` allowed, to every limit and key it counted: the message did not go,
   * through the server's failure (decision 150).
   */
  giveBack(sender: Sender): Promise<void>;
  /** These limits and a stricter one of a form's own (the rental application's hourly limit). */
  and(limit: VisitorLimit): SendLimiter;
};

function keysOf({ address, email }: Sender): string[] {
  const keys = [`ip:${address || "inconnue"}`];
  const mailbox = email?.trim().toLowerCase();
  if (mailbox) keys.push(`email:${mailbox}`);
  return keys;
}

/** The first refusal of `ask` over every limit and key; allowed when none refuses. */
async function firstRefusal(
  limits: readonly VisitorLimit[],
  sender: Sender,
  ask: (limit: VisitorLimit, key: string) => Promise<SendAllowance>,
): Promise<SendAllowance> {
  for (const limit of limits) {
    for (const key of keysOf(sender)) {
      const allowance = await ask(limit, key);
      if (!allowance.allowed) return allowance;
    }
  }
  return { allowed: true };
}

export function senderLimits(limits: readonly VisitorLimit[]): SendLimiter {
  return {
    check: (sender) => firstRefusal(limits, sender, (limit, key) => limit.check(key)),
    take: (sender) => firstRefusal(limits, sender, (limit, key) => limit.take(key)),
    async giveBack(sender) {
      await Promise.all(limits.flatMap((limit) => keysOf(sender).map((key) => limit.giveBack(key))));
    },
    and: (limit) => senderLimits([...limits, limit]),
  };
}

export function createSendLimiter(
  limit: number,
  windowSeconds: number,
  redis: () => Redis | undefined = () => undefined,
): SendLimiter {
  return senderLimits([createVisitorLimit({ name: "envois", points: limit, windowSeconds }, redis)]);
}

/** One limiter for the forms: shared by the site's processes through Redis when configured. */
export const sendLimiter: SendLimiter = createSendLimiter(env.RATE_LIMIT_MAX, env.RATE_LIMIT_WINDOW_S, sharedRedis);

/** The visitor's address, which the server puts in the load context; "" when unknown. */
export function visitorAddress(context: unknown): string {
  const value = (context as { clientAddress?: unknown } | null | undefined)?.clientAddress;
  return typeof value === "string" ? value : "";
}

/** "2 minutes", "1 minute", "30 secondes": for the message shown with a 429. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "1 seconde" : `${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export function tooManyMessages(retryAfterSeconds: number): string {
  return `Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans ${waitText(retryAfterSeconds)} ou de nous appeler.`;
}
