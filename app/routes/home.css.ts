import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

export const hero = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  minHeight: "min(100vh, 56rem)",
  // Visible, so that the search form's dropdowns may reach below the hero.
  overflow: "visible",
  background: vars.color.primaryDark,
  color: vars.color.onPrimary,
  "@media": { [mobile]: { minHeight: "80vh" } },
});

export const heroImage = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  // Dark enough that white text stands at 4.5:1 on its brightest pixel whatever the photo (WCAG 1.4.3): a
  // white pixel becomes 0.45 (relative luminance 0.17, 4.76:1). At 0.62 it stood at 2.7:1.
  filter: "brightness(0.45)",
});

export const heroContent = style({
  position: "relative",
  width: "100%",
  maxWidth: "68rem",
  padding: `calc(${vars.layout.headerHeight} + ${vars.space.xl}) ${vars.space.md} ${vars.space.xl}`,
  textAlign: "center",
  "@media": { [mobile]: { paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` } },
});

export const heroSearch = style({ marginTop: vars.space.xl, "@media": { [mobile]: { marginTop: vars.space.lg } } });

export const heroTitle = style({
  maxWidth: "48rem",
  marginInline: "auto",
  fontSize: vars.fontSize.hero,
  color: vars.color.onPrimary,
  textShadow: "0 2px 12px rgba(0,0,0,0.5)",
});
export const heroLead = style({ fontSize: vars.fontSize.large, textShadow: "0 1px 8px rgba(0,0,0,0.6)" });

export const presentation = style({ paddingTop: vars.space.xl });
export const lead = style({ fontSize: vars.fontSize.large, maxWidth: "48rem" });

export const cities = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
});

export const cityBlock = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const postalCode = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
});

export const cityLinks = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  "@media": { [mobile]: { gridTemplateColumns: "1fr" } },
});

export const cityContact = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
