import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrapper = style({ position: "relative" });

export const notice = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontStyle: "italic" });

export const toggle = style({ marginTop: vars.space.sm, "@media": { print: { display: "none !important" } } });

export const text = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 5,
  overflow: "hidden",
  lineHeight: 1.65,
  selectors: {
    [`&:has(+ ${toggle}[open])`]: { display: "block", WebkitLineClamp: "unset", overflow: "visible" },
  },
  // Printed whole, without its five-line clamp.
  "@media": { print: { display: "block", WebkitLineClamp: "unset", overflow: "visible" } },
});

globalStyle(`${text} > :first-child`, { marginTop: 0 });
globalStyle(`${text} > :last-child`, { marginBottom: 0 });
globalStyle(`${text} p, ${text} ul, ${text} ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${text} h2, ${text} h3, ${text} h4`, {
  fontSize: vars.fontSize.large,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});

export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { color: vars.color.primaryDark },
    "&::after": {
      content: ['"▾"', '"▾" / ""'],
      textDecoration: "none",
      display: "inline-block",
      transition: "transform 0.2s ease",
    },
    [`${toggle}[open] &::after`]: { transform: "rotate(180deg)" },
  },
});

export const more = style({ selectors: { [`${toggle}[open] &`]: { display: "none" } } });
export const less = style({ display: "none", selectors: { [`${toggle}[open] &`]: { display: "inline" } } });
