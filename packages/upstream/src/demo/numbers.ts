/**
 * Number helpers of the demo generator: days, rounding, and weighted allocation.
 */
import type { Rng } from "../pictures/random";

export const DAY = 86_400_000;

export function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** Allocates `count` items to weighted options (largest remainder), then shuffles them. */
export function allocate<T>(
  rng: Rng,
  count: number,
  options: readonly (readonly [T, number])[],
  atLeastOne = false,
): T[] {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  const exact = options.map(([value, w]) => ({ value, share: (count * w) / total }));
  const counts = exact.map((e) => Math.floor(e.share));
  if (atLeastOne && count >= options.length) {
    for (let i = 0; i < counts.length; i += 1) if (counts[i] === 0) counts[i] = 1;
  }
  let assigned = counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e.share - Math.floor(e.share) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; assigned < count; k += 1) {
    const slot = byRemainder[k % byRemainder.length] as { i: number };
    counts[slot.i] = (counts[slot.i] ?? 0) + 1;
    assigned += 1;
  }
  while (assigned > count) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest] = (counts[largest] ?? 1) - 1;
    assigned -= 1;
  }
  const out: T[] = [];
  exact.forEach((e, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k += 1) out.push(e.value);
  });
  return rng.shuffle(out);
}
