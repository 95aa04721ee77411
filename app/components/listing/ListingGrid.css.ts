import { style } from "@vanilla-extract/css";
import { cardGrid } from "~/styles/fragments";

export const grid = style(cardGrid(2));

export const item = style({ minWidth: 0 });
