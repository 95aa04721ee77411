import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(1rem) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const blur = {
  background: vars.color.overlay,
  backdropFilter: "blur(4px)",
  WebkitBackdropFilter: "blur(4px)",
} as const;

/** Behind the window drawn by the server, until scripts make it modal (then ::backdrop). */
export const backdrop = style({
  ...blur,
  position: "fixed",
  inset: 0,
  zIndex: `calc(${vars.z.modal} - 1)`,
  animation: `${fade} 0.2s ease-out`,
});

export const dialog = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.z.modal,
  width: "min(46rem, calc(100vw - 2rem))",
  height: "fit-content",
  maxHeight: "calc(100dvh - 2rem)",
  margin: "auto",
  padding: 0,
  overflow: "auto",
  overscrollBehavior: "contain",
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${appear} 0.2s ease-out`,
  selectors: {
    "&::backdrop": { ...blur, animation: `${fade} 0.2s ease-out` },
  },
  "@media": {
    [mobile]: { width: "calc(100vw - 1rem)", maxHeight: "calc(100dvh - 1rem)", borderRadius: vars.radius.md },
  },
});

// The page behind the window does not scroll while it is open.
globalStyle(`html:has(${dialog}[open])`, { overflow: "hidden" });

export const panel = style({
  position: "relative",
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
  "@media": { [mobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}` } },
});

export const closeLink = style({
  position: "absolute",
  top: vars.space.md,
  right: vars.space.md,
  display: "inline-grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.round,
  color: vars.color.textMuted,
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.text } },
  "@media": { [mobile]: { top: vars.space.sm, right: vars.space.sm } },
});

export const title = style({ marginRight: vars.space.xl, marginBottom: vars.space.sm });

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const form = style({ marginTop: vars.space.lg });

export const summary = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const summaryImage = style({
  flex: "none",
  width: "8rem",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  "@media": { [mobile]: { width: "5.5rem" } },
});

export const summaryText = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: "0.125rem" });

export const summaryKind = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.primary,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const summaryRef = style({
  color: vars.color.textMuted,
  fontWeight: 400,
  textTransform: "none",
  letterSpacing: 0,
});

export const summaryName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.primaryDark,
});

export const summarySubtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const summaryPrice = style({ margin: 0, fontWeight: 700, color: vars.color.text });

/** The standalone contact page (scripts off, or a direct visit). */
export const page = style({
  maxWidth: "48rem",
  paddingBlock: vars.space.xl,
});

export const back = style({ display: "inline-block", marginBottom: vars.space.md });
