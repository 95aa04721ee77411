import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const breadcrumb = style({ fontSize: vars.fontSize.small, margin: `${vars.space.md} 0` });

export const list = style({ display: "flex", flexWrap: "wrap", listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  color: vars.color.textMuted,
  selectors: {
    "&:not(:last-child)::after": {
      content: ['"›"', '"›" / ""'],
      marginInline: vars.space.sm,
      color: vars.color.textMuted,
    },
  },
});

// At least 24 px high, so links on wrapped lines stay apart for a finger (WCAG 2.5.8).
globalStyle(`${item} a`, {
  color: vars.color.primary,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
});
