import type { Redis } from "ioredis";
import {
  createEventLimit,
  type Allowance,
  type EventLimit,
  type EventLimitOptions,
} from "@rli/contract/limits/event-limit";
import { logger } from "@rli/contract/logging/logger";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per visitor (an address, an e-mail) in a fixed window, shared by the site's
 * processes through their Redis when there is one (see @rli/contract/limits/event-limit). Each
 * refusal is one line of the journal (event `limit.hit`) naming the limit and what it counts (an
 * address or an e-mail), never whose.
 */

export type { Allowance };

export type VisitorLimit = EventLimit;

export function createVisitorLimit(
  options: EventLimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  const limit = createEventLimit(options, redis);
  return {
    async take(key) {
      const allowance = await limit.take(key);
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
    },
  };
}
