import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Up to this width the form stacks its filters and the button goes below them (SearchForm.css). */
export const narrow = "screen and (max-width: 1000px)";

export const dropdown = style({ position: "relative", minWidth: 0 });

export const button = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateRows: "auto auto",
  alignItems: "center",
  columnGap: vars.space.sm,
  minHeight: "3.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  cursor: "pointer",
  listStyle: "none",
  transition: "border-color 0.15s, box-shadow 0.15s",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { borderColor: vars.color.primary },
    [`${dropdown}[open] > &`]: { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const loading = style({ cursor: "progress", gridTemplateColumns: "1fr auto", gridTemplateRows: "auto" });

export const label = style({
  gridColumn: 1,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.05em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

/**
 * What is chosen, whole: a value too long for the button (a reader's own text spacing, a long name) goes on
 * a second line rather than being cut short (WCAG 1.4.12).
 */
export const value = style({
  gridColumn: 1,
  minWidth: 0,
  overflowWrap: "anywhere",
  fontWeight: 600,
  selectors: { "&[data-placeholder]": { fontWeight: 400, color: vars.color.textMuted } },
});

export const chevron = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  color: vars.color.primary,
  transition: "transform 0.2s",
  selectors: { [`${dropdown}[open] &`]: { transform: "rotate(180deg)" } },
});

export const panel = style({
  position: "absolute",
  zIndex: 20,
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  width: "max(100%, 20rem)",
  padding: vars.space.sm,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  textAlign: "left",
  // Where the button sits below the filters, the open list pushes it down instead of covering it.
  "@media": {
    [narrow]: { position: "static", width: "100%", marginTop: vars.space.xs, boxShadow: vars.shadow.card },
  },
});

/** The type-ahead box needs scripts: hidden when they do not run. */
export const typeAhead = style({
  width: "100%",
  marginBottom: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    ":root:not([data-js]) &": { display: "none" },
    "&:focus": { borderColor: vars.color.primary, background: vars.color.background },
  },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

/** At most 48 height units (12rem) before scrolling (product §9). */
export const list = style({
  maxHeight: "12rem",
  overflowY: "auto",
  margin: 0,
  padding: 0,
  listStyle: "none",
  overscrollBehavior: "contain",
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.primaryLight } },
});

globalStyle(`${option}:has(input:checked)`, { fontWeight: 600, color: vars.color.primaryDark });

export const input = style({
  flexShrink: 0,
  width: "1.125rem",
  height: "1.125rem",
  margin: 0,
  accentColor: vars.color.primary,
});

export const note = style({
  margin: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
