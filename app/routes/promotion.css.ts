import { style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";
import {
  cardLabel as cardLabelText,
  highlightCard,
  linkButton,
  listingColumns,
  listingLayout,
  primaryLinkButton,
} from "~/styles/fragments";

export const page = style({ paddingBottom: vars.space.xxl });

export const layout = style({
  ...listingLayout,
  "@media": {
    [desktop]: { gridTemplateColumns: listingColumns, columnGap: vars.space.xxl },
    [mobile]: { gridTemplateAreas: '"aside" "main"' },
  },
});

export const main = style({ minWidth: 0, "@media": { [mobile]: { gridArea: "main" } } });

export const aside = style({
  display: "grid",
  gap: vars.space.lg,
  alignContent: "start",
  "@media": { [mobile]: { gridArea: "aside" } },
});

export const card = style(highlightCard);

export const cardLabel = style(cardLabelText);

export const availability = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

export const priceFrom = style({ margin: 0, fontSize: vars.fontSize.large });

export const reference = style({ margin: 0, color: vars.color.textMuted });

export const secondary = style({
  ...linkButton,
  marginTop: vars.space.md,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.background,
  selectors: { "&:hover": { background: vars.color.primary, color: vars.color.onPrimary } },
});

export const contact = style({ ...primaryLinkButton, marginTop: vars.space.sm });

export const lots = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const lotsIntro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const buildings = style({ display: "grid", gap: vars.space.xl });
