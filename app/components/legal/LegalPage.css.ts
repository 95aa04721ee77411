import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";

/**
 * Legal texts: a column of about 70 characters; on wide screens the table of contents
 * stays beside the text.
 */
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  "@media": {
    [desktop]: {
      gridTemplateColumns: "minmax(14rem, 17rem) minmax(0, 44rem)",
      gridTemplateAreas: '"header header" "toc body"',
      columnGap: vars.space.xxl,
      justifyContent: "center",
    },
    [mobile]: { gap: vars.space.lg, paddingBlock: vars.space.lg },
  },
});

export const header = style({
  maxWidth: "44rem",
  "@media": { [desktop]: { gridArea: "header", justifySelf: "center", width: "100%", maxWidth: "none" } },
});

export const updated = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const intro = style({ maxWidth: "44rem", fontSize: vars.fontSize.large });
globalStyle(`${intro} > p`, { margin: `0 0 ${vars.space.sm}` });

export const toc = style({
  alignSelf: "start",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [desktop]: {
      gridArea: "toc",
      position: "sticky",
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xl})`,
      overflowY: "auto",
    },
  },
});

export const tocTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  marginBottom: vars.space.sm,
});

export const tocList = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.small,
});

export const tocLink = style({ display: "inline-block", paddingBlock: "0.125rem" });

export const body = style({
  maxWidth: "44rem",
  "@media": { [desktop]: { gridArea: "body" } },
});

export const section = style({
  selectors: { "& + &": { marginTop: vars.space.xl } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.h3,
  paddingTop: vars.space.sm,
  selectors: { "&:focus": { outline: "none" } },
});

export const number = style({ color: vars.color.accentDark });

// Prose inside the sections.
globalStyle(`${section} p, ${section} ul, ${section} ol, ${section} dl, ${section} address`, {
  margin: `0 0 ${vars.space.md}`,
  lineHeight: 1.65,
});
globalStyle(`${section} address`, { fontStyle: "normal" });
globalStyle(`${section} ul, ${section} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${section} li + li`, { marginTop: vars.space.xs });
globalStyle(`${section} h3`, {
  fontSize: vars.fontSize.body,
  fontFamily: vars.font.body,
  fontWeight: 700,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});
globalStyle(`${section} a`, { overflowWrap: "anywhere" });

/** A short text page (confirmation, notice) sharing the legal pages' column. */
export const notice = style({
  maxWidth: "44rem",
  paddingBlock: vars.space.xxl,
  "@media": { [mobile]: { paddingBlock: vars.space.xl } },
});

export const noticeLead = style({ fontSize: vars.fontSize.large });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: "none",
});

export const primaryAction = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryDark, color: vars.color.onPrimary } },
});

export const secondaryAction = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark } },
});
