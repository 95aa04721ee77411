import { style } from "@vanilla-extract/css";

/** Long values (an amount with the kind of deposit) wrap instead of overflowing on phones. */
export const section = style({ overflowWrap: "anywhere" });
