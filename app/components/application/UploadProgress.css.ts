import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = style({ marginTop: vars.space.lg });

export const label = style({ display: "block", fontSize: vars.fontSize.small, marginBottom: vars.space.xs });

export const bar = style({ width: "100%", maxWidth: "28rem", height: "0.75rem", accentColor: vars.color.primary });

export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
