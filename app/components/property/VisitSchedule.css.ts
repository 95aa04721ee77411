import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const information = style({ margin: `0 0 ${vars.space.md}`, whiteSpace: "pre-line" });

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const visit = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.large });

export const when = style({ margin: 0, fontWeight: 600, color: vars.color.primaryDark });

export const detail = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
});
