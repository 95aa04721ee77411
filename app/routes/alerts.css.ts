import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The alerts' own pages: one column of reading width. */
export const page = style({ maxWidth: "48rem", margin: "0 auto", padding: `${vars.space.xl} 0` });

export const summary = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const manage = style({ marginTop: vars.space.lg });

export const list = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0`,
  display: "grid",
  gap: vars.space.md,
});

export const item = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const meta = style({ margin: `${vars.space.xs} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const inline = style({ display: "inline" });

export const textButton = style({
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: "pointer",
});
