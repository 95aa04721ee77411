import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space.xl,
  margin: 0,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const row = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 600, textAlign: "right" });

export const features = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const feature = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const check = style({
  flexShrink: 0,
  width: "1.375rem",
  height: "1.375rem",
  padding: "0.25rem",
  borderRadius: vars.radius.round,
  background: vars.color.successLight,
  color: vars.color.success,
});
