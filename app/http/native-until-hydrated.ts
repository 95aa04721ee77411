/**
 * Until React has hydrated the page, the visitor's taps, clicks and keys act as they do without
 * scripts (a link is followed, a form is sent by the browser), unseen by React.
 *
 * React 18 answers such an event, reaching a page it is still hydrating, by hydrating the whole
 * document at once, synchronously. Remix's RemixBrowser waits (suspends) on its first render until
 * the page's data is decoded; a synchronous render cannot wait, so React gives up: « Root did not
 * complete » (its error #345), the server's markup thrown away for a client render. On a slow phone
 * that window lasts seconds. The events for which React hydrates at once (its list, React 18.3) are
 * stopped at the window, in the capture phase, before they reach React's listeners on the document;
 * none is prevented, so what the browser does with it goes on. They reach React again once the root
 * has marked <html data-hydrated> (app/root.tsx).
 */
const EVENTS_THAT_HYDRATE = (
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend " +
  "dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change " +
  "contextmenu reset submit"
).split(" ");

/**
 * Called before hydrateRoot: events of the visitor stay native until <html data-hydrated> is set.
 * The listeners stay, in the capture phase (a touch listener on the window is passive whatever it
 * says); from then on they let every event through.
 */
export function keepEventsNativeUntilHydrated(): void {
  const root = document.documentElement;
  const unseen = (event: Event) => {
    if (!root.dataset.hydrated) event.stopPropagation();
  };
  for (const type of EVENTS_THAT_HYDRATE) addEventListener(type, unseen, true);
}
