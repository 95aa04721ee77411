import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The two sides on one rounded track. */
export const toggle = style({
  display: "inline-grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "3px",
  margin: 0,
  padding: "3px",
  border: "1px solid transparent",
  borderRadius: vars.radius.round,
  background: vars.color.primaryLight,
  "@media": { "(forced-colors: active)": { borderColor: "CanvasText" } },
});

export const side = style({ position: "relative", display: "grid" });

/**
 * Each radio button lies, transparent, over its label: keyboards, screen readers and pointers reach the
 * control itself; the label is what is seen.
 */
export const input = style({
  position: "absolute",
  zIndex: 1,
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const option = style({
  minWidth: "6.5rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.round,
  textAlign: "center",
  fontWeight: 700,
  color: vars.color.primaryDark,
  cursor: "pointer",
  userSelect: "none",
  transition: "background-color 0.2s, color 0.2s",
});

globalStyle(`${input}:checked + ${option}`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.card,
  "@media": {
    // Backgrounds are dropped in a forced-colours theme: the checked side takes the system's highlight.
    "(forced-colors: active)": { forcedColorAdjust: "none", background: "Highlight", color: "HighlightText" },
  },
});
globalStyle(`${input}:focus-visible + ${option}`, { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" });
