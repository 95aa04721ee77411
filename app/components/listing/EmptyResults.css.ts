import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: "center",
});

export const title = style({ fontSize: vars.fontSize.h3 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.md,
  marginTop: vars.space.lg,
  marginBottom: 0,
});

const button = {
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  fontWeight: 600,
  textDecoration: "none",
} as const;

export const primary = style({
  ...button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { "&:hover": { background: vars.color.primaryDark, color: vars.color.onPrimary } },
});

export const secondary = style({
  ...button,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  selectors: { "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark } },
});
