import { style } from "@vanilla-extract/css";

/** A value too long for its column (an amount with the kind of deposit) breaks only where nothing else fits. */
export const section = style({ overflowWrap: "break-word" });
