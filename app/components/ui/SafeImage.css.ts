import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const frame = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  background: vars.color.surface,
});

export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
});

export const image = style({
  position: "relative",
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

globalStyle(`${frame}[data-broken] ${image}`, { visibility: "hidden" });
