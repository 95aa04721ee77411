import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";

/** The root element carries data-js as soon as scripts run (root.tsx): arrows and dots need them. */
const js = "html[data-js]";
const noJs = "html:not([data-js])";

export const carousel = style({ position: "relative" });

export const stage = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  "@media": {
    [desktop]: {
      selectors: { [`${js} &`]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 4fr) minmax(0, 1fr)" } },
    },
  },
});

export const track = style({
  gridRow: 1,
  gridColumn: "1 / -1",
  position: "relative",
  display: "flex",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  overflowY: "hidden",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { [`${js} &`]: { gap: 0, scrollbarWidth: "none" } },
  "@media": {
    [desktop]: { selectors: { [`${js} &`]: { gridColumn: 2 } } },
    // Printed: the first photo only, whole, above the texts.
    print: { display: "block", overflow: "visible", background: "none" },
  },
});

globalStyle(`${js} ${track}::-webkit-scrollbar`, { display: "none" });

export const slide = style({
  flex: "0 0 100%",
  aspectRatio: "4 / 3",
  scrollSnapAlign: "start",
  scrollSnapStop: "always",
  "@media": {
    // Without scripts on a phone, the edge of the next photo shows that the strip scrolls.
    [mobile]: { selectors: { [`${noJs} &`]: { flexBasis: "88%" } } },
    // Without scripts, a film strip on wide screens: the next photo shows at the edge.
    [desktop]: {
      flexBasis: "62%",
      selectors: { [`${js} &`]: { flexBasis: "100%", aspectRatio: "3 / 2" } },
    },
    print: { maxWidth: "16cm", breakInside: "avoid", selectors: { "&:not(:first-child)": { display: "none" } } },
  },
});

export const slideLink = style({
  display: "block",
  height: "100%",
  color: "inherit",
  selectors: {
    "&:focus-visible": { outlineOffset: "-4px" },
    [`${noJs} &`]: { borderRadius: vars.radius.lg, overflow: "hidden" },
  },
});

export const image = style({ height: "100%", cursor: "zoom-in" });

/** Previous and next: the neighbouring photos on desktop, round arrows over the photo on mobile. */
export const side = style({
  display: "none",
  position: "relative",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.primaryDark,
  cursor: "pointer",
  selectors: { [`${js} &`]: { display: "block" } },
  "@media": {
    [mobile]: {
      position: "absolute",
      top: "50%",
      zIndex: 1,
      width: "2.75rem",
      height: "2.75rem",
      marginTop: "-1.375rem",
      borderRadius: vars.radius.round,
      background: "rgba(255, 255, 255, 0.92)",
      boxShadow: vars.shadow.card,
      color: vars.color.primaryDark,
    },
    print: { display: "none !important" },
  },
});

export const sidePrevious = style({ "@media": { [mobile]: { left: vars.space.sm } } });
export const sideNext = style({ "@media": { [mobile]: { right: vars.space.sm } } });

export const sideImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  opacity: 0.55,
  transition: "opacity 0.2s ease, transform 0.4s ease",
  selectors: {
    [`${side}:hover &, ${side}:focus-visible &`]: { opacity: 0.85, transform: "scale(1.03)" },
  },
  "@media": { [mobile]: { display: "none" } },
});

export const arrow = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  color: vars.color.onPrimary,
  filter: "drop-shadow(0 1px 3px rgba(0, 0, 0, 0.6))",
  "@media": { [mobile]: { color: vars.color.primaryDark, filter: "none" } },
});

globalStyle(`${arrow} svg`, { width: "2.25rem", height: "2.25rem" });
globalStyle(`${side}:focus-visible`, { outlineOffset: "3px" });
globalStyle(`${arrow} svg`, { "@media": { [mobile]: { width: "1.5rem", height: "1.5rem" } } });

export const counter = style({
  gridRow: 1,
  gridColumn: 1,
  alignSelf: "end",
  justifySelf: "end",
  zIndex: 1,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: "rgba(8, 30, 45, 0.78)",
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  pointerEvents: "none",
  selectors: { [`${noJs} &`]: { display: "none" } },
  "@media": { [desktop]: { selectors: { [`${js} &`]: { gridColumn: 2 } } }, print: { display: "none !important" } },
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  "@media": { print: { display: "none !important" } },
});

export const dots = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const dot = style({
  display: "grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.round,
  "::before": {
    content: '""',
    width: "0.625rem",
    height: "0.625rem",
    borderRadius: vars.radius.round,
    border: `2px solid ${vars.color.textMuted}`,
    transition: "transform 0.2s ease, background-color 0.2s ease",
  },
  selectors: {
    '&[aria-current="true"]::before': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      transform: "scale(1.25)",
    },
    "&:hover::before": { background: vars.color.primaryLight },
    '&[aria-current="true"]:hover::before': { background: vars.color.primary },
  },
});

export const rotation = style({
  display: "grid",
  placeItems: "center",
  width: "2rem",
  height: "2rem",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.background,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    [`${noJs} &`]: { display: "none" },
    "&:hover": { color: vars.color.primaryDark, borderColor: vars.color.primary },
  },
});

export const empty = style({
  display: "grid",
  placeItems: "center",
  aspectRatio: "3 / 1",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
