/**
 * The page numbers a pagination bar shows: always the first and the last, the current page
 * with its neighbours, and a gap where pages are left out. Only pages 1…total (product §2.4).
 */
type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

export function pageWindow(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= total) shown.add(p);
  // A gap of a single page shows that page instead.
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1 });
    else if (p - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page: p });
    previous = p;
  }
  return items;
}
