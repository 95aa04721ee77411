import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { resultsPage } from "~/styles/fragments";

export const page = style(resultsPage);

export const header = style({ display: "grid", gap: vars.space.sm, maxWidth: "48rem" });

export const title = style({ margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const count = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
});
