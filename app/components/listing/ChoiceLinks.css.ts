import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    '&[aria-current="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
