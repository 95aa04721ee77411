import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { visuallyHidden } from "~/styles/global.css";
import { HeartIcon } from "../ui/icons";
import * as css from "./FavouriteButton.css";
import { favouriteTexts } from "./FavouriteButton.texts";

type Props = {
  /** The listing's reference. */
  reference: string;
  /** Named for screen readers, since a list holds many such buttons. */
  title: string;
  /** The title's language when it is not the page's: the name then marks it. */
  lang?: string | null;
  variant?: "card" | "page";
};

/**
 * "Garder" / "Gardé": keeps a listing in the visitor's favourites (a cookie, no account). A POST
 * form to /favoris: without scripts the answer (303) brings the visitor back to this page; with
 * scripts the button toggles in place and shows the new state at once.
 */
export function FavouriteButton({ reference, title, lang, variant = "card" }: Props) {
  const kept = useRouteLoaderData("root") as { favourites?: string[] } | undefined;
  const fetcher = useFetcher();
  const texts = useTexts(favouriteTexts);
  const local = useLocalPath();
  const pending = fetcher.formData?.get("intent");
  const saved = typeof pending === "string" ? pending === "ajouter" : !!kept?.favourites?.includes(reference);
  const label = saved ? texts.kept : texts.keep;
  return (
    <fetcher.Form method="post" action={local("/favoris")} className={css.form} data-variant={variant}>
      <FavouriteFields reference={reference} intent={saved ? "retirer" : "ajouter"} />
      <button
        type="submit"
        className={css.button}
        aria-pressed={saved}
        aria-label={lang ? undefined : texts.named(label, title)}
      >
        <HeartIcon size={18} fill={saved ? "currentColor" : "none"} />
        {label}
        {lang ? (
          <span className={visuallyHidden}>
            {texts.separator}
            <span lang={lang}>{title}</span>
          </span>
        ) : null}
      </button>
    </fetcher.Form>
  );
}

/**
 * The hidden fields every favourites form posts: the reference, what to do, and the page to come
 * back to when the browser posts the form itself (without scripts).
 */
export function FavouriteFields({ reference, intent }: { reference: string; intent: "ajouter" | "retirer" }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="retour" value={pathname + search} />
    </>
  );
}
