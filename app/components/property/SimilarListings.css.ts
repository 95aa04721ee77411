import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { cardGrid } from "~/styles/fragments";

export const section = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.xl });

export const grid = style(cardGrid(3));

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  selectors: { "&:focus-within": { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" } },
});

export const image = style({ aspectRatio: "3 / 2", width: "100%" });

export const body = style({ display: "grid", gap: vars.space.xs, padding: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.large });

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.primaryDark,
  textDecoration: "none",
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0 }, "&:focus-visible": { outline: "none" } },
});

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const price = style({ margin: 0, fontWeight: 700, color: vars.color.primary });
