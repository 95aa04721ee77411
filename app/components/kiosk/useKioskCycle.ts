import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "~/components/ui/usePrefersReducedMotion";
import { slideImages } from "~/kiosk/agency-screens";
import type { KioskFlyer, KioskPage } from "~/kiosk/kiosk-page";
import { cycleStart, nextPosition, positionHref, SCREEN_MS, type KioskPosition } from "~/kiosk/sequence";

type Cycle = {
  position: KioskPosition;
  flyers: KioskFlyer[];
  /** Cycles begun in this page since it loaded. */
  round: number;
};

/**
 * With JavaScript the slideshow runs in the page: a timer moves to the next slide every 4 s,
 * the next slide's pictures are fetched ahead, and each new cycle loads the property list again
 * in the background (through the kiosk's own loader, as the start of a cycle does without
 * JavaScript). A new list replaces the old one only outside the properties screen, so that the
 * flyers never shift under the viewer, and never by an empty list when the server had none to
 * give: the kiosk keeps what it has (the route's clientLoader does the same when the site cannot
 * be reached at all).
 *
 * The address follows the slide (history.replaceState), so that reloading the page resumes there.
 * Nothing moves while the visitor holds the slide (`pause=1`), nor by default for a visitor whose
 * system asks for less motion, until they choose to play it (`pause=0`).
 */
export function useKioskCycle(page: KioskPage): Pick<Cycle, "position" | "flyers"> & { paused: boolean } {
  const fetcher = useFetcher<KioskPage>();
  const [cycle, setCycle] = useState<Cycle>({ position: page.position, flyers: page.flyers, round: 0 });
  const { position, flyers, round } = cycle;
  const { id, agency, pause } = page;
  const lessMotion = usePrefersReducedMotion();
  const paused = pause ?? lessMotion;

  // Advance every 4 s; after the team screen a new cycle begins.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      setCycle((current) => {
        const next = nextPosition(current.position, current.flyers.length);
        return { ...current, position: next, round: next.screen === "home" ? current.round + 1 : current.round };
      });
    }, SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [position, paused]);

  // Each new cycle reloads the list in the background.
  const { load } = fetcher;
  useEffect(() => {
    if (round > 0) load(positionHref(id, cycleStart));
  }, [round, id, load]);

  // Take the reloaded list once the properties screen is not showing: adjusted while rendering
  // (React redraws at once, before the screen shows), not in an effect that would draw twice.
  const reloaded = fetcher.data;
  const takeReloaded =
    reloaded !== undefined &&
    reloaded.flyers !== flyers &&
    position.screen !== "properties" &&
    !(reloaded.source === "none" && flyers.length > 0);
  if (takeReloaded) setCycle((current) => ({ ...current, flyers: reloaded.flyers }));

  // Fetch the next slide's pictures ahead.
  useEffect(() => {
    for (const src of slideImages(nextPosition(position, flyers.length), flyers, agency)) {
      const image = new Image();
      image.src = src;
    }
  }, [position, flyers, agency]);

  // Keep the address in step with the slide.
  useEffect(() => {
    const href = positionHref(id, position, pause);
    if (window.location.pathname + window.location.search !== href) {
      window.history.replaceState(window.history.state, "", href);
    }
  }, [id, position, pause]);

  return { position, flyers, paused };
}
