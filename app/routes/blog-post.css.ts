import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { cardGrid, kickerText } from "~/styles/fragments";

export const page = style({ paddingBlock: vars.space.lg, "@media": { [mobile]: { paddingBlock: vars.space.md } } });

export const column = style({ maxWidth: "46rem", marginInline: "auto" });

export const header = style({ marginBlock: `${vars.space.lg} ${vars.space.xl}` });

export const date = style({ ...kickerText, margin: `0 0 ${vars.space.sm}` });

export const title = style({ fontSize: "clamp(1.75rem, 4vw, 2.5rem)" });

export const byline = style({ display: "flex", alignItems: "center", gap: vars.space.sm, marginTop: vars.space.md });
export const bylineText = style({ display: "flex", flexDirection: "column", lineHeight: 1.3 });
export const bylineName = style({ fontWeight: 700 });
export const bylineRole = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** The post's own HTML. */
/** The line that says the post is only in French, on a German or English page. */
export const notice = style({
  margin: `0 0 ${vars.space.lg}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontStyle: "italic",
});

export const prose = style({ fontSize: vars.fontSize.large, lineHeight: 1.7, overflowWrap: "break-word" });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} h2`, { marginTop: vars.space.xl, fontSize: vars.fontSize.h2 });
globalStyle(`${prose} h3, ${prose} h4`, { marginTop: vars.space.lg, fontSize: vars.fontSize.h3 });
globalStyle(`${prose} li`, { marginBottom: vars.space.xs });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${prose} blockquote`, {
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontStyle: "italic",
});
globalStyle(`${prose} img`, { height: "auto", borderRadius: vars.radius.md });

export const after = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, marginTop: vars.space.xl });

export const back = style({ margin: 0, fontWeight: 700 });

export const related = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const relatedList = style(cardGrid(3));
