import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight,
  "@media": { [mobile]: { padding: vars.space.md } },
  borderTop: `4px solid ${vars.color.primary}`,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
});

export const price = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "1.875rem",
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.primaryDark,
});

export const reference = style({ margin: 0, color: vars.color.textMuted });

export const promotion = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
  fontWeight: 600,
});
export const promotionRef = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.small });

export const contact = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "center",
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryDark, color: vars.color.onPrimary } },
});
