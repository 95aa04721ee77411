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
  "@media": { [desktop]: { gridArea: "header" } },
});

export const updated = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const intro = style({ maxWidth: "44rem", fontSize: vars.fontSize.large });
globalStyle(`${intro} > p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${intro} sup`, { lineHeight: 0 });

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

export const tocLink = style({ lineHeight: 1.4 });

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
