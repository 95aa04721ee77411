import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } },
});

export const item = style({ minWidth: 0 });
