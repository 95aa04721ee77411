import { style } from "@vanilla-extract/css";
import { listingBadge } from "~/styles/fragments";
import { vars } from "~/styles/theme.css";

export const banner = style(listingBadge(vars.color.danger));
