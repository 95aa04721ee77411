import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";
import { cardBox } from "~/styles/fragments";

export const card = style({
  ...cardBox,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [mobile]: {
      flexDirection: "row",
      alignItems: "flex-start",
      gap: vars.space.md,
      padding: vars.space.md,
    },
  },
});

/** Square frame; the portrait is cropped from the top so that the face stays whole. */
export const portrait = style({
  width: "100%",
  aspectRatio: "1 / 1",
  background: vars.color.primaryLight,
  "@media": {
    [mobile]: {
      flex: "0 0 7rem",
      width: "7rem",
      borderRadius: vars.radius.md,
    },
  },
});

globalStyle(`${portrait} img`, { objectPosition: "50% 20%" });

export const body = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  "@media": { [mobile]: { padding: 0 } },
});

export const name = style({ fontSize: vars.fontSize.h3, marginBottom: vars.space.xs });

export const role = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.accentDark,
  fontWeight: 600,
});

export const languages = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const contacts = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const contact = style({ display: "grid", gap: "0.125rem" });

export const label = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const value = style({ margin: 0 });

/** On a wide card the domain stays on one line, so that an address wraps only after the @. */
export const domain = style({ "@media": { [desktop]: { whiteSpace: "nowrap" } } });

export const link = style({
  display: "inline-block",
  paddingBlock: "0.125rem",
  overflowWrap: "anywhere",
  fontWeight: 500,
});
