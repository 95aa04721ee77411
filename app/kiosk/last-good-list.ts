/**
 * The last list each kiosk showed successfully, so that a kiosk keeps showing flyers while the
 * upstream is down. Ids come from addresses anyone can type: the memory holds at most `maxKiosks`
 * of them and forgets the least recently used first, so it cannot grow without bound.
 */
export type RememberedList<T> = { value: T; storedAt: number };

export type LastGoodLists<T> = {
  get(id: string): RememberedList<T> | undefined;
  set(id: string, value: T): void;
  readonly size: number;
  clear(): void;
};

export function createLastGoodLists<T>({
  maxKiosks,
  now = Date.now,
}: {
  maxKiosks: number;
  now?: () => number;
}): LastGoodLists<T> {
  const entries = new Map<string, RememberedList<T>>();
  return {
    get(id) {
      const entry = entries.get(id);
      if (entry) {
        // Most recently used last.
        entries.delete(id);
        entries.set(id, entry);
      }
      return entry;
    },
    set(id, value) {
      entries.delete(id);
      entries.set(id, { value, storedAt: now() });
      while (entries.size > maxKiosks) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
