/**
 * A fixed-size, in-memory sliding-window counter: at most `limit` events per key in `windowMs`.
 * Keys are forgotten once their window has passed, and at most `maxKeys` are tracked.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records an event for `key`; false when the key is over its limit (the event is then not recorded). */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    this.evict(now);
    return true;
  }

  /** Seconds until `key` may send again. */
  retryAfterSeconds(key: string): number {
    const oldest = this.hits.get(key)?.[0];
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  private evict(now: number) {
    for (const [key, times] of this.hits) {
      if (this.hits.size <= this.maxKeys && now - (times.at(-1) ?? 0) < this.windowMs) break;
      this.hits.delete(key);
    }
  }
}
