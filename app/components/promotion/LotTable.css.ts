import { globalStyle, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { visuallyHiddenBox } from "~/styles/fragments";

export const table = style({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "separate",
  borderSpacing: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.background,
  "@media": {
    [mobile]: { display: "block", border: 0, borderRadius: 0, overflow: "visible", background: "transparent" },
  },
});

export const caption = style({
  captionSide: "top",
  padding: `0 0 ${vars.space.sm}`,
  textAlign: "left",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  color: vars.color.primaryDark,
  "@media": { [mobile]: { display: "block" } },
});

export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const head = style({
  background: vars.color.surface,
  "@media": {
    // The column headers are read by screen readers; cards show self-explanatory values.
    [mobile]: visuallyHiddenBox,
  },
});

globalStyle(`${head} th`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
globalStyle(`${head} th${numeric}`, { textAlign: "right" });

export const row = style({
  selectors: { "&:hover": { background: vars.color.primaryLight } },
  "@media": {
    [mobile]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "baseline",
      columnGap: "0.4rem",
      marginBottom: vars.space.sm,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.background,
    },
  },
});

globalStyle(`${row} > th, ${row} > td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "middle",
  fontWeight: 400,
});
globalStyle(`${row} > td${numeric}`, { textAlign: "right" });
globalStyle(`tbody ${row}:first-child > th, tbody ${row}:first-child > td`, { borderTop: 0 });
globalStyle(`${row} > th, ${row} > td`, {
  "@media": { [mobile]: { display: "block", padding: 0, border: 0, textAlign: "left" } },
});

export const lot = style({ "@media": { [mobile]: { order: 1, flex: "1 0 calc(100% - 8rem)" } } });

export const lotLink = style({ fontWeight: 700, whiteSpace: "nowrap" });

export const lotName = style({
  display: "block",
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** On a phone, rooms, area and floor share one line: "4½ pièces · 128 m² bruts · Rez". */
const fact = { "@media": { [mobile]: { order: 3, marginTop: vars.space.xs } } } as const;
const separated = {
  "@media": {
    [mobile]: {
      order: 3,
      marginTop: vars.space.xs,
      selectors: { "&::before": { content: '"· "', color: vars.color.textMuted } },
    },
  },
} as const;
export const rooms = style(fact);
export const area = style(separated);
export const floor = style(separated);

export const price = style({
  whiteSpace: "nowrap",
  color: vars.color.primaryDark,
  "@media": { [mobile]: { order: 4, flex: "1 0 100%", marginTop: vars.space.xs } },
});
globalStyle(`${row} > td${price}`, { fontWeight: 700, "@media": { [mobile]: { textAlign: "left" } } });
globalStyle(`${row} > td${price}[data-empty]`, { fontWeight: 400, "@media": { [mobile]: { display: "none" } } });

export const availability = style({ "@media": { [mobile]: { order: 2, marginLeft: "auto" } } });

export const badge = style({
  display: "inline-block",
  padding: `0.125rem ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: "nowrap",
  selectors: {
    '&[data-tone="ok"]': { background: vars.color.successLight, color: vars.color.success },
    '&[data-tone="warning"]': { background: vars.color.warningLight, color: vars.color.warning },
    '&[data-tone="danger"]': { background: vars.color.dangerLight, color: vars.color.danger },
    '&[data-tone="muted"]': { background: vars.color.surface, color: vars.color.textMuted },
  },
});

globalStyle(`${table} > tbody`, { "@media": { [mobile]: { display: "block" } } });

/** The same column widths in every building's table. */
const columnWidths = ["34%", "12%", "15%", "12%", "14%", "13%"];
columnWidths.forEach((width, index) => {
  globalStyle(`${head} th:nth-child(${index + 1})`, { width });
});
