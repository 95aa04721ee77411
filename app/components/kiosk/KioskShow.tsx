import type { KioskPage } from "~/kiosk/kiosk-page";
import { positionHref, type KioskPosition } from "~/kiosk/sequence";
import { FlyerScreen } from "./FlyerScreen";
import { HomeScreen } from "./HomeScreen";
import { KioskBar } from "./KioskBar";
import { OfficesScreen } from "./OfficesScreen";
import { ServicesScreen } from "./ServicesScreen";
import { TeamScreen } from "./TeamScreen";
import { useKioskCycle } from "./useKioskCycle";
import * as css from "./Kiosk.css";

/**
 * The full-screen slideshow. The server renders the slide the address names; the route's handle
 * puts a meta refresh to the next one inside <noscript> in the head: browsers without JavaScript
 * follow the chain, while with JavaScript the element stays inert text and `useKioskCycle` runs
 * the slides in the page.
 */
export function KioskShow({ page }: { page: KioskPage }) {
  const { position, flyers, paused } = useKioskCycle(page);
  const key = slideKey(position);
  return (
    <div className={css.kiosk} data-screen={position.screen}>
      <main className={css.stage} id="vitrine">
        <div key={key} className={css.slide}>
          <Slide position={position} page={page} flyers={flyers} />
        </div>
      </main>
      <KioskBar
        position={position}
        flyerCount={flyers.length}
        slideKey={key}
        paused={paused}
        toggleHref={positionHref(page.id, position, !paused)}
      />
    </div>
  );
}

function slideKey(position: KioskPosition): string {
  return position.screen === "properties" ? `properties-${position.item}` : position.screen;
}

function Slide({ position, page, flyers }: { position: KioskPosition; page: KioskPage; flyers: KioskPage["flyers"] }) {
  switch (position.screen) {
    case "home":
      return <HomeScreen agency={page.agency} />;
    case "home2":
      return <OfficesScreen agency={page.agency} />;
    case "properties": {
      const flyer = flyers[position.item];
      // A shorter list can only arrive outside this screen; the services screen is the next one anyway.
      return flyer ? <FlyerScreen flyer={flyer} /> : <ServicesScreen agency={page.agency} />;
    }
    case "services":
      return <ServicesScreen agency={page.agency} />;
    case "team":
      return <TeamScreen agency={page.agency} />;
  }
}
