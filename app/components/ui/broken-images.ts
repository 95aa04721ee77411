/**
 * Images that failed before the page was hydrated never fire React's onError:
 * flag their frame so the placeholder icon shows, as it does for later failures.
 */
export function markBrokenImages(root: ParentNode) {
  root.querySelectorAll<HTMLImageElement>("[data-safe-image] img").forEach((img) => {
    if (img.complete && img.naturalWidth === 0) img.parentElement?.setAttribute("data-broken", "true");
  });
}
