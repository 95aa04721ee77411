import { useFetcher } from "@remix-run/react";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { visuallyHidden } from "~/styles/global.css";
import { FavouriteFields } from "./FavouriteButton";
import * as css from "./FavouriteButton.css";
import { favouriteTexts } from "./FavouriteButton.texts";

/** Removes a kept reference whose listing is gone (favourites page). */
export function FavouriteRemoveButton({ reference }: { reference: string }) {
  const fetcher = useFetcher();
  const texts = useTexts(favouriteTexts);
  const local = useLocalPath();
  return (
    <fetcher.Form method="post" action={local("/favoris")} className={css.form} data-variant="page">
      <FavouriteFields reference={reference} intent="retirer" />
      <button type="submit" className={css.button} disabled={fetcher.state !== "idle"}>
        {texts.remove}
        <span className={visuallyHidden}>{texts.reference(reference)}</span>
      </button>
    </fetcher.Form>
  );
}
