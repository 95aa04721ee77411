import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, vars } from "~/styles/theme.css";
import { roundIconBox } from "~/styles/fragments";

export const drawer = style({ "@media": { [desktop]: { display: "none" } } });

export const toggle = style({
  position: "relative",
  zIndex: `calc(${vars.z.drawer} + 1)`,
  ...roundIconBox,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const openIcon = style({ display: "inline-flex" });
export const closeIcon = style({ display: "none" });
globalStyle(`${drawer}[open] ${openIcon}`, { display: "none" });
globalStyle(`${drawer}[open] ${closeIcon}`, { display: "inline-flex" });
globalStyle(`${drawer}[open] > ${toggle}`, {
  position: "fixed",
  top: vars.space.md,
  right: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.overlay,
  backdropFilter: "blur(4px)",
  WebkitBackdropFilter: "blur(4px)",
});

export const panel = style({
  position: "fixed",
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.z.drawer,
  width: "min(20rem, 85vw)",
  overflowY: "auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });
export const sublist = style({ listStyle: "none", margin: 0, paddingLeft: vars.space.md });

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  minHeight: "2.75rem",
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark },
    "&::-webkit-details-marker": { display: "none" },
  },
});

export const submenu = style({ margin: 0 });

export const phone = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  padding: vars.space.sm,
  fontWeight: 700,
  color: vars.color.primary,
});
