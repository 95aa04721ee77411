import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const sheet = style({ margin: 0, "@media": { print: { display: "none !important" } } });

export const link = style({ fontWeight: 600, color: vars.color.primary });

export const detail = style({ fontWeight: 400, color: vars.color.textMuted });
