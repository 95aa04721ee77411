/**
 * Style fragments shared by several components: plain objects spread into their `style()` calls,
 * so that each place keeps its own class and adds what is its own.
 */
import { mobile, vars } from "./theme.css";

/** Out of sight but read by screen readers: a 1px clipped box (see `visuallyHidden` in global.css). */
export const visuallyHiddenBox = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;

/** A round 2.75rem target around an icon (header buttons, menu toggle, social links). */
export const roundIconBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.round,
} as const;

/** A list of cards in `columns` columns on desktop, one on mobile. */
export const cardGrid = (columns: number) =>
  ({
    display: "grid",
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: "none",
    "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } },
  }) as const;
/** A small uppercase badge on a listing (its status, "Promotion"), white on the given colour. */
export const listingBadge = (background: string) =>
  ({
    display: "inline-block",
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    background,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.small,
    fontWeight: 700,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
  }) as const;

/** The small uppercase line above a title (a date, a step, "Auteur"). */
export const kickerText = {
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.accentDark,
} as const;

/** The site's pill-shaped button outline: primary border, bold label (each adds its own colours). */
export const pillButton = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: 600,
  cursor: "pointer",
} as const;

/** A row of buttons or links that wraps on a narrow screen (the ways on from a notice or an empty list). */
export const buttonRow = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
} as const;

/** A text field's box: bordered, white, at least a finger's height. */
export const fieldControl = {
  minHeight: "2.75rem",
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
} as const;

/** A text field with the keyboard focus: the border thickened in the primary colour. */
export const fieldFocus = { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } as const;

/** The tinted card beside a listing (price of a property, availability of a promotion). */
export const highlightCard = {
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight,
  borderTop: `4px solid ${vars.color.primary}`,
  "@media": { [mobile]: { padding: vars.space.md } },
} as const;

/** The small grey uppercase label at the top of such a card. */
export const cardLabel = {
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
} as const;

/** A link drawn as a centred pill with an icon (each adds its colours). */
export const linkButton = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  fontWeight: 600,
  textAlign: "center",
  textDecoration: "none",
} as const;

/** That link in the primary colour: a listing's contact button. */
export const primaryLinkButton = {
  ...linkButton,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { "&:hover": { background: vars.color.primaryDark, color: vars.color.onPrimary } },
} as const;

/** A white rounded card, as tall as its row, its content in a column (listings, team members). */
export const cardBox = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
} as const;

/** A page of results (listings, promotions): header, toolbar and list stacked. */
export const resultsPage = {
  display: "grid",
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xxl,
  "@media": { [mobile]: { gap: vars.space.md } },
} as const;

/** The grid of a property or promotion page: one column on a phone, details and a side column on desktop. */
export const listingLayout = {
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
} as const;

/** The desktop columns of that grid: details, and a side column of 18 to 22rem. */
export const listingColumns = "minmax(0, 1fr) minmax(18rem, 22rem)";
