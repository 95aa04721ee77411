import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const pictureMask = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
    "stroke-linecap='round' stroke-linejoin='round'><rect x='3' y='3' width='18' height='18' rx='2'/>" +
    "<circle cx='8.5' cy='8.5' r='1.5'/><path d='m21 15-5-5L5 21'/></svg>",
)}")`;

/**
 * A picture icon drawn by the style sheet in the middle of its box: behind an image, seen while it
 * loads or if it fails, or alone where a listing has no photo.
 */
export const pictureIcon = style({
  position: "relative",
  "::before": {
    content: '""',
    position: "absolute",
    inset: 0,
    margin: "auto",
    width: 40,
    height: 40,
    backgroundColor: vars.color.textMuted,
    maskImage: pictureMask,
    maskRepeat: "no-repeat",
  },
});

/** The box of a picture, with the icon behind it. */
export const frame = style([pictureIcon, { display: "block", overflow: "hidden", background: vars.color.surface }]);

export const image = style({
  position: "relative",
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

globalStyle(`${frame}[data-broken] ${image}`, { visibility: "hidden" });
