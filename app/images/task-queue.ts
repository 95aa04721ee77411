/** Runs at most `limit` tasks at once; the others wait their turn in order. */
export class TaskQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting (diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** Shares one promise between the callers asking for the same key while it is pending. */
export class SingleFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = task().finally(() => this.pending.delete(key));
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** True while a run for this key is pending. */
  has(key: string): boolean {
    return this.pending.has(key);
  }
}
