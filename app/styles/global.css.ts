import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { visuallyHiddenBox } from "./fragments";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.body,
  fontSize: "100%",
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: "100%",
  scrollPaddingTop: vars.layout.headerHeight,
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

globalStyle("main", { flex: "1 0 auto" });

globalStyle("h1, h2, h3", {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  color: vars.color.primaryDark,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle("h1", { fontSize: vars.fontSize.h1 });
globalStyle("h2", { fontSize: vars.fontSize.h2 });
globalStyle("h3", { fontSize: vars.fontSize.h3 });

globalStyle("a", { color: vars.color.primary });
globalStyle("a:hover", { color: vars.color.primaryDark });

globalStyle("img, svg", { maxWidth: "100%", display: "block" });
globalStyle("img", { height: "auto" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: "2px",
});

globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({ ...visuallyHiddenBox, padding: 0, margin: "-1px", border: 0 });

/** Centred page column. */
export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primaryDark,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm, color: vars.color.onPrimary } },
  "@media": { print: { display: "none !important" } },
});
