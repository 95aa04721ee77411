import { createGlobalTheme } from "@vanilla-extract/css";
import { palette } from "./palette";

/** Width at and below which the site uses its mobile layout (product §9). */
export const MOBILE_MAX_WIDTH = 760;
export const mobile = `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`;
export const desktop = `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

export const vars = createGlobalTheme(":root", {
  color: {
    // Deep lake blue and a warm sandstone accent; text colours meet WCAG AA on their backgrounds.
    primary: palette.primary,
    primaryDark: "#08334b",
    primaryLight: "#e6f0f5",
    accent: "#b7792f",
    accentDark: "#8a5718",
    text: "#1d2329",
    textMuted: "#4f5b66",
    background: palette.background,
    surface: "#f5f7f8",
    border: "#d5dde3",
    danger: "#b3261e",
    dangerLight: "#fde8e6",
    warning: "#8a6100",
    warningLight: "#fff4d6",
    success: "#1e6b3a",
    successLight: "#e3f4e8",
    onPrimary: "#ffffff",
    overlay: "rgba(8, 30, 45, 0.55)",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: {
    small: "0.875rem",
    body: "1rem",
    large: "1.125rem",
    h3: "1.25rem",
    h2: "1.625rem",
    h1: "2.25rem",
    hero: "clamp(2rem, 5vw, 3.5rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", round: "999px" },
  shadow: {
    card: "0 1px 3px rgba(16, 24, 32, 0.12), 0 4px 12px rgba(16, 24, 32, 0.06)",
    raised: "0 8px 30px rgba(16, 24, 32, 0.2)",
  },
  layout: { maxWidth: "1200px", headerHeight: "4.5rem" },
  z: { header: "50", drawer: "60", modal: "70", toast: "80" },
});
