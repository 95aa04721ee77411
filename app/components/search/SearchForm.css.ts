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

/** A text or date field of the form, styled through its wrapper: no class of its own in the scripts. */
const field = {
  minHeight: "2.75rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
} as const;

// Its input styled through the wrapper: no class of its own in the scripts every page loads.
globalStyle(`${words} > input`, field);

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

/**
 * The "more criteria" group, the width of the form below its filters, before the button in the
 * page's order: on a wide screen it takes the second row (the button stays at the end of the first),
 * on a narrow one it comes between the filters and the button. Its two sets of check boxes stand
 * side by side where they fit. Its parts are styled through it.
 */
export const more = style({
  gridColumn: "1 / -1",
  gridRow: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [narrow]: { gridRow: "auto" } },
});

globalStyle(`${more} > summary`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  cursor: "pointer",
});

globalStyle(`${more} > div`, {
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

globalStyle(`${more} fieldset`, {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 12rem), 1fr))",
  alignContent: "start",
  alignItems: "start",
  gap: vars.space.xs,
  flex: "1 1 20rem",
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

globalStyle(`${more} legend`, { marginBottom: vars.space.xs, fontWeight: 700 });

globalStyle(`${more} label`, { display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem" });

globalStyle(`${more} input[type="checkbox"]`, { width: "1.25rem", height: "1.25rem", margin: 0, flex: "none" });

/** The day's label over its field. */
globalStyle(`${more} fieldset > div`, { display: "grid", gap: vars.space.xs, alignContent: "start" });

globalStyle(`${more} input[type="date"]`, field);

globalStyle(`${more} p`, {
  gridColumn: "1 / -1",
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const valuation = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
