import { style } from "@vanilla-extract/css";
import { buttonRow } from "~/styles/fragments";
import { mobile, vars } from "~/styles/theme.css";

export const page = style({
  maxWidth: "44rem",
  paddingBlock: vars.space.xxl,
  "@media": { [mobile]: { paddingBlock: vars.space.xl } },
});

export const lead = style({ fontSize: vars.fontSize.large });

export const actions = style({
  ...buttonRow,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: "none",
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3.5rem",
  height: "3.5rem",
  marginBottom: vars.space.md,
  borderRadius: vars.radius.round,
  background: vars.color.successLight,
  color: vars.color.success,
});
