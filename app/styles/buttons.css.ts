import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { pillButton } from "./fragments";

/** Link or button styled as the site's main call to action. */
export const primaryButton = style({
  ...pillButton,
  display: "inline-block",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.primaryDark, background: vars.color.primaryDark, color: vars.color.onPrimary },
  },
});

/** The quieter alternative beside a primary button. */
export const secondaryButton = style({
  ...pillButton,
  display: "inline-block",
  background: "transparent",
  color: vars.color.primary,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark } },
});
