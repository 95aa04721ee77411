import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const figure = style({ margin: 0 });

export const svg = style({
  display: "block",
  width: "100%",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

const labelText = {
  fontFamily: vars.font.body,
  fontSize: "12px",
  paintOrder: "stroke",
  stroke: "#ffffff",
  strokeWidth: 3,
  strokeLinejoin: "round",
} as const;

export const label = style({ ...labelText, fill: vars.color.text });
export const lakeLabel = style({ ...labelText, fill: "#1f4f75", fontStyle: "italic", stroke: "#c9def0" });

export const mark = style({ cursor: "pointer", outline: "none" });

export const markDot = style({
  fill: vars.color.primary,
  stroke: "#ffffff",
  strokeWidth: 2,
  selectors: {
    [`${mark}:hover &, ${mark}:focus-visible &`]: { fill: vars.color.accentDark },
    [`${mark}:focus-visible &`]: { stroke: vars.color.text, strokeWidth: 3 },
  },
  "@media": { print: { fill: "#000000" } },
});

export const markCount = style({
  fontFamily: vars.font.body,
  fontSize: "11px",
  fontWeight: 700,
  fill: "#ffffff",
  pointerEvents: "none",
});

export const source = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  marginTop: "0.25rem",
});
