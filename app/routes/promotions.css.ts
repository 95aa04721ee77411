import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xxl,
  "@media": { [mobile]: { gap: vars.space.md } },
});

export const header = style({ display: "grid", gap: vars.space.sm, maxWidth: "48rem" });

export const title = style({ margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const count = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
});
