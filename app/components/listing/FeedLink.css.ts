import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const feed = style({ margin: 0, fontSize: vars.fontSize.small });

export const link = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontWeight: 600 });
