import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ paddingBlock: vars.space.xxl });
// A readable line length, inside the layout's container (aligned with the header).
globalStyle(`${page} > *`, { maxWidth: "42rem" });
export const code = style({
  color: vars.color.accentDark,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
});
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });
