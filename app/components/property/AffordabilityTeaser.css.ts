import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const teaser = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.fontSize.h3, marginTop: 0 });

export const form = style({ display: "grid", gap: vars.space.md });

export const price = style({ margin: 0, color: vars.color.textMuted });
