import pLimit from "p-limit";
import { logger } from "@rli/contract/logging/logger";
import type { Turn } from "@rli/contract/limits/one-at-a-time";

/**
 * A few pieces of costly work at a time in this process, whoever asks (p-limit), the others waiting
 * their turn in the order they came, each for `waitMs` at most: past it, the piece is refused with
 * the seconds after which to try again, and its place in the queue passes on without running. A
 * granted turn holds its place until its `end()`. Unlike the per-visitor turns
 * (visitor-limit.server.ts), nothing is shared between processes: what is bounded is this
 * process's own processor and memory. Each refusal is one line of the journal (event `work.busy`).
 */

export type ProcessTurns = {
  turn(): Promise<Turn>;
  /** Turns granted and not ended yet. */
  readonly running: number;
  /** Pieces of work waiting for a turn. */
  readonly waiting: number;
};

export type ProcessTurnsOptions = {
  /** What the work is, in the journal. */
  name: string;
  /** Pieces of work at once. */
  atOnce: number;
  /** How long a piece of work waits for its turn before it is refused. */
  waitMs: number;
  /** The seconds a refused one is asked to wait before trying again. */
  retryAfterSeconds: number;
  /** Done when a piece of work ends, before the next one starts (what the work left, collected). */
  afterEach?: () => void;
};

export function createProcessTurns({
  name,
  atOnce,
  waitMs,
  retryAfterSeconds,
  afterEach,
}: ProcessTurnsOptions): ProcessTurns {
  const limit = pLimit(atOnce);
  const refusal = (): Turn => {
    logger.warn(
      { component: "limits", event: "work.busy", work: name, running: limit.activeCount, waiting: limit.pendingCount },
      `Travail « ${name} » refusé : ${limit.activeCount} en cours, ${limit.pendingCount} en attente`,
    );
    return { granted: false, retryAfterSeconds };
  };
  return {
    turn: () =>
      new Promise<Turn>((resolve) => {
        let refused = false;
        const timer = setTimeout(() => {
          refused = true;
          resolve(refusal());
        }, waitMs);
        void limit(() => {
          // Refused while it waited: the place goes to the next one at once.
          if (refused) return undefined;
          clearTimeout(timer);
          return new Promise<void>((ended) => {
            let done = false;
            const end = async () => {
              if (done) return;
              done = true;
              try {
                afterEach?.();
              } finally {
                ended();
              }
            };
            resolve({ granted: true, end });
          });
        });
      }),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
