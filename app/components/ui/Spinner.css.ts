import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({ display: "inline-flex", alignItems: "center", justifyContent: "center" });

export const ring = style({
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.primaryLight}`,
  borderTopColor: vars.color.primary,
  animation: `${turn} 0.8s linear infinite`,
});
