import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { fieldControl, fieldFocus, pillButton, visuallyHiddenBox } from "~/styles/fragments";

/** The white panel around a form on a page of its own (contact, valuation, survey). */
export const card = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  "@media": { [mobile]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

/** Two columns on desktop, one on mobile; `wide` fields span both. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.md} ${vars.space.lg}`,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const wide = style({ gridColumn: "1 / -1" });

/** An empty cell that keeps a half-width field alone on its row on desktop; nothing on mobile. */
export const spacer = style({ "@media": { [mobile]: { display: "none" } } });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

const control = {
  ...fieldControl,
  width: "100%",
  transition: "border-color 0.15s ease, box-shadow 0.15s ease",
} as const;

export const input = style({
  ...control,
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    "&:focus-visible": fieldFocus,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});

export const textarea = style([input, { minHeight: "8rem", resize: "vertical", lineHeight: 1.5 }]);

export const select = style([
  input,
  {
    appearance: "none",
    paddingRight: "2.25rem",
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234f5b66' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: "no-repeat",
    backgroundPosition: "right 0.75rem center",
  },
]);

export const error = style({
  margin: 0,
  display: "flex",
  gap: vars.space.xs,
  alignItems: "baseline",
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  "::before": {
    // A mark to see, not to hear: its alternative text is empty, so the error reads as its words alone
    // (a field's description was "! Veuillez…"); browsers without that syntax keep the first value.
    content: ['"!"', '"!" / ""'],
    flex: "none",
    display: "inline-grid",
    placeItems: "center",
    width: "1.1em",
    height: "1.1em",
    borderRadius: vars.radius.round,
    background: vars.color.danger,
    color: vars.color.onPrimary,
    fontSize: "0.75em",
    lineHeight: 1,
  },
});

export const checkRow = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.sm,
  alignItems: "start",
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.15rem 0 0",
  accentColor: vars.color.primary,
  cursor: "pointer",
});

export const checkLabel = style({ cursor: "pointer" });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600, color: vars.color.text });

/** Radio buttons drawn as pills that wrap. */
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const choice = style({ position: "relative", display: "inline-flex" });

export const choiceInput = style({
  position: "absolute",
  opacity: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  cursor: "pointer",
});

export const choiceLabel = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.round,
  background: vars.color.background,
  cursor: "pointer",
  userSelect: "none",
  transition: "background 0.15s ease, border-color 0.15s ease",
  selectors: {
    [`${choiceInput}:hover + &`]: { borderColor: vars.color.primary, background: vars.color.primaryLight },
    [`${choiceInput}:checked + &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 600,
    },
    [`${choiceInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" },
    // The radio group in error (its fieldset) marks each of its choices.
    [`[aria-invalid="true"] ${choiceInput} + &`]: { borderColor: vars.color.danger },
  },
});

export const slider = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.md,
});

export const range = style({
  width: "100%",
  accentColor: vars.color.primary,
  cursor: "pointer",
  minHeight: "2.75rem",
});

// Without scripts the slider cannot update the number beside it: only the number field shows.
globalStyle(`html:not([data-js]) ${range}`, { display: "none" });
globalStyle(`html:not([data-js]) ${slider}`, { gridTemplateColumns: "auto" });

export const sliderValue = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

export const numberInput = style([input, { width: "7.5rem", textAlign: "right", fontVariantNumeric: "tabular-nums" }]);

export const unit = style({ color: vars.color.textMuted, minWidth: "1.5rem" });

export const bounds = style({
  display: "flex",
  justifyContent: "space-between",
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
globalStyle(`html:not([data-js]) ${bounds}`, { display: "none" });

export const alert = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: "4px",
  borderRadius: vars.radius.sm,
  background: vars.color.dangerLight,
  color: vars.color.text,
});

export const alertText = style({ margin: 0 });

export const requiredNote = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  marginTop: vars.space.lg,
});

/** A step's buttons, in reading order: going back on the left, going on at the right. */
export const actionsSpread = style([actions, { justifyContent: "space-between" }]);

const buttonBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  ...pillButton,
  textDecoration: "none",
  transition: "background 0.15s ease, border-color 0.15s ease, color 0.15s ease",
} as const;

export const primaryButton = style({
  ...buttonBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    "&:hover": { background: vars.color.primaryDark, borderColor: vars.color.primaryDark, color: vars.color.onPrimary },
    "&:disabled": { cursor: "progress", opacity: 0.75 },
  },
});

export const secondaryButton = style({
  ...buttonBase,
  background: vars.color.background,
  color: vars.color.primary,
  selectors: {
    "&:hover": { background: vars.color.primaryLight, color: vars.color.primaryDark },
    "&:disabled": { cursor: "progress", opacity: 0.75 },
  },
});

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

export const buttonSpinner = style({
  width: "1em",
  height: "1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: vars.radius.round,
  animation: `${turn} 0.8s linear infinite`,
});

export const honeypot = style({ display: "none" });

export const pendingStatus = style(visuallyHiddenBox);

/** The note beside a send button on who receives the data (FormPrivacyNote): small, muted, readable. */
export const privacyNote = style({
  margin: `${vars.space.lg} 0 0`,
  maxWidth: "44rem",
  fontSize: vars.fontSize.small,
  lineHeight: 1.5,
  color: vars.color.textMuted,
});

export const privacyNoteLink = style({ fontWeight: 600, whiteSpace: "nowrap" });
