/**
 * The icons of the installable site (web manifest, home screens), drawn from the logo mark
 * (public/favicon.svg) by scripts/generate-icons.ts and committed under public/ (top level: the server serves only top-level public files without a lookup).
 */
export type AppIcon = {
  src: string;
  size: number;
  purpose: "any" | "maskable";
};

export const appIcons: readonly AppIcon[] = [
  { src: "/icon-192.png", size: 192, purpose: "any" },
  { src: "/icon-512.png", size: 512, purpose: "any" },
  { src: "/icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/** The home-screen icon of iOS (opaque, 180 px). */
export const appleTouchIcon: AppIcon = { src: "/apple-touch-icon.png", size: 180, purpose: "any" };

/** Share of a maskable icon the logo may fill: the rest may be cut to a circle or a squircle. */
export const MASKABLE_LOGO_SHARE = 0.6;
