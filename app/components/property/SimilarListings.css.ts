import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const section = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.xl });
