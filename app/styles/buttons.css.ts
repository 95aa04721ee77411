import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Link or button styled as the site's main call to action. */
export const primaryButton = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.primaryDark, background: vars.color.primaryDark, color: vars.color.onPrimary },
  },
});

/** The quieter alternative beside a primary button. */
export const secondaryButton = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.primary}`,
  background: "transparent",
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark } },
});
