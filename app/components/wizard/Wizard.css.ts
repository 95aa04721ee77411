import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { kickerText, visuallyHiddenBox } from "~/styles/fragments";

export const page = style({
  maxWidth: "62rem",
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  "@media": { [mobile]: { paddingBlock: vars.space.lg } },
});

export const header = style({ marginBottom: vars.space.lg });

export const lead = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.textMuted, maxWidth: "44rem" });

export const stepTitle = style({ marginBottom: vars.space.lg });

export const stepNumber = style({
  ...kickerText,
  display: "block",
  marginBottom: vars.space.xs,
  fontFamily: vars.font.body,
});

export const stepNumberSeparator = style(visuallyHiddenBox);

export const introduction = style({ marginBottom: vars.space.lg });

export const howList = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  paddingLeft: vars.space.lg,
});
globalStyle(`${howList} li::marker`, { color: vars.color.accentDark, fontWeight: 700 });

export const start = style({ margin: 0 });

export const reasons = style({
  marginTop: vars.space.xxl,
  "@media": { [mobile]: { marginTop: vars.space.xl } },
});

export const reasonList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const reason = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderTop: `3px solid ${vars.color.accent}`,
});

export const reasonTitle = style({ marginBottom: vars.space.sm });

export const privacy = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** The survey's questions, one under the other. */
export const questions = style({ display: "grid", gap: vars.space.lg });

export const subheading = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
