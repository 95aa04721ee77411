import { style } from "@vanilla-extract/css";
import { mobile, vars } from "~/styles/theme.css";
import { cardGrid, kickerText } from "~/styles/fragments";

export const page = style({ paddingBlock: vars.space.xl, "@media": { [mobile]: { paddingBlock: vars.space.lg } } });

export const intro = style({ maxWidth: "48rem", marginBottom: vars.space.xl });

export const kicker = style({ ...kickerText, margin: `0 0 ${vars.space.xs}`, letterSpacing: "0.08em" });

export const lead = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.textMuted });

export const list = style(cardGrid(2));

export const featured = style({ gridColumn: "1 / -1" });

export const empty = style({ padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surface });
