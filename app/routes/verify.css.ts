import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: "48rem" });

export const lead = style({ margin: 0, fontSize: vars.fontSize.large });

/** The field's label over it, the field as wide as the column, the button below. */
export const form = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

globalStyle(`${form} > label`, { fontWeight: 700 });

globalStyle(`${form} > input`, {
  width: "100%",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: "inherit",
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/** Green edge when the listing is the agency's, red otherwise (and a border that forced colours keep). */
export const result = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `0.5rem solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  selectors: { "&[data-ours]": { borderLeftColor: vars.color.success } },
});

globalStyle(`${result} > h2`, { marginTop: 0 });

export const rules = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface });

globalStyle(`${rules} > h2`, { marginTop: 0 });
