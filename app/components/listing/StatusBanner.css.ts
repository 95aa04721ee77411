import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const banner = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});
