/**
 * The site's main colours as plain values, for what cannot read CSS variables (the web manifest,
 * the theme-color meta); the theme (theme.css.ts) takes them from here.
 */
export const palette = {
  primary: "#0d4a6b",
  background: "#ffffff",
} as const;
