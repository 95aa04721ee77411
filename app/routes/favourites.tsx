import { PageLink } from "~/components/links/PageLink";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageOfPath, languageOfRequest } from "@rli/contract/i18n/language";
import { favouriteTexts } from "~/components/favourites/FavouriteButton.texts";
import { favouritesPageTexts } from "~/components/favourites/favourites.texts";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { FavouriteRemoveButton } from "~/components/favourites/FavouriteRemoveButton";
import { ListingGrid } from "~/components/listing/ListingGrid";
import { applyIntent, favouriteAnswerTexts, MAX_FAVOURITES, readFavouriteForm } from "~/favourites/favourites";
import { keptOf, keptPrices, saveFavourites } from "~/favourites/favourites-cookie.server";
import { favouriteItems, shownListingPrice } from "~/favourites/favourite-listings.server";
import { compareView, viewSwitch } from "~/favourites/compare-view";
import { CompareTable } from "~/components/favourites/CompareTable";
import { cacheControl } from "~/http/cache-control";
import { readForm } from "~/http/read-form.server";
import { translateMessage } from "~/forms/form-messages.server";
import { orErrorPage } from "~/http/upstream-response.server";
import { applicationPath } from "~/listing/application-path";
import type { CardView } from "~/listing/card-view";
import { pageMeta } from "~/seo/meta";
import { container, visuallyHidden } from "~/styles/global.css";
import * as css from "./favourites.css";

const personal = { "Cache-Control": cacheControl.private, Vary: "Cookie" };

/**
 * /favoris: the listings the visitor keeps in this browser, each with its current state. A
 * reference the inventory does not know is shown once as gone and dropped from the cookie.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const comparing = url.searchParams.get("vue") === "comparer";
  const kept = await keptOf(request);
  const prices = keptPrices(kept);
  const refs = kept.map((entry) => entry.ref);
  const found = await orErrorPage(favouriteItems(refs, language, prices));
  const shown = found.flatMap((item) => (item.card ? [item] : []));
  // The listings themselves stay on the server: the page gets their cards, or the table drawn from them.
  const items = found.map((item) => (item.card ? { ref: item.ref, card: item.card } : item));
  const page = {
    items: comparing ? items.filter((item) => item.card === null) : items,
    max: MAX_FAVOURITES,
    compare: comparing && shown.length > 0 ? compareView(shown, new Date(), language) : null,
    views: shown.length > 1 || comparing ? viewSwitch(comparing, url.pathname, language) : null,
  };
  const known = found.filter((item) => !(item.card === null && item.unknown)).map((item) => item.ref);
  if (known.length === refs.length) return data(page, { headers: personal });
  const headers = { ...personal, "Set-Cookie": await saveFavourites(known, request, prices) };
  return data(page, { headers });
}

function plainAnswer(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.private },
  });
}

/**
 * "Garder" and "Retirer": adds or removes one reference in the favourites cookie, then sends the
 * browser that posted the form itself back (303) to the same-site page it came from; the button's
 * own request (scripts on) gets the new state instead.
 */
export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const form = await readForm(request, (message) => translateMessage(message, language));
  const answers = favouriteAnswerTexts[language];
  const wanted = readFavouriteForm(form, {
    referer: request.headers.get("Referer"),
    accept: request.headers.get("Accept"),
    url: request.url,
  });
  if (!wanted) throw plainAnswer(400, answers.bad);
  const kept = await keptOf(request);
  const prices = keptPrices(kept);
  // Only a listing the site shows may be kept, with its price then; removing is always allowed.
  if (wanted.intent === "ajouter") {
    const price = await orErrorPage(shownListingPrice(wanted.ref));
    if (price === undefined) throw plainAnswer(404, answers.unknown);
    // Kept again: the price it was first kept at stays.
    if (!prices.has(wanted.ref)) prices.set(wanted.ref, price);
  }
  const favourites = applyIntent(
    kept.map((entry) => entry.ref),
    wanted.intent,
    wanted.ref,
  );
  const setCookie = await saveFavourites(favourites, request, prices);
  const headers = { ...personal, "Set-Cookie": setCookie };
  if (wanted.inPlace) return data({ saved: favourites.includes(wanted.ref) }, { headers });
  return redirect(wanted.returnTo, { status: 303, headers });
}

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  "Cache-Control": errorHeaders?.get("Cache-Control") ?? cacheControl.private,
  Vary: "Cookie",
});

export const meta: MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const texts = favouritesPageTexts[language];
  return pageMeta({ language, title: texts.title, description: texts.description, noindex: true });
};

export default function Favourites() {
  const { items, max, compare, views } = useLoaderData<typeof loader>();
  const cards = items.flatMap((item) => (item.card ? [item.card] : []));
  const gone = items.filter((item) => item.card === null);
  const texts = useTexts(favouritesPageTexts);
  const local = useLocalPath();
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.header}>
        <h1 className={css.title}>{texts.title}</h1>
        <p className={css.intro}>{texts.intro(max)}</p>
      </header>

      {views ? (
        <p>
          <PageLink to={views.href} className={css.allLink}>
            {views.label}
          </PageLink>
        </p>
      ) : null}

      {compare ? <CompareTable view={compare} /> : null}

      {items.length === 0 && !compare ? (
        <section className={css.empty} aria-labelledby="titre-aucun-favori">
          <h2 id="titre-aucun-favori">{texts.none}</h2>
          <p>{texts.howTo}</p>
          <p>
            <PageLink to={local("/annonces")} className={css.allLink}>
              {texts.seeAll}
            </PageLink>
          </p>
        </section>
      ) : null}

      {cards.length > 0 ? (
        <ListingGrid cards={cards} label={texts.kept} below={(card) => <ApplicationLink card={card} />} />
      ) : null}

      {gone.length > 0 ? (
        <section aria-labelledby="titre-retires" className={css.goneSection}>
          <h2 id="titre-retires">{texts.withdrawn}</h2>
          <ul className={css.goneList}>
            {gone.map((item) => (
              <li key={item.ref} className={css.gone}>
                <p className={css.goneText}>
                  <strong>{texts.withdrawnOne}</strong>
                  {texts.withdrawnText(item.ref)}
                </p>
                <FavouriteRemoveButton reference={item.ref} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Under a kept rent listing on offer: its rental application, as on the listing's page. */
function ApplicationLink({ card }: { card: CardView }) {
  const texts = useTexts(favouritesPageTexts);
  const { separator } = useTexts(favouriteTexts);
  const local = useLocalPath();
  const href = applicationPath(card);
  if (!href) return null;
  return (
    <PageLink
      to={local(href)}
      className={css.application}
      aria-label={card.lang ? undefined : texts.applyFor(card.title)}
    >
      {texts.apply}
      {card.lang ? (
        <span className={visuallyHidden}>
          {separator}
          <span lang={card.lang}>{card.title}</span>
        </span>
      ) : null}
    </PageLink>
  );
}
