import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { portrait } from "./Kiosk.css";

/*
 * A flyer: the picture on the left (on top in portrait) with the QR code in its corner,
 * the details on a white sheet beside it.
 */

export const flyer = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  gridTemplateColumns: "56% 44%",
  background: vars.color.background,
  color: vars.color.text,
  "@media": { [portrait]: { gridTemplateColumns: "1fr", gridTemplateRows: "40% 60%" } },
});

export const visual = style({
  position: "relative",
  minHeight: 0,
  overflow: "hidden",
  background: vars.color.primaryLight,
});

export const photo = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });

export const noPhoto = style({
  position: "absolute",
  inset: 0,
  background: `linear-gradient(160deg, ${vars.color.primaryLight}, ${vars.color.surface})`,
});

export const tags = style({
  position: "absolute",
  top: "1em",
  left: "1em",
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5em",
  maxWidth: "calc(100% - 2em)",
});

const tagBase = style({
  padding: "0.3em 0.8em",
  borderRadius: vars.radius.round,
  fontSize: "0.9em",
  fontWeight: 700,
  boxShadow: vars.shadow.card,
});

export const tagStrong = style([tagBase, { background: vars.color.accentDark, color: vars.color.onPrimary }]);
export const tag = style([tagBase, { background: vars.color.background, color: vars.color.primaryDark }]);

export const qr = style({
  position: "absolute",
  right: "1em",
  bottom: "1em",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.35em",
  width: "8.4em",
  padding: "0.5em 0.5em 0.6em",
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
});

export const qrCode = style({ display: "block", width: "7.4em", height: "7.4em" });
globalStyle(`${qrCode} svg`, { width: "100%", height: "100%" });

export const qrCaption = style({
  fontSize: "0.7em",
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: "center",
  color: vars.color.primaryDark,
});

export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.55em",
  minHeight: 0,
  overflow: "hidden",
  padding: "1.4em 1.8em 1.2em",
  "@media": { [portrait]: { padding: "1.4em 1.6em 1.2em", gap: "0.7em" } },
});

/* Nothing in the sheet gives way silently: content that does not fit shows as overflow (tested). */
globalStyle(`${details} > *`, { flexShrink: 0 });

export const place = style({
  fontSize: "0.95em",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accentDark,
});

export const heading = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  fontFamily: vars.font.heading,
  fontSize: "1.9em",
  lineHeight: 1.15,
  color: vars.color.primaryDark,
});

export const subtitle = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  fontSize: "1.05em",
  color: vars.color.textMuted,
});

export const price = style({
  marginTop: "0.2em",
  fontSize: "1.9em",
  fontWeight: 800,
  color: vars.color.primary,
  fontVariantNumeric: "tabular-nums",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.4em 1.6em",
  paddingBlock: "0.6em",
  borderBlock: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: "flex", flexDirection: "column" });

export const factLabel = style({
  fontSize: "0.7em",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const factValue = style({ fontSize: "1.1em", fontWeight: 700, color: vars.color.primaryDark });

export const features = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "0.2em 1em",
  padding: 0,
  listStyle: "none",
  fontSize: "0.9em",
});

export const feature = style({ display: "flex", alignItems: "flex-start", gap: "0.4em" });

export const featureIcon = style({
  flexShrink: 0,
  width: "1em",
  height: "1em",
  marginTop: "0.15em",
  color: vars.color.success,
});

export const reference = style({
  marginTop: "auto",
  fontSize: "0.85em",
  fontWeight: 600,
  color: vars.color.textMuted,
});

/** The commune's small map, on the picture's bottom left as the QR code is on its right. */
export const placeMap = style({
  position: "absolute",
  left: "1em",
  bottom: "1em",
  width: "19em",
  padding: "0.4em",
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  fontSize: "0.7em",
});
