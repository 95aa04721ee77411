/** The data of one kiosk page, as the loader gives it and the components show it. */
import type { KioskAgency } from "./agency-screens";
import type { Flyer } from "./flyer";
import type { KioskPosition } from "./sequence";

export type KioskFlyer = Flyer & {
  /** Inline SVG markup of the QR code that opens the property page. */
  qrSvg: string;
};

/** Where the flyers come from: loaded for this page, remembered from an earlier one, or none at all. */
export type ListSource = "fresh" | "remembered" | "none";

export type KioskPage = {
  id: string;
  position: KioskPosition;
  next: KioskPosition;
  /** Address of the next screen, for the meta refresh. */
  nextHref: string;
  flyers: KioskFlyer[];
  source: ListSource;
  agency: KioskAgency;
  /** Pictures of the next slide, to fetch ahead. */
  preloadImages: string[];
};
