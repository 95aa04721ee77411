import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { pillButton } from "~/styles/fragments";

export const share = style({ "@media": { print: { display: "none !important" } } });

export const heading = style({ fontSize: vars.fontSize.h3, marginBottom: vars.space.sm });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.primary,
  transition: "background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease",
  selectors: {
    "&:hover": { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

/** "Partager…" (device share sheet), above the links. */
export const nativeButton = style({
  ...pillButton,
  marginBottom: vars.space.sm,
  background: vars.color.background,
  color: vars.color.primary,
});
