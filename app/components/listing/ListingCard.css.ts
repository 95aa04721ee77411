import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { cardBox, listingBadge } from "~/styles/fragments";

export const card = style({
  ...cardBox,
  position: "relative",
  transition: "box-shadow 0.2s, transform 0.2s",
  selectors: {
    "&:hover": { boxShadow: vars.shadow.raised, transform: "translateY(-2px)" },
    "&:focus-within": { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" },
  },
});

export const media = style({
  position: "relative",
  aspectRatio: "3 / 2",
  background: vars.color.surface,
});

export const image = style({ width: "100%", height: "100%" });

globalStyle(`${image} img`, { transition: "transform 0.4s ease" });
globalStyle(`${card}:hover ${image} img`, { transform: "scale(1.03)" });

export const noImage = style({
  display: "block",
  width: "100%",
  height: "100%",
});

export const badges = style({
  position: "absolute",
  top: vars.space.md,
  left: vars.space.md,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

/** "Promotion", and in green "Nouveau" or "Prix baissé" (`data-news`). */
export const promotionBadge = style({
  ...listingBadge(vars.color.accentDark),
  selectors: { "&[data-news]": { background: vars.color.success } },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: 1,
  padding: vars.space.lg,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentDark,
  fontSize: "0.8125rem",
  fontWeight: 700,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.h3 });

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.primaryDark,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
    "&:hover": { color: vars.color.primary },
  },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const place = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: "none",
});

globalStyle(`${facts} > li`, {
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.primaryLight,
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});

export const lots = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

export const price = style({
  marginTop: "auto",
  marginBottom: 0,
  paddingTop: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primary,
});

/** The broker's name, a link of its own above the card's (which covers the card). */
export const broker = style({
  position: "relative",
  zIndex: 1,
  margin: 0,
  fontSize: vars.fontSize.small,
  width: "fit-content",
});
