import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

/** Fills the window, over a blurred page; the same look as an open dialog without scripts and as a modal. */
export const viewer = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.z.modal,
  width: "100%",
  maxWidth: "none",
  height: "100%",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: 0,
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  background: "rgba(6, 20, 30, 0.92)",
  backdropFilter: "blur(6px)",
  WebkitBackdropFilter: "blur(6px)",
  color: vars.color.onPrimary,
  overscrollBehavior: "contain",
  selectors: { "&::backdrop": { background: "transparent" } },
});

/** The page behind does not scroll while the viewer is open. */
globalStyle(`html:has(${viewer}[open])`, { overflow: "hidden" });

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const heading = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 400,
  color: vars.color.onPrimary,
});

export const position = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const title = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  opacity: 0.9,
  "@media": { [mobile]: { display: "none" } },
});

const roundButton = {
  display: "grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.round,
  color: vars.color.onPrimary,
  background: "rgba(255, 255, 255, 0.12)",
  transition: "background-color 0.2s ease",
} as const;

export const close = style({
  ...roundButton,
  flexShrink: 0,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.25)", color: vars.color.onPrimary } },
});

export const figure = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 0,
  height: "100%",
  margin: 0,
  padding: `0 ${vars.space.xxl} ${vars.space.lg}`,
  "@media": { [mobile]: { padding: `0 0 ${vars.space.xxl}` } },
});

export const image = style({
  width: "auto",
  height: "auto",
  maxWidth: "100%",
  maxHeight: "100%",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.45)",
  "@media": { [mobile]: { borderRadius: 0 } },
});

export const step = style({
  ...roundButton,
  position: "absolute",
  top: "50%",
  marginTop: "-1.5rem",
  background: "rgba(255, 255, 255, 0.16)",
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.3)", color: vars.color.onPrimary } },
  "@media": { [mobile]: { top: "auto", bottom: vars.space.sm, marginTop: 0 } },
});

export const previous = style({ left: vars.space.md, "@media": { [mobile]: { left: "calc(50% - 3.5rem)" } } });
export const next = style({ right: vars.space.md, "@media": { [mobile]: { right: "calc(50% - 3.5rem)" } } });

globalStyle(`${viewer} a:focus-visible`, { outlineColor: vars.color.onPrimary });
