import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHiddenBox } from "~/styles/fragments";
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

/**
 * In the header, below 380 px (a 360 px phone, a 1280 px screen at 400 % zoom), the row holds the mark,
 * the languages, favourites, contact and the menu only if the agency's name leaves it: the mark stays,
 * the name is still read aloud as the link's text (WCAG 1.4.10: the menu toggle was pushed 42 px past a
 * 320 px window).
 */
globalStyle(`header ${name}`, { "@media": { "screen and (max-width: 379.98px)": visuallyHiddenBox } });
