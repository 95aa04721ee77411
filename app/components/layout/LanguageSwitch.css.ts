import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { narrow } from "./Header.css";

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

/** On a narrow phone, the other languages only, each still a 24 px target. */
export const link = style({
  ...item,
  textDecoration: "none",
  selectors: { "&:hover": { color: "inherit", textDecoration: "underline" } },
  "@media": { [narrow]: { minWidth: "1.5rem", paddingInline: 0 } },
});

export const current = style({
  ...item,
  textDecoration: "underline",
  textUnderlineOffset: "0.3em",
  "@media": { [narrow]: { display: "none" } },
});
