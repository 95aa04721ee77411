import { useFetcher } from "@remix-run/react";
import { visuallyHidden } from "~/styles/global.css";
import { HeartIcon } from "../ui/icons";
import { FavouriteFields } from "./FavouriteFields";
import { useFavourites } from "./useFavourites";
import * as css from "./FavouriteButton.css";

type Props = {
  /** The listing's reference. */
  reference: string;
  /** Named for screen readers, since a list holds many such buttons. */
  title: string;
  variant?: "card" | "page";
};

/**
 * "Garder" / "Gardé": keeps a listing in the visitor's favourites (a cookie, no account). A POST
 * form to /favoris: without scripts the answer (303) brings the visitor back to this page; with
 * scripts the button toggles in place and shows the new state at once.
 */
export function FavouriteButton({ reference, title, variant = "card" }: Props) {
  const favourites = useFavourites();
  const fetcher = useFetcher({ key: `favori-${reference}` });

  const pending = fetcher.formData?.get("intent");
  const saved = typeof pending === "string" ? pending === "ajouter" : favourites.includes(reference);
  return (
    <fetcher.Form method="post" action="/favoris" className={css.form} data-variant={variant}>
      <FavouriteFields reference={reference} intent={saved ? "retirer" : "ajouter"} />
      <button type="submit" className={css.button} aria-pressed={saved}>
        <HeartIcon size={18} filled={saved} />
        {saved ? "Gardé" : "Garder"}
        <span className={visuallyHidden}> : {title}</span>
      </button>
    </fetcher.Form>
  );
}
