/**
 * What the kiosk page needs for one request: the position asked by the URL, the flyers, the
 * next position (for the meta refresh) and the pictures to preload.
 *
 * The property list is loaded at the start of each cycle (and whenever this process has none for
 * the kiosk yet); within a cycle the pages use the list remembered at its start, so that the flyer
 * numbers of the URL keep their meaning. When loading fails, the last good list is shown; when
 * there is none yet, the cycle shows the agency screens only. The page is never blank.
 */
import { LRUCache } from "lru-cache";
import { phoneLink } from "~/agency/contact-points.server";
import type { Property } from "@rli/contract/api/contract";
import { kioskAgency, slideImages, type KioskAgency } from "./agency-screens";
import type { KioskFlyer, KioskPage, ListSource } from "./kiosk-page";
import { drawPlaceMap } from "~/map/place-map.server";
import { toFlyer } from "./flyer";
import { qrCodeSvg } from "./qr-code.server";
import { nextPosition, positionHref, readPause, readPosition, startsCycle } from "./sequence";

export type { KioskFlyer, KioskPage, ListSource } from "./kiosk-page";

export type KioskDependencies = {
  /** Public origin of the site, for the addresses in the QR codes. */
  origin: string;
  fetchList: (id: string) => Promise<Property[]>;
  /** The last list each kiosk showed, by origin and kiosk id. */
  memory: LRUCache<string, KioskFlyer[]>;
  onError?: (id: string, error: unknown) => void;
};

/**
 * At most this many kiosks are remembered; a few screens per agency is the normal case. Ids come
 * from addresses anyone can type: the least recently used kiosk is forgotten first.
 */
export const MAX_REMEMBERED_KIOSKS = 32;

export const kioskMemory = new LRUCache<string, KioskFlyer[]>({ max: MAX_REMEMBERED_KIOSKS });

let agencyScreens: KioskAgency | undefined;

/** A property's flyer with its QR code and its commune's map (the kiosk speaks French). */
async function kioskFlyer(property: Property, origin: string): Promise<KioskFlyer> {
  const flyer = toFlyer(property, origin);
  const placeMap = drawPlaceMap({ place: property, language: "fr", width: 420, height: 280 }) ?? null;
  return { ...flyer, qrSvg: await qrCodeSvg(flyer.url), placeMap };
}

async function currentList(
  id: string,
  reload: boolean,
  deps: KioskDependencies,
): Promise<{ flyers: KioskFlyer[]; source: ListSource }> {
  // The flyers hold addresses built from the origin: each origin has its own memory, so that a
  // request with a forged Host header cannot change what the real kiosk shows.
  const key = `${deps.origin} ${id}`;
  const remembered = deps.memory.get(key);
  if (!reload && remembered) return rememberedList(remembered);
  try {
    const properties = await deps.fetchList(id);
    const flyers = await Promise.all(properties.map((property) => kioskFlyer(property, deps.origin)));
    deps.memory.set(key, flyers);
    return { flyers, source: "fresh" };
  } catch (error) {
    deps.onError?.(id, error);
    if (remembered) return rememberedList(remembered);
    // No list yet: the rest of this cycle shows the agency screens without asking the upstream
    // again at every screen (a slow upstream would hold each page); the next cycle tries again.
    deps.memory.set(key, []);
    return { flyers: [], source: "none" };
  }
}

function rememberedList(flyers: KioskFlyer[]): { flyers: KioskFlyer[]; source: ListSource } {
  return flyers.length > 0 ? { flyers, source: "remembered" } : { flyers, source: "none" };
}

export async function loadKioskPage(id: string, query: URLSearchParams, deps: KioskDependencies): Promise<KioskPage> {
  const { flyers, source } = await currentList(id, startsCycle(query), deps);
  const position = readPosition(query, flyers.length);
  const next = nextPosition(position, flyers.length);
  const pause = readPause(query);
  agencyScreens ??= kioskAgency(phoneLink);
  const agency = agencyScreens;
  return {
    id,
    position,
    next,
    pause,
    nextHref: positionHref(id, next, pause),
    flyers,
    source,
    agency,
    preloadImages: slideImages(next, flyers, agency),
  };
}
