import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { resultsPage } from "~/styles/fragments";

export const page = style(resultsPage);

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({ margin: 0 });

export const filters = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const count = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

export const allLink = style({ fontWeight: 600 });

export const results = style({
  position: "relative",
  transition: "opacity 0.2s",
  selectors: { "&[aria-busy]": { opacity: 0.55 } },
});

export const loading = style({
  position: "sticky",
  top: "40vh",
  zIndex: 5,
  display: "flex",
  justifyContent: "center",
  height: 0,
});

export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const notice = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
