import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(0.75rem)" },
  to: { opacity: 1, transform: "none" },
});

export const toast = style({
  position: "fixed",
  insetInline: "auto",
  right: vars.space.lg,
  bottom: vars.space.lg,
  left: "auto",
  top: "auto",
  zIndex: vars.z.toast,
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  width: "min(26rem, calc(100vw - 2rem))",
  margin: 0,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `5px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${enter} 0.25s ease-out`,
  selectors: {
    '&[data-type="error"]': { borderLeftColor: vars.color.danger },
    '&[data-type="warning"]': { borderLeftColor: vars.color.warning },
    '&[data-type="sent"], &[data-type="check"]': { borderLeftColor: vars.color.success },
    "&:not([open])": { display: "none" },
  },
  "@media": { [mobile]: { right: vars.space.md, bottom: vars.space.md }, print: { display: "none !important" } },
});

/**
 * While a toast is open, the page keeps the bottom of the window for it (WCAG 2.4.11, technique C43): the
 * browser scrolls what gets focus above that room, and the page has that much more to scroll, so that
 * its last links too can come out from under the toast. Room for a message of four lines at 320 px.
 */
const room = "11rem";
globalStyle(`:root:has(${toast}[open])`, { scrollPaddingBottom: room });
globalStyle(`body:has(${toast}[open])`, { paddingBottom: room });

export const body = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, flex: 1 });

export const icon = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  color: vars.color.primary,
  selectors: {
    [`${toast}[data-type="error"] &`]: { color: vars.color.danger },
    [`${toast}[data-type="warning"] &`]: { color: vars.color.warning },
    [`${toast}[data-type="sent"] &, ${toast}[data-type="check"] &`]: { color: vars.color.success },
  },
});

export const message = style({ margin: 0, fontWeight: 600, paddingTop: "0.05rem" });

export const closeForm = style({ margin: 0, flex: "none" });

export const close = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2rem",
  height: "2rem",
  marginTop: "-0.25rem",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.text } },
});
