import { env } from "~/env.server";
import type { Redis } from "ioredis";
import { sharedRedis } from "./shared-store.server";
import { createVisitorLimit, type Allowance } from "./visitor-limit.server";

/**
 * How many messages a visitor may send (product §9: a configurable limit, default 5 in 10 minutes).
 * Counted per visitor address and per e-mail address; only real sends count, never a
 * wizard step that only stores its answers, nor a replayed form.
 */

type SendAllowance = Allowance;

export type Sender = { address: string; email?: string | undefined };

export function createSendLimiter(
  limit: number,
  windowSeconds: number,
  redis: () => Redis | undefined = () => undefined,
) {
  const limiter = createVisitorLimit({ name: "envois", points: limit, windowSeconds }, redis);
  return {
    /** Records one send for the visitor and the e-mail address, unless either is over the limit. */
    async take({ address, email }: Sender): Promise<SendAllowance> {
      const keys = [`ip:${address || "inconnue"}`];
      if (email) keys.push(`email:${email.trim().toLowerCase()}`);
      for (const key of keys) {
        const allowance = await limiter.take(key);
        if (!allowance.allowed) return allowance;
      }
      return { allowed: true };
    },
  };
}

export type SendLimiter = ReturnType<typeof createSendLimiter>;

/** One limiter for the three forms: shared by the site's processes through Redis when configured. */
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
