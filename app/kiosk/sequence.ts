/**
 * The kiosk's slideshow (product §2.15, §4): home, home2, properties, services, team, 4 s each;
 * the properties screen shows one flyer per property, 4 s each. A position is kept in the URL,
 * `/vitrine/{id}?ecran=N&bien=M` (both 1-based; `bien` only on the properties screen), so that
 * without JavaScript each page can name the next one in its meta refresh. `pause=1` holds the slide
 * (no refresh, no timer), `pause=0` plays it even for a visitor who asks for less motion (WCAG 2.2.2).
 */

export const kioskScreens = ["home", "home2", "properties", "services", "team"] as const;
export type KioskScreen = (typeof kioskScreens)[number];

/** How long each screen, and each flyer of the properties screen, stays up. */
export const SCREEN_SECONDS = 4;
export const SCREEN_MS = SCREEN_SECONDS * 1000;

const SCREEN_PARAM = "ecran";
const ITEM_PARAM = "bien";
const PAUSE_PARAM = "pause";

/** `item` is the 0-based index of the flyer on the properties screen, 0 elsewhere. */
export type KioskPosition = { screen: KioskScreen; item: number };

export const cycleStart: KioskPosition = { screen: "home", item: 0 };

/** A kiosk id as the API accepts it; anything else names no kiosk. */
export function isKioskId(id: string | undefined): id is string {
  return typeof id === "string" && /^[\w-]{1,40}$/.test(id);
}

/** A whole number of at least 1 written in digits only, else undefined. */
function countOf(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

/** The last value of a repeated parameter that passes `accept`. */
function lastAccepted(values: string[], accept: (n: number) => boolean): number | undefined {
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const n = countOf(values[index]!);
    if (n !== undefined && accept(n)) return n;
  }
  return undefined;
}

/**
 * The screen a query asks for, before the list is known. A missing, malformed or out-of-range
 * `ecran` starts the cycle; so does `ecran=1`.
 */
function requestedScreen(query: URLSearchParams): KioskScreen {
  const n = lastAccepted(query.getAll(SCREEN_PARAM), (value) => value <= kioskScreens.length);
  return n === undefined ? "home" : kioskScreens[n - 1]!;
}

/** Whether a query starts a cycle, when the property list is reloaded. */
export function startsCycle(query: URLSearchParams): boolean {
  return requestedScreen(query) === "home";
}

/**
 * The position a query names, made valid for a list of `count` flyers:
 * - `bien` missing or malformed on the properties screen: the first flyer;
 * - `bien` past the end (the list shrank since the previous page): the next screen;
 * - the properties screen with no flyer at all: the next screen.
 */
export function readPosition(query: URLSearchParams, count: number): KioskPosition {
  const screen = requestedScreen(query);
  if (screen !== "properties") return { screen, item: 0 };
  if (count <= 0) return { screen: "services", item: 0 };
  const n = lastAccepted(query.getAll(ITEM_PARAM), () => true);
  if (n !== undefined && n > count) return { screen: "services", item: 0 };
  return { screen, item: (n ?? 1) - 1 };
}

/** The position after `position`, for a list of `count` flyers; after the team comes home again. */
export function nextPosition(position: KioskPosition, count: number): KioskPosition {
  switch (position.screen) {
    case "home":
      return { screen: "home2", item: 0 };
    case "home2":
      return count > 0 ? { screen: "properties", item: 0 } : { screen: "services", item: 0 };
    case "properties":
      return position.item + 1 < count
        ? { screen: "properties", item: position.item + 1 }
        : { screen: "services", item: 0 };
    case "services":
      return { screen: "team", item: 0 };
    case "team":
      return cycleStart;
  }
}

/** The visitor's choice the query states: held (`pause=1`), played (`pause=0`), or none. */
export function readPause(query: URLSearchParams): boolean | undefined {
  const value = query.getAll(PAUSE_PARAM).at(-1);
  return value === "1" ? true : value === "0" ? false : undefined;
}

/**
 * The address of a position, with the visitor's choice to hold or play when there is one: the start of
 * a cycle is the kiosk's plain address.
 */
export function positionHref(id: string, position: KioskPosition, pause?: boolean): string {
  const params = new URLSearchParams();
  if (position.screen !== "home") params.set(SCREEN_PARAM, String(kioskScreens.indexOf(position.screen) + 1));
  if (position.screen === "properties") params.set(ITEM_PARAM, String(position.item + 1));
  if (pause !== undefined) params.set(PAUSE_PARAM, pause ? "1" : "0");
  const query = params.toString();
  return `/vitrine/${encodeURIComponent(id)}${query ? `?${query}` : ""}`;
}

/** Number of slides of one cycle: four agency screens and one per flyer. */
export function cycleLength(count: number): number {
  return kioskScreens.length - 1 + Math.max(count, 0);
}
