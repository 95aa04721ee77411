import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The compare table's box: it scrolls sideways by itself when the table is wider than the page (a
 * phone, 400 % zoom), its focus drawn as every control's. Its table is styled through it.
 */
export const scroller = style({
  overflowX: "auto",
  maxWidth: "100%",
  // The box of the words only a screen reader hears: they scroll with it rather than widen the page.
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { print: { overflow: "visible", border: 0 } },
});

globalStyle(`${scroller} table`, { borderCollapse: "collapse", minWidth: "100%", fontSize: vars.fontSize.small });

globalStyle(`${scroller} caption`, {
  padding: vars.space.sm,
  textAlign: "left",
  fontWeight: 700,
  fontSize: vars.fontSize.body,
});

globalStyle(`${scroller} th, ${scroller} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
  minWidth: "9rem",
  maxWidth: "16rem",
});

// The facts' names stay in view while the listings scroll past them.
globalStyle(`${scroller} th[scope="row"], ${scroller} thead th:first-child`, {
  position: "sticky",
  left: 0,
  background: vars.color.surface,
  "@media": { print: { position: "static" } },
});

globalStyle(`${scroller} thead th`, { verticalAlign: "bottom" });

globalStyle(`${scroller} thead th > span`, {
  display: "block",
  color: vars.color.textMuted,
  fontWeight: 400,
});
