import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({
  margin: 0,
  selectors: {
    // Over the card's photo, above the link that covers the card.
    '&[data-variant="card"]': { position: "absolute", top: vars.space.md, right: vars.space.md, zIndex: 2 },
    '&[data-variant="page"]': { marginTop: vars.space.sm },
  },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.round,
  background: vars.color.background,
  color: vars.color.primaryDark,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  boxShadow: vars.shadow.card,
  selectors: {
    "&:hover": { background: vars.color.primaryLight },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-pressed="true"]:hover': { background: vars.color.primaryDark },
  },
});
