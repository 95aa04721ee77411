import type { Redis } from "ioredis";
import {
  createEventLimit,
  type Allowance,
  type EventLimit,
  type EventLimitOptions,
} from "@rli/contract/limits/event-limit";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per visitor (an address, an e-mail) in a fixed window, shared by the site's
 * processes through their Redis when there is one (see @rli/contract/limits/event-limit).
 */

export type { Allowance };

export type VisitorLimit = EventLimit;

export function createVisitorLimit(
  options: EventLimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  return createEventLimit(options, redis);
}
