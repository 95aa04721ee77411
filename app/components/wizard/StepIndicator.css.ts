import { style } from "@vanilla-extract/css";
import { desktop, mobile, vars } from "~/styles/theme.css";
import { visuallyHiddenBox } from "~/styles/fragments";

export const nav = style({ margin: `0 0 ${vars.space.lg}` });

export const list = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "nowrap",
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.small,
  padding: 0,
  listStyle: "none",
  "@media": {
    [mobile]: { flexWrap: "nowrap", alignItems: "flex-start", gap: 0, justifyContent: "space-between" },
  },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  "@media": {
    [desktop]: {
      selectors: {
        // Separators between steps on desktop.
        "& + &::before": {
          content: '""',
          display: "block",
          flex: "none",
          width: "1.25rem",
          height: "2px",
          borderRadius: "1px",
          background: vars.color.border,
        },
        '&[data-state="done"] + &::before, &[data-state="current"]::before': { background: vars.color.primary },
      },
    },
    [mobile]: {
      position: "relative",
      flex: "1 1 0",
      justifyContent: "center",
      selectors: {
        // Lines joining the circles on mobile, drawn behind them.
        "& + &::before": {
          content: '""',
          position: "absolute",
          top: "calc(1.25rem - 1px)",
          right: "50%",
          width: "100%",
          height: "2px",
          background: vars.color.border,
        },
        '&[data-state="done"]::before, &[data-state="current"]::before': { background: vars.color.primary },
      },
    },
  },
});

export const step = style({
  position: "relative",
  zIndex: 1,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: {
    [`${item}[data-state="done"] &`]: { color: vars.color.primary },
    [`${item}[data-state="done"] &:hover`]: { background: vars.color.primaryLight, color: vars.color.primaryDark },
    [`${item}[data-state="current"] &`]: {
      background: vars.color.primaryLight,
      color: vars.color.primaryDark,
      fontWeight: 700,
    },
  },
  "@media": {
    [mobile]: {
      padding: 0,
      selectors: {
        [`${item}[data-state="current"] &`]: { background: "transparent" },
        [`${item}[data-state="done"] &:hover`]: { background: "transparent" },
      },
    },
  },
});

export const marker = style({
  display: "inline-grid",
  placeItems: "center",
  flex: "none",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  selectors: {
    [`${item}[data-state="done"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${item}[data-state="current"] &`]: {
      borderColor: vars.color.primaryDark,
      background: vars.color.primaryDark,
      color: vars.color.onPrimary,
    },
  },
  "@media": {
    [mobile]: {
      width: "2.5rem",
      height: "2.5rem",
      selectors: {
        [`${item}[data-state="current"] &`]: {
          background: vars.color.background,
          color: vars.color.primaryDark,
          boxShadow: `0 0 0 4px ${vars.color.primaryLight}`,
        },
      },
    },
  },
});

export const icon = style({ display: "none", "@media": { [mobile]: { display: "inline-grid" } } });

export const glyph = style({
  display: "inline-grid",
  placeItems: "center",
  "@media": { [mobile]: { display: "none" } },
});

export const title = style({
  lineHeight: 1.25,
  "@media": {
    [mobile]: visuallyHiddenBox,
  },
});
