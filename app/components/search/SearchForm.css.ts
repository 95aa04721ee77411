import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { narrow } from "./FilterDropdown.css";

export const form = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  textAlign: "left",
  selectors: {
    '&[data-variant="hero"]': { boxShadow: vars.shadow.raised },
    '&[data-variant="bar"]': { border: `1px solid ${vars.color.border}` },
  },
  "@media": { [mobile]: { padding: vars.space.md } },
});

export const top = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

/** The words field (a form's own input): its label over it, as the filters' own, widening to what the row leaves. */
export const words = style({ display: "grid", gap: vars.space.xs, flex: "1 1 16rem", minWidth: 0 });

// Its input styled through the wrapper: no class of its own in the scripts every page loads.
globalStyle(`${words} > input`, {
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
});

globalStyle(`${words} > input:hover`, { borderColor: vars.color.primary });

export const mode = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(5, minmax(0, 1fr)) auto",
  gap: vars.space.sm,
  alignItems: "start",
  "@media": {
    [narrow]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
});

export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "3.5rem",
  padding: `0 ${vars.space.lg}`,
  // Transparent, yet drawn in a forced-colours theme, where the button's background is dropped.
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  cursor: "pointer",
  transition: "background-color 0.15s",
  selectors: {
    "&:hover": { background: vars.color.primaryDark },
    "&[aria-busy]": { cursor: "progress" },
  },
  "@media": { [narrow]: { gridColumn: "1 / -1" } },
});

export const valuation = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
