import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { fieldControl, fieldFocus, pillButton } from "~/styles/fragments";

export const teaser = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  "@media": { print: { display: "none !important" } },
});

export const heading = style({ fontSize: vars.fontSize.h3, marginTop: 0 });

export const form = style({ display: "grid", gap: vars.space.md });

export const price = style({ margin: 0, color: vars.color.textMuted });

export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const input = style({ ...fieldControl, selectors: { "&:focus-visible": fieldFocus } });

export const button = style({
  ...pillButton,
  justifySelf: "start",
  background: vars.color.background,
  color: vars.color.primary,
  selectors: { "&:hover": { background: vars.color.primary, color: vars.color.onPrimary } },
});
