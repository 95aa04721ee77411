import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const logo = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
export const name = style({
  display: "flex",
  flexDirection: "column",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.1,
});
export const tagline = style({
  fontFamily: vars.font.body,
  fontSize: "0.7rem",
  fontWeight: 600,
  letterSpacing: "0.2em",
  textTransform: "uppercase",
});
