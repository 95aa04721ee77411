import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { kickerText } from "~/styles/fragments";

export const header = style({ margin: `${vars.space.sm} 0 ${vars.space.lg}`, maxWidth: "56rem" });

export const banner = style({ marginBottom: vars.space.sm });

export const kind = style({ ...kickerText, margin: `0 0 ${vars.space.xs}` });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  "@media": { [mobile]: { fontSize: vars.fontSize.h2 } },
});

export const subtitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const location = style({ display: "flex", alignItems: "center", gap: vars.space.xs, margin: 0 });
globalStyle(`${location} svg`, { flexShrink: 0, color: vars.color.accent });

export const mapLink = style({ fontWeight: 600 });
export const mapHint = style({ fontWeight: 400 });
