import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

/** The alert's form under a list: a quiet panel, the address and the frequency side by side on desktop. */
export const section = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { padding: vars.space.md } },
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.large });

export const lead = style({ margin: 0 });

export const summary = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontWeight: 600,
  overflowWrap: "anywhere",
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)",
  gap: `${vars.space.md} ${vars.space.lg}`,
  alignItems: "start",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
