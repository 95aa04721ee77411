import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { SCREEN_SECONDS } from "~/kiosk/sequence";
import { vars } from "~/styles/theme.css";

/**
 * The kiosk fills the screen and never scrolls. Every size is in `em` of the kiosk's own font
 * size, which follows the smaller side of the screen: about 27 px on 1920×1080 and 31 px on
 * 1080×1920 (a portrait screen has room for more), legible from two metres.
 */
export const reducedMotion = "(prefers-reduced-motion: reduce)";
export const portrait = "(orientation: portrait)";

export const kiosk = style({
  position: "fixed",
  inset: 0,
  display: "grid",
  gridTemplateRows: "minmax(0, 1fr) auto",
  overflow: "hidden",
  fontSize: "clamp(14px, 2.5vmin, 64px)",
  "@media": { [portrait]: { fontSize: "clamp(14px, 2.9vmin, 72px)" } },
  lineHeight: 1.3,
  background: vars.color.primaryDark,
  color: vars.color.onPrimary,
});

/** Rows are explicit: without JavaScript the <noscript> holding the meta refresh is an element too. */
export const stage = style({ gridRow: 1, position: "relative", minHeight: 0, overflow: "hidden" });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const slide = style({
  position: "absolute",
  inset: 0,
  animation: `${fadeIn} 700ms ease-out both`,
  "@media": { [reducedMotion]: { animation: "none" } },
});

export const bar = style({
  gridRow: 2,
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1em",
  minHeight: "2.6em",
  padding: "0.35em 1.4em",
  background: vars.color.primaryDark,
  borderTop: `1px solid ${vars.color.primary}`,
  "@media": { [portrait]: { flexDirection: "column", gap: "0.2em", padding: "0.5em 1.4em" } },
});

/** The site's logo, scaled up for the screen. */
export const barLogo = style({ zoom: 1.5, flexShrink: 0, "@media": { [portrait]: { zoom: 1.3 } } });

export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.3em 1.4em",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "0.8em",
  color: vars.color.primaryLight,
});

export const step = style({
  display: "flex",
  alignItems: "center",
  gap: "0.4em",
  paddingBlock: "0.15em",
  borderBottom: "0.15em solid transparent",
  selectors: {
    '&[aria-current="step"]': { color: vars.color.onPrimary, fontWeight: 700, borderBottomColor: vars.color.accent },
  },
});

export const stepCount = style({ fontVariantNumeric: "tabular-nums", fontWeight: 400 });

const fill = keyframes({ from: { transform: "scaleX(0)" }, to: { transform: "scaleX(1)" } });

/** Time left on the slide; hidden when the visitor asks for less motion. */
/** Hold or play the slideshow: a plain, visible link at the end of the band. */
export const pause = style({
  flex: "none",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: "1px solid currentColor",
  borderRadius: vars.radius.round,
  color: "inherit",
  fontSize: "0.7em",
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline", color: "inherit" } },
});

export const progress = style({
  position: "absolute",
  top: "-1px",
  left: 0,
  width: "100%",
  height: "0.18em",
  background: vars.color.accent,
  transformOrigin: "left center",
  animation: `${fill} ${SCREEN_SECONDS}s linear both`,
  "@media": { [reducedMotion]: { display: "none" } },
});

/* Without weight of its own, so that the screens' classes set their margins. */
globalStyle(`:where(${kiosk}) :where(h1, h2, p, ul, dl, dd, figure)`, { margin: 0 });

export const link = style({
  color: vars.color.onPrimary,
  fontWeight: 700,
  selectors: { "&:hover": { color: vars.color.primaryLight } },
});
