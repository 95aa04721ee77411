import { PrefetchPageLinks, useNavigate, type NavigateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PAGE_LINK_ATTRIBUTE, pageLinkAsks } from "./PageLink";

/** How long the pointer rests on a link before its page is prefetched (as Remix's `prefetch="intent"`). */
const INTENT_DELAY_MS = 100;

/** The page link of the site an event happened in, when it leads to this site; null otherwise. */
function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`) : null;
  return anchor?.origin === window.location.origin ? anchor : null;
}

/** Whether the browser should follow the click itself (a new tab, a download, a click handled already). */
function leftToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target !== "" && anchor.target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

const path = (place: Location | HTMLAnchorElement) => place.pathname + place.search + place.hash;

/**
 * Follows the clicks on the document's page links with `navigate`, and tells `prefetch` which page
 * a link marked "intent" leads to while the pointer rests on it or it has the focus (null when it
 * leaves). Returns how to stop.
 */
function followPageLinks(navigate: NavigateFunction, prefetch: (page: string | null) => void): () => void {
  function follow(event: MouseEvent) {
    const anchor = pageLinkOf(event.target);
    if (!anchor || leftToBrowser(event, anchor)) return;
    event.preventDefault();
    navigate(path(anchor), {
      replace: pageLinkAsks(anchor, "replace") || path(anchor) === path(window.location),
      preventScrollReset: pageLinkAsks(anchor, "keep-scroll"),
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Listened to while they go down to the element (capture): entering or leaving a link itself, not
  // its parts (its icon, its text), starts or stops the wait.
  function hover(event: Event) {
    const anchor = event.target;
    if (!(anchor instanceof HTMLAnchorElement) || pageLinkOf(anchor) !== anchor) return;
    clearTimeout(timer);
    if (event.type === "pointerleave" || event.type === "focusout") prefetch(null);
    else if (pageLinkAsks(anchor, "intent"))
      timer = setTimeout(() => prefetch(anchor.pathname + anchor.search), INTENT_DELAY_MS);
  }
  const hovers = ["pointerenter", "focusin", "pointerleave", "focusout"];
  document.addEventListener("click", follow);
  for (const type of hovers) document.addEventListener(type, hover, true);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("click", follow);
    for (const type of hovers) document.removeEventListener(type, hover, true);
  };
}

/**
 * Once in the root, with scripts: a click on a `PageLink` shows the next page without reloading the
 * document (what Remix's `<Link>` does for each link), and a link marked `prefetch="intent"` loads the
 * next page's scripts and data while the pointer rests on it or it has the focus. Handlers of the
 * link's own (`onClick`) run first and may cancel the navigation.
 */
export function PageLinkNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => followPageLinks(navigate, setIntent), [navigate]);
  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
