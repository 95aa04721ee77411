import { style } from "@vanilla-extract/css";
import { desktop, vars } from "~/styles/theme.css";
import { listingColumns, listingLayout } from "~/styles/fragments";

export const page = style({ paddingBottom: vars.space.xxl });

/**
 * Mobile: price, details, contact in reading order. Desktop: details on the left, price and
 * contact in a column on the right.
 */
export const layout = style({
  ...listingLayout,
  gridTemplateAreas: '"summary" "main" "contact"',
  "@media": {
    [desktop]: {
      gridTemplateColumns: listingColumns,
      gridTemplateRows: "auto auto 1fr",
      gridTemplateAreas: '"main summary" "main contact" "main ."',
      columnGap: vars.space.xxl,
      rowGap: vars.space.lg,
    },
  },
});

export const summary = style({ gridArea: "summary" });
export const main = style({ gridArea: "main", minWidth: 0 });
export const contact = style({ gridArea: "contact", display: "grid", gap: vars.space.lg, alignContent: "start" });

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: "none",
});

export const fact = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  color: vars.color.primaryDark,
});

export const section = style({
  selectors: {
    "& + &": { marginTop: vars.space.xl, paddingTop: vars.space.xl, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const mediaList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const planList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const plan = style({ margin: 0 });

/** A plan is shown whole (never cropped), on white like the paper it comes from. */
export const planImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "contain",
  background: "#fff",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
