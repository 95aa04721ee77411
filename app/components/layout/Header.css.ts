import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { roundIconBox, visuallyHiddenBox } from "~/styles/fragments";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: "background-color 0.25s, color 0.25s, border-color 0.25s",
  selectors: {
    // Over the home hero: transparent and scrolling away with the page when scripts are off…
    "&[data-over-hero]": {
      position: "absolute",
      left: 0,
      right: 0,
      background: "linear-gradient(rgba(8, 30, 45, 0.7), rgba(8, 30, 45, 0))",
      borderBottomColor: "transparent",
      color: vars.color.onPrimary,
    },
    // …fixed, and white once scrolled past the threshold, when they run.
    ":root[data-js] &[data-over-hero]": { position: "fixed" },
    "&[data-over-hero][data-scrolled]": {
      background: vars.color.background,
      color: vars.color.text,
      borderBottomColor: vars.color.border,
    },
  },
  "@media": { print: { display: "none !important" } },
});

/**
 * Phones as narrow as 320 px: the header's row (logo, language switch, favourites, contact, menu)
 * tightens, and the phone link leaves it for the drawer, which shows the number.
 */
export const narrow = "screen and (max-width: 480px)";

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: "1400px",
  marginInline: "auto",
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.md,
  "@media": { [narrow]: { gap: vars.space.sm, paddingInline: vars.space.sm } },
});

export const brand = style({ color: "inherit", textDecoration: "none", flexShrink: 0 });

export const desktopNav = style({
  flex: 1,
  "@media": { [mobile]: { display: "none" } },
});

export const menu = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `0 ${vars.space.xs}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const menuLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: "inherit",
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&:hover": { textDecoration: "underline", color: "inherit" },
    "&[aria-current=page]": { textDecoration: "underline", textUnderlineOffset: "0.3em" },
    "&::-webkit-details-marker": { display: "none" },
  },
});

export const dropdown = style({ position: "relative" });

export const dropdownList = style({
  position: "absolute",
  top: "100%",
  right: 0,
  minWidth: "16rem",
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const dropdownLink = style({
  display: "block",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark } },
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginLeft: "auto",
  "@media": { [narrow]: { gap: vars.space.xs } },
});

export const phone = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  color: "inherit",
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  selectors: { "&:hover": { color: "inherit", textDecoration: "underline" } },
  "@media": { [narrow]: { display: "none" } },
});

/** The number is read aloud everywhere, shown beside the icon on wide screens only. */
export const phoneText = style({
  "@media": {
    "screen and (max-width: 1400px)": visuallyHiddenBox,
  },
});

export const iconButton = style({
  ...roundIconBox,
  color: "inherit",
  selectors: { "&:hover": { background: "rgba(127, 127, 127, 0.15)", color: "inherit" } },
});

/** The link to /favoris, with the number of kept listings once there is one. */
export const favourites = style([
  iconButton,
  { position: "relative", width: "auto", minWidth: "2.75rem", gap: "2px", paddingInline: vars.space.xs },
]);

export const favouritesCount = style({
  minWidth: "1.25rem",
  padding: "0 4px",
  borderRadius: vars.radius.round,
  background: vars.color.accentDark,
  color: vars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.25rem",
  textAlign: "center",
});
