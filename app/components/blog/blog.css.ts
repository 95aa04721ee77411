import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { kickerText } from "~/styles/fragments";

/* Avatars */

const avatarBase = style({
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.round,
  background: vars.color.primaryLight,
});

export const avatarSmall = style([avatarBase, { width: "3rem", height: "3rem" }]);
export const avatarLarge = style([
  avatarBase,
  { width: "6rem", height: "6rem", "@media": { [mobile]: { width: "4.5rem", height: "4.5rem" } } },
]);

/* The drawn portraits are 4:5; the face stays whole when the square crop keeps the top. */
globalStyle(`${avatarBase} img`, { objectFit: "cover", objectPosition: "50% 15%" });

export const initials = style({
  display: "inline-grid",
  placeItems: "center",
  fontFamily: vars.font.heading,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

/* Cards of the list */

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transition: "box-shadow 150ms ease, transform 150ms ease",
  selectors: {
    "&:hover, &:focus-within": { boxShadow: vars.shadow.raised, transform: "translateY(-2px)" },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      transition: "none",
      selectors: { "&:hover, &:focus-within": { transform: "none" } },
    },
  },
});

export const cardFeatured = style({
  padding: vars.space.xl,
  background: vars.color.primaryLight,
  borderColor: vars.color.primaryLight,
  "@media": { [mobile]: { padding: vars.space.lg } },
});

export const cardDate = style({ ...kickerText, margin: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.h3 });
export const cardTitleFeatured = style({ fontSize: vars.fontSize.h2 });

/** The title's link covers the whole card. */
export const cardLink = style({
  color: vars.color.primaryDark,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" },
  },
});

export const cardExcerpt = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 4,
  overflow: "hidden",
  margin: 0,
  flexGrow: 1,
  color: vars.color.textMuted,
});

export const cardFooter = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const byline = style({ display: "flex", flexDirection: "column", minWidth: 0, lineHeight: 1.3 });
export const authorName = style({ fontWeight: 700, color: vars.color.text });
export const authorRole = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const readMore = style({
  marginLeft: "auto",
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.primary,
  "@media": { [mobile]: { display: "none" } },
});

/* Author card below a post */

export const authorCard = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const authorCardBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const authorCardHeading = style({ margin: 0, fontSize: vars.fontSize.h3 });
export const authorCardKicker = style({ ...kickerText, display: "block", fontFamily: vars.font.body });
export const authorCardRole = style({ margin: 0, fontWeight: 600, color: vars.color.textMuted });
export const authorCardLink = style({ margin: 0 });

/* Spinner while another blog page loads */

export const pendingFrame = style({ position: "relative" });

export const pendingOverlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  justifyContent: "center",
  paddingTop: vars.space.xxl,
  background: vars.color.background,
  opacity: 0.85,
  zIndex: 1,
});

export const pendingSpinner = style({ position: "sticky", top: "40vh", height: "fit-content" });
