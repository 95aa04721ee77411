import { useFetcher } from "@remix-run/react";
import { visuallyHidden } from "~/styles/global.css";
import { FavouriteFields } from "./FavouriteButton";
import * as css from "./FavouriteButton.css";

/** Removes a kept reference whose listing is gone (favourites page). */
export function FavouriteRemoveButton({ reference }: { reference: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/favoris" className={css.form} data-variant="page">
      <FavouriteFields reference={reference} intent="retirer" />
      <button type="submit" className={css.button} disabled={fetcher.state !== "idle"}>
        Retirer de mes favoris<span className={visuallyHidden}> : référence {reference}</span>
      </button>
    </fetcher.Form>
  );
}
