import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const switchBox = style({ fontSize: vars.fontSize.small, fontWeight: 600 });

export const list = style({
  display: "flex",
  alignItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const item = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2rem",
  minHeight: "2.75rem",
  paddingInline: vars.space.xs,
  color: "inherit",
} as const;

export const link = style({
  ...item,
  textDecoration: "none",
  selectors: { "&:hover": { color: "inherit", textDecoration: "underline" } },
});

export const current = style({ ...item, textDecoration: "underline", textUnderlineOffset: "0.3em" });
