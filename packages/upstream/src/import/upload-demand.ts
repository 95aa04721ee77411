import type { SearchItem } from "@rli/contract/api/contract";

/**
 * What the site's search alerts make of an upload's new listings, for the upload's report to the
 * agency (issue 55): counts and the labels of searches, never an address. The site tells how it is
 * worked out (`setUploadDemand`); without it, or when it fails or is slow, the report goes without.
 */
export type UploadDemand = {
  /** Active alerts whose search at least one of the new listings meets. */
  alerts: number;
  /** New listings that meet at least one alert. */
  listings: number;
  /** The most searched kinds, towns and budgets among the active alerts, most first, with their counts. */
  kinds: [label: string, alerts: number][];
  towns: [label: string, alerts: number][];
  budgets: [label: string, alerts: number][];
};

export type DemandOf = (added: SearchItem[]) => Promise<UploadDemand | undefined>;

/** A report waits this long at most for it. */
const DEMAND_TIMEOUT_MS = 3000;

let provider: DemandOf | undefined;

export function setUploadDemand(next: DemandOf | undefined): void {
  provider = next;
}

/** The demand the new listings met, or undefined (no provider, a failure, past DEMAND_TIMEOUT_MS). */
export async function uploadDemand(added: SearchItem[]): Promise<UploadDemand | undefined> {
  if (!provider || added.length === 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), DEMAND_TIMEOUT_MS)));
  try {
    return await Promise.race([provider(added).catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
