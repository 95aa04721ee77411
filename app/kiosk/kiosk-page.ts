/** The data of one kiosk page, as the loader gives it and the components show it. */
import type { KioskAgency } from "./agency-screens";
import type { MapModel } from "~/map/map-model";
import type { Flyer } from "./flyer";
import type { KioskPosition } from "./sequence";

export type KioskFlyer = Flyer & {
  /** Inline SVG markup of the QR code that opens the property page. */
  qrSvg: string;
  /** The property's commune on a small map; null when it has no place (decision 145). */
  placeMap: MapModel | null;
};

/** Where the flyers come from: loaded for this page, remembered from an earlier one, or none at all. */
export type ListSource = "fresh" | "remembered" | "none";

export type KioskPage = {
  id: string;
  position: KioskPosition;
  next: KioskPosition;
  /** The visitor's choice to hold the slide (true) or play it (false), none by default. */
  pause: boolean | undefined;
  /** Address of the next screen, for the meta refresh. */
  nextHref: string;
  flyers: KioskFlyer[];
  source: ListSource;
  agency: KioskAgency;
  /** Pictures of the next slide, to fetch ahead. */
  preloadImages: string[];
};
