import type { Redis } from "ioredis";
import {
  createEventLimit,
  type Allowance,
  type EventLimit,
  type EventLimitOptions,
} from "@rli/contract/limits/event-limit";
import { createOneAtATime, type OneAtATime, type OneAtATimeOptions } from "@rli/contract/limits/one-at-a-time";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per visitor (an address, an e-mail) in a fixed window, and one costly piece of
 * work at a time per visitor, shared by the site's processes through their Redis when there is one
 * (see @rli/contract/limits/event-limit and one-at-a-time).
 */

export type { Allowance };

export type VisitorLimit = EventLimit;

export function createVisitorLimit(
  options: EventLimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  return createEventLimit(options, redis);
}

export type VisitorTurns = OneAtATime;

export function createVisitorTurns(
  options: OneAtATimeOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorTurns {
  return createOneAtATime(options, redis);
}
