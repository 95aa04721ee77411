import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { visuallyHiddenBox } from "~/styles/fragments";

export const nav = style({ display: "flex", justifyContent: "center" });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const box = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  textDecoration: "none",
} as const;

export const number = style({
  ...box,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.primary,
  selectors: {
    "&:hover": { borderColor: vars.color.primary, background: vars.color.primaryLight, color: vars.color.primaryDark },
    "&[aria-current=page]": {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const step = style({
  ...box,
  color: vars.color.primary,
  selectors: {
    "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark },
  },
  fontSize: vars.fontSize.body,
  "@media": { [mobile]: { border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.large } },
});

export const gap = style({ ...box, minWidth: "1.5rem", padding: 0, color: vars.color.textMuted });

/** On a phone the arrows stand alone; the words stay for screen readers. */
export const stepText = style({
  "@media": {
    [mobile]: visuallyHiddenBox,
  },
});
