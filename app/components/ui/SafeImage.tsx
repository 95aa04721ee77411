import { useState, type ImgHTMLAttributes } from "react";
import { frame, image } from "./SafeImage.css";

type Props = ImgHTMLAttributes<HTMLImageElement> & { alt: string; width: number; height: number };

/**
 * An image with fixed dimensions over a picture icon, which shows while it loads and when it fails
 * to load.
 * Failures that happen before hydration are caught by `markBrokenImages` below, which the root runs
 * once hydrated.
 */
export function SafeImage({ className, onError, ...props }: Props) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={[frame, className].filter(Boolean).join(" ")} data-safe-image="" data-broken={broken || undefined}>
      {/* `alt` is required by Props and comes in the spread, where the callers put it. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text */}
      <img
        {...props}
        className={image}
        onError={(event) => {
          setBroken(true);
          onError?.(event);
        }}
      />
    </span>
  );
}

/**
 * Images that failed before the page was hydrated never fire React's onError:
 * flag their frame so the placeholder icon shows, as it does for later failures.
 */
export function markBrokenImages(root: ParentNode) {
  root.querySelectorAll<HTMLImageElement>("[data-safe-image] img").forEach((img) => {
    if (img.complete && img.naturalWidth === 0) img.parentElement?.setAttribute("data-broken", "true");
  });
}
