import { env } from "~/env.server";
import { RateLimiter } from "./rate-limit";

/**
 * How many messages a visitor may send (SPEC: a configurable limit, default 5 in 10 minutes).
 * Counted per visitor address and per e-mail address; only real sends count, never a
 * wizard step that only stores its answers, nor a replayed form.
 */

export type SendAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type Sender = { address: string; email?: string | undefined };

export function createSendLimiter(limit: number, windowSeconds: number, now?: () => number) {
  const limiter = new RateLimiter(limit, windowSeconds * 1000, now);
  return {
    /** Records one send for the visitor and the e-mail address, unless either is over the limit. */
    take({ address, email }: Sender): SendAllowance {
      const keys = [`ip:${address || "inconnue"}`];
      if (email) keys.push(`email:${email.trim().toLowerCase()}`);
      for (const key of keys) {
        if (!limiter.take(key)) return { allowed: false, retryAfterSeconds: limiter.retryAfterSeconds(key) };
      }
      return { allowed: true };
    },
  };
}

export type SendLimiter = ReturnType<typeof createSendLimiter>;

/** One limiter for the whole process, shared by the three forms. */
export const sendLimiter: SendLimiter = createSendLimiter(env.RATE_LIMIT_MAX, env.RATE_LIMIT_WINDOW_S);

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
