import { useLocation } from "@remix-run/react";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's markup (and the hydration that matches it), true once scripts run. */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The hidden fields every favourites form posts: the reference, what to do, the page to come back
 * to without scripts, and, once scripts run, the wish for an answer in data rather than a redirect.
 */
export function FavouriteFields({ reference, intent }: { reference: string; intent: "ajouter" | "retirer" }) {
  const { pathname, search } = useLocation();
  const scripted = useScripted();
  return (
    <>
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="retour" value={`${pathname}${search}`} />
      {scripted ? <input type="hidden" name="reponse" value="donnees" /> : null}
    </>
  );
}
