import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getPromotion } from "~/api/client.server";
import { LotTable } from "~/components/promotion/LotTable";
import { ExpandableText } from "~/components/property/ExpandableText";
import { ListingPage, listingMeta, listingShouldRevalidate } from "~/components/property/ListingPage";
import { ShareLinks } from "~/components/property/ShareLinks";
import { ContactIcon } from "~/components/ui/icons";
import { keptPromotionView } from "~/detail/kept-views.server";
import { requireListingReference } from "~/detail/reference";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { siteOrigin } from "~/seo/origin.server";
import * as css from "./promotion.css";

const NOT_FOUND = "Cette promotion n'existe pas ou n'est plus proposée.";

/**
 * A new-build promotion (product §2.6) at /vente|location/promotions/{city}/{ref}: photos, description
 * and the table of its buildings and lots. Under an outdated city it redirects permanently.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = requireListingReference(params.promotionname, NOT_FOUND);
  const promotion = await orErrorPage(getPromotion(ref), NOT_FOUND);

  const url = new URL(request.url);
  const view = keptPromotionView(promotion, siteOrigin(request));
  if (url.pathname !== view.path) throw redirect(`${view.path}${url.search}`, 301);
  return view;
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const shouldRevalidate = listingShouldRevalidate;

/** product §2.5: a page whose address contains 'promotion' names its canonical address. */
export const meta: MetaFunction<typeof loader> = listingMeta("Promotion introuvable");

export default function PromotionPage() {
  const view = useLoaderData<typeof loader>();

  return (
    <ListingPage view={view} className={css.page}>
      <div className={css.layout}>
        <div className={css.main}>
          {view.description ? (
            <section aria-labelledby="titre-description">
              <h2 id="titre-description">Le projet</h2>
              <ExpandableText html={view.description} id="description-de-la-promotion" />
            </section>
          ) : null}
        </div>

        <aside className={css.aside} aria-label="Disponibilités et contact">
          <div className={css.card}>
            <p className={css.cardLabel}>Promotion neuve</p>
            <p className={css.availability}>{view.lotSummary}</p>
            {view.priceFrom ? (
              <p className={css.priceFrom}>
                Dès <strong>{view.priceFrom}</strong>
              </p>
            ) : null}
            <p className={css.reference}>
              Référence <strong>{view.ref}</strong>
            </p>
            <a href="#lots" className={css.secondary}>
              Voir les lots
            </a>
            <Link to={`?contact=${encodeURIComponent(view.ref)}`} preventScrollReset className={css.contact}>
              <ContactIcon size={20} />
              Demander la documentation
            </Link>
          </div>
          <ShareLinks links={view.share} headingId="titre-partage" />
        </aside>
      </div>

      <section id="lots" className={css.lots} aria-labelledby="titre-lots">
        <h2 id="titre-lots">Bâtiments et lots</h2>
        {view.lots.buildings.length > 0 ? (
          <>
            <p className={css.lotsIntro}>
              {view.lotSummary}. Choisissez un lot pour voir ses photos, ses plans et son descriptif.
            </p>
            <div className={css.buildings}>
              {view.lots.buildings.map((building) => (
                <LotTable key={building.ref} building={building} />
              ))}
            </div>
          </>
        ) : (
          <p>Les lots de cette promotion seront bientôt publiés. Contactez-nous pour être informé en priorité.</p>
        )}
      </section>
    </ListingPage>
  );
}
