import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  // Printed in one piece.
  "@media": { print: { breakInside: "avoid" } },
});

export const heading = style({ fontSize: vars.fontSize.h3, marginBottom: vars.space.md });

export const person = style({ display: "flex", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md });

export const portrait = style({ flexShrink: 0, width: "4.5rem", height: "4.5rem", borderRadius: vars.radius.round });
globalStyle(`${portrait} img`, { objectPosition: "center 20%" });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

export const role = style({ margin: 0, color: vars.color.accentDark, fontSize: vars.fontSize.small, fontWeight: 600 });

export const contacts = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: "none",
});

globalStyle(`${contacts} li`, {
  display: "grid",
  gridTemplateColumns: "auto 5.5rem minmax(0, 1fr)",
  alignItems: "center",
  gap: vars.space.sm,
});
globalStyle(`${contacts} svg`, { color: vars.color.textMuted });

export const contactLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const email = style({ overflowWrap: "anywhere" });

export const address = style({
  display: "flex",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontStyle: "normal",
  fontSize: vars.fontSize.small,
});
globalStyle(`${address} svg`, { flexShrink: 0, marginTop: "0.15rem", color: vars.color.textMuted });

export const line = style({ display: "block" });
