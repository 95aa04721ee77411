import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { cardLabel, highlightCard, linkButton, primaryLinkButton } from "~/styles/fragments";

export const card = style(highlightCard);

export const label = style(cardLabel);

export const price = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "1.875rem",
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.primaryDark,
});

export const reference = style({ margin: 0, color: vars.color.textMuted });

export const promotion = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
  margin: 0,
  fontWeight: 600,
});
export const promotionRef = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.small });

export const contact = style({
  ...primaryLinkButton,
  marginTop: vars.space.md,
  "@media": { print: { display: "none !important" } },
});

/** The rental application: the same pill, outlined, under the contact button. */
export const application = style({
  ...linkButton,
  marginTop: vars.space.sm,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primaryDark,
  background: vars.color.background,
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.primaryDark } },
});
