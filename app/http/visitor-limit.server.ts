import type { Redis } from "ioredis";
import {
  createEventLimit,
  type Allowance,
  type EventLimit,
  type EventLimitOptions,
} from "@rli/contract/limits/event-limit";
import { logger } from "@rli/contract/logging/logger";
import { createOneAtATime, type OneAtATime, type OneAtATimeOptions } from "@rli/contract/limits/one-at-a-time";
import { createOncePerWindow } from "./once-per-window.server";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per visitor (an address, an e-mail) in a fixed window, and one costly piece of
 * work at a time per visitor, shared by the site's processes through their Redis when there is one
 * (see @rli/contract/limits/event-limit and one-at-a-time). The first refusal of a visitor in a
 * window is one line of the journal (event `limit.hit`) naming the limit and what it counts (an
 * address or an e-mail), never whose; the next ones until the window ends are counted among the
 * measures only (rli_limit_hits_total), so a robot refused ten thousand times writes one line.
 */

/** Visitors refused in their window whose line is remembered, per limit: about 100 bytes each. */
const TOLD_KEYS = 10_000;

export type { Allowance };

export type VisitorLimit = EventLimit;

export function createVisitorLimit(
  options: EventLimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  const limit = createEventLimit(options, redis);
  const toldOnce = createOncePerWindow({ max: TOLD_KEYS });
  /** The first refusal of a key in a window, whether a count or a look, is one line of the journal. */
  const told = (key: string, allowance: Allowance): Allowance => {
    if (!allowance.allowed && toldOnce.first(key, allowance.retryAfterSeconds)) {
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
