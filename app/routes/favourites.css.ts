import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xxl,
});

export const header = style({ display: "grid", gap: vars.space.xs });

export const title = style({ margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: "48rem" });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const allLink = style({ fontWeight: 700 });

export const goneSection = style({ display: "grid", gap: vars.space.sm });

export const goneList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const gone = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const goneText = style({ margin: 0 });

/** Under a kept rent listing: its rental application, a plain link. */
export const application = style({
  display: "inline-block",
  marginTop: vars.space.sm,
  fontWeight: 700,
});
