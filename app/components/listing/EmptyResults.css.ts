import { style } from "@vanilla-extract/css";
import { buttonRow } from "~/styles/fragments";
import { vars } from "~/styles/theme.css";

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: "center",
});

export const title = style({ fontSize: vars.fontSize.h3 });

export const actions = style({
  ...buttonRow,
  justifyContent: "center",
  marginTop: vars.space.lg,
  marginBottom: 0,
});
