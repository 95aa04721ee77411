import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const form = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const actions = style({ margin: `${vars.space.lg} 0 0` });

export const results = style({ display: "grid", gap: vars.space.lg });

export const placeholder = style({ margin: 0, color: vars.color.textMuted });

export const result = style({});

export const costs = style({});

export const resultHeading = style({ fontSize: vars.fontSize.h3, marginTop: 0 });

export const table = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${table} th`, { textAlign: "left", fontWeight: "inherit", paddingRight: vars.space.md });
globalStyle(`${table} td`, { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

export const caption = style({ textAlign: "left", paddingBottom: vars.space.sm, color: vars.color.textMuted });

export const totalRow = style({ fontWeight: 700, borderTop: `2px solid ${vars.color.text}` });

export const verdictOk = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.successLight,
  color: vars.color.success,
  fontWeight: 600,
});

export const verdictNo = style([verdictOk, { background: vars.color.warningLight, color: vars.color.warning }]);

export const reasons = style({ paddingLeft: vars.space.lg });

export const note = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const canton = style({ marginTop: vars.space.md });

export const cantonHeading = style({ fontSize: vars.fontSize.body, margin: `0 0 ${vars.space.xs}` });

export const source = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0 0`,
});
