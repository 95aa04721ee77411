import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
  "@media": { [mobile]: { paddingBlock: vars.space.lg } },
});

export const intro = style({ maxWidth: "46rem", marginBottom: vars.space.xl });

export const lead = style({ fontSize: vars.fontSize.large, margin: 0 });
