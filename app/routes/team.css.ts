import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const page = style({
  paddingBlock: vars.space.xl,
  "@media": { [mobile]: { paddingBlock: vars.space.lg } },
});

export const intro = style({ maxWidth: "46rem", marginBottom: vars.space.xl });

export const lead = style({ fontSize: vars.fontSize.large, margin: 0 });

/** Three cards a row on a wide screen, the last row centred; one card a row on a phone. */
export const grid = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [mobile]: { gap: vars.space.md } },
});

export const item = style({
  flex: "0 1 20rem",
  "@media": { [mobile]: { flex: "1 1 100%" } },
});

export const cta = style({
  maxWidth: "46rem",
  marginTop: vars.space.xxl,
  marginInline: "auto",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight,
  textAlign: "center",
});

export const officePhones = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});

globalStyle(`${officePhones} a`, { whiteSpace: "nowrap" });

/** A broker's card on their own page: as wide as on the team page. */
export const memberCard = style({ maxWidth: "20rem", "@media": { [mobile]: { maxWidth: "none" } } });

/** A broker's listings, below their card on their own page. */
export const memberListings = style({ marginTop: vars.space.xl });
