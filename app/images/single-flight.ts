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
