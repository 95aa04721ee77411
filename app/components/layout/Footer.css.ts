import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { roundIconBox } from "~/styles/fragments";

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.primaryDark,
  color: vars.color.onPrimary,
  "@media": { print: { display: "none !important" } },
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.xl,
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const claim = style({ marginTop: vars.space.md, maxWidth: "22rem" });

export const office = style({ fontStyle: "normal" });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: vars.color.onPrimary,
  marginBottom: vars.space.sm,
});

export const contactLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.onPrimary,
  selectors: { "&:hover": { color: vars.color.onPrimary } },
});

export const social = style({ display: "flex", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });

export const socialLink = style({
  ...roundIconBox,
  border: "1px solid rgba(255, 255, 255, 0.5)",
  color: vars.color.onPrimary,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.15)", color: vars.color.onPrimary } },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderTop: "1px solid rgba(255, 255, 255, 0.25)",
  fontSize: vars.fontSize.small,
});

export const legal = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
globalStyle(`${legal} a, ${bottom} p`, { color: vars.color.onPrimary, margin: 0 });
