import { style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";

export const page = style({ paddingBottom: vars.space.xxl });

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(18rem, 22rem)", columnGap: vars.space.xxl },
    [mobile]: { gridTemplateAreas: '"aside" "main"' },
  },
});

export const main = style({ minWidth: 0, "@media": { [mobile]: { gridArea: "main" } } });

export const aside = style({
  display: "grid",
  gap: vars.space.lg,
  alignContent: "start",
  "@media": { [mobile]: { gridArea: "aside" } },
});

export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight,
  borderTop: `4px solid ${vars.color.primary}`,
  "@media": { [mobile]: { padding: vars.space.md } },
});

export const cardLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
});

export const availability = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

export const priceFrom = style({ margin: 0, fontSize: vars.fontSize.large });

export const reference = style({ margin: 0, color: vars.color.textMuted });

const button = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  fontWeight: 600,
  textAlign: "center",
  textDecoration: "none",
} as const;

export const secondary = style({
  ...button,
  marginTop: vars.space.md,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.background,
  selectors: { "&:hover": { background: vars.color.primary, color: vars.color.onPrimary } },
});

export const contact = style({
  ...button,
  marginTop: vars.space.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { "&:hover": { background: vars.color.primaryDark, color: vars.color.onPrimary } },
});

export const lots = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const lotsIntro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const buildings = style({ display: "grid", gap: vars.space.xl });
