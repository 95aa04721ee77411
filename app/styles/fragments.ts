/**
 * Style fragments shared by several components: plain objects spread into their `style()` calls,
 * so that each place keeps its own class and adds what is its own.
 */
/** Out of sight but read by screen readers: a 1px clipped box (see `visuallyHidden` in global.css). */
export const visuallyHiddenBox = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;
