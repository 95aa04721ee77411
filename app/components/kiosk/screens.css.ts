import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { portrait } from "./Kiosk.css";

/* The agency screens: dark lake-blue panels, white text, sandstone accents. */

export const kicker = style({
  fontSize: "0.85em",
  fontWeight: 700,
  letterSpacing: "0.18em",
  textTransform: "uppercase",
  color: vars.color.primaryLight,
});

export const inlineIcon = style({ flexShrink: 0, width: "1.1em", height: "1.1em", marginTop: "0.12em" });

/* Home */

export const home = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
});

export const homeImage = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  filter: "brightness(0.55)",
});

export const homeContent = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.6em",
  maxWidth: "90%",
  textAlign: "center",
  textShadow: "0 0.08em 0.5em rgba(0, 0, 0, 0.55)",
});

export const homeTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "3.8em",
  lineHeight: 1.05,
  color: vars.color.onPrimary,
  "@media": { [portrait]: { fontSize: "3.4em" } },
});

export const homeClaim = style({ fontFamily: vars.font.heading, fontSize: "1.6em", fontStyle: "italic" });

export const homeTowns = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: "0.4em 1em",
  marginTop: "0.8em",
  fontSize: "1.05em",
  fontWeight: 600,
});

export const homeSeparator = style({
  display: "inline-block",
  width: "0.4em",
  height: "0.4em",
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});

/* Panels (offices, services, team) */

export const panel = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: "1.4em",
  padding: "1.6em 2.4em",
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.primaryDark} 70%)`,
  "@media": { [portrait]: { padding: "2em 1.6em", gap: "2em" } },
});

export const panelHeader = style({ display: "flex", flexDirection: "column", gap: "0.3em" });

export const panelTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "2.6em",
  lineHeight: 1.1,
  color: vars.color.onPrimary,
});

export const panelFooter = style({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.5em",
  fontSize: "1em",
  color: vars.color.primaryLight,
});

/* Offices */

export const offices = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "1.4em",
  padding: 0,
  listStyle: "none",
  "@media": { [portrait]: { gridTemplateColumns: "1fr" } },
});

export const office = style({
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const officeImage = style({
  width: "100%",
  height: "12em",
  objectFit: "cover",
  "@media": { [portrait]: { height: "11em" } },
});

export const officeBody = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.45em",
  padding: "1em 1.3em 1.2em",
});

export const officeTown = style({ fontFamily: vars.font.heading, fontSize: "1.9em", color: vars.color.primaryDark });

export const officeLine = style({ display: "flex", alignItems: "flex-start", gap: "0.5em", fontSize: "1.05em" });

export const officePhone = style({ fontSize: "1.4em", fontWeight: 700, color: vars.color.primary });

/* Services */

export const services = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: "1.2em",
  padding: 0,
  listStyle: "none",
  "@media": { [portrait]: { gridTemplateColumns: "1fr" } },
});

export const service = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gridTemplateRows: "auto 1fr",
  columnGap: "1em",
  rowGap: "0.3em",
  padding: "1.2em 1.4em",
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  boxShadow: vars.shadow.raised,
});

export const serviceIcon = style({
  gridRow: "1 / span 2",
  display: "grid",
  placeItems: "center",
  width: "3em",
  height: "3em",
  borderRadius: vars.radius.round,
  background: vars.color.accentDark,
  color: vars.color.onPrimary,
  padding: "0.6em",
});

export const serviceTitle = style({ fontFamily: vars.font.heading, fontSize: "1.5em", color: vars.color.onPrimary });

export const serviceText = style({ fontSize: "1em", color: vars.color.primaryLight });

/* Team */

export const team = style({
  display: "grid",
  gridTemplateColumns: "repeat(5, 1fr)",
  gap: "1.2em",
  padding: 0,
  listStyle: "none",
  "@media": {
    [portrait]: {
      gridTemplateColumns: "repeat(6, 1fr)",
      rowGap: "1.6em",
    },
  },
});

export const member = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.3em",
  textAlign: "center",
  "@media": {
    [portrait]: {
      gridColumn: "span 2",
      selectors: { "&:nth-child(4)": { gridColumn: "2 / span 2" } },
    },
  },
});

export const memberPortrait = style({
  width: "100%",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  marginBottom: "0.5em",
  borderRadius: vars.radius.lg,
  border: `0.18em solid ${vars.color.onPrimary}`,
  background: vars.color.primaryLight,
  boxShadow: vars.shadow.raised,
});

export const memberName = style({ fontFamily: vars.font.heading, fontSize: "1.3em", color: vars.color.onPrimary });

export const memberRole = style({ fontSize: "0.9em", color: vars.color.primaryLight });
