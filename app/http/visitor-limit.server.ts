import type { Redis } from "ioredis";
import {
  createEventLimit,
  type Allowance,
  type EventLimit,
  type EventLimitOptions,
} from "@rli/contract/limits/event-limit";
import { logger } from "@rli/contract/logging/logger";
import { createOneAtATime, type OneAtATime, type OneAtATimeOptions } from "@rli/contract/limits/one-at-a-time";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per visitor (an address, an e-mail) in a fixed window, and one costly piece of
 * work at a time per visitor, shared by the site's processes through their Redis when there is one
 * (see @rli/contract/limits/event-limit and one-at-a-time). Each refusal is one line of the journal
 * (event `limit.hit`) naming the limit and what it counts (an address or an e-mail), never whose.
 */

export type { Allowance };

export type VisitorLimit = EventLimit;

export function createVisitorLimit(
  options: EventLimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  const limit = createEventLimit(options, redis);
  /** Each refusal, whether a count or a look, is one line of the journal. */
  const told = (key: string, allowance: Allowance): Allowance => {
    if (!allowance.allowed) {
      logger.info(
        {
          component: "limits",
          event: "limit.hit",
          limit: options.name,
          // Keys are addresses or e-mails (with or without a prefix): only an e-mail holds "@".
          counted: key.includes("@") ? "email" : "address",
          retryAfterS: allowance.retryAfterSeconds,
        },
        `Limite « ${options.name} » atteinte`,
      );
    }
    return allowance;
  };
  return {
    take: async (key) => told(key, await limit.take(key)),
    check: async (key) => told(key, await limit.check(key)),
    giveBack: (key) => limit.giveBack(key),
  };
}

export type VisitorTurns = OneAtATime;

export function createVisitorTurns(
  options: OneAtATimeOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorTurns {
  return createOneAtATime(options, redis);
}
