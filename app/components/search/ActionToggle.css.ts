import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const toggle = style({ display: "inline-flex", position: "relative" });

/** The checkbox stays in the page for keyboards and screen readers; the track is what is seen. */
export const input = style({
  position: "absolute",
  zIndex: 1,
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const track = style({
  position: "relative",
  display: "inline-grid",
  gridTemplateColumns: "1fr 1fr",
  padding: "3px",
  borderRadius: vars.radius.round,
  background: vars.color.primaryLight,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    // The sliding pill under the active word.
    "&::before": {
      content: '""',
      position: "absolute",
      top: "3px",
      bottom: "3px",
      left: "3px",
      width: "calc(50% - 3px)",
      borderRadius: vars.radius.round,
      background: vars.color.primary,
      boxShadow: vars.shadow.card,
      transition: "transform 0.2s ease",
      transform: "translateX(100%)",
    },
    [`${input}:checked + &::before`]: { transform: "translateX(0)" },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" },
  },
});

export const option = style({
  position: "relative",
  minWidth: "6.5rem",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: "center",
  fontWeight: 700,
  color: vars.color.primaryDark,
  transition: "color 0.2s",
});

// Without scripts the checkbox changes alone: the active word follows it in CSS.
globalStyle(`${input}:checked + ${track} ${option}[data-side="buy"]`, { color: vars.color.onPrimary });
globalStyle(`${input}:not(:checked) + ${track} ${option}[data-side="rent"]`, { color: vars.color.onPrimary });
