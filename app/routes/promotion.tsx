import { PageLink } from "~/components/links/PageLink";
import { newsFor } from "~/listing/listing-news.server";
import { newsLine } from "~/listing/listing-news";
import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { frenchPath, languageOfPath, localPath } from "@rli/contract/i18n/language";
import { useTexts } from "~/components/i18n/useLanguage";
import { getPromotion } from "~/api/client.server";
import { LotTable } from "~/components/promotion/LotTable";
import { promotionTexts } from "~/components/promotion/promotion.texts";
import { propertyTexts } from "~/components/property/property.texts";
import { ExpandableText } from "~/components/property/ExpandableText";
import { ListingPage, listingMeta, listingShouldRevalidate } from "~/components/property/ListingPage";
import { ShareLinks } from "~/components/property/ShareLinks";
import { ContactIcon } from "~/components/ui/icons";
import { keptPromotionView } from "~/detail/kept-views.server";
import { PlaceMap } from "~/components/property/PlaceMap";
import { drawPlaceMap } from "~/map/place-map.server";
import { missingListingTexts, requireListingReference } from "~/detail/reference";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { siteOrigin } from "~/seo/origin.server";
import * as css from "./promotion.css";

/**
 * A new-build promotion (product §2.6) at /vente|location/promotions/{city}/{ref}: photos, description
 * and the table of its buildings and lots. Under an outdated city it redirects permanently.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const missing = missingListingTexts[language].promotion;
  const ref = requireListingReference(params.promotionname, missing);
  const promotion = await orErrorPage(getPromotion(ref), missing);

  const view = keptPromotionView(promotion, siteOrigin(request), language);
  if (frenchPath(url.pathname) !== view.path) throw redirect(`${localPath(view.path, language)}${url.search}`, 301);
  const news = await newsFor([promotion.ref]);
  return {
    ...view,
    placeMap: drawPlaceMap({ place: promotion, language }) ?? null,
    news: newsLine(news.get(promotion.ref), language),
  };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const shouldRevalidate = listingShouldRevalidate;

/** product §2.5: a page whose address contains 'promotion' names its canonical address. */
export const meta: MetaFunction<typeof loader> = listingMeta("missingPromotion");

export default function PromotionPage() {
  const view = useLoaderData<typeof loader>();
  const texts = useTexts(promotionTexts);
  const shared = useTexts(propertyTexts);

  return (
    <ListingPage view={view} className={css.page}>
      <div className={css.layout}>
        <div className={css.main}>
          {view.description ? (
            <section aria-labelledby="titre-description">
              <h2 id="titre-description">{texts.project}</h2>
              <ExpandableText
                html={view.description}
                id="description-de-la-promotion"
                lang={view.textLanguage}
                notice={view.textNotice}
              />
            </section>
          ) : null}
          {view.placeMap ? <PlaceMap map={view.placeMap} /> : null}
        </div>

        <aside className={css.aside} aria-label={texts.availabilityAndContact}>
          <div className={css.card}>
            <p className={css.cardLabel}>{texts.kind}</p>
            <p className={css.availability}>{view.lotSummary}</p>
            {view.priceFrom ? (
              <p className={css.priceFrom}>
                {texts.from} <strong>{view.priceFrom}</strong>
              </p>
            ) : null}
            {view.news ? <p className={css.reference}>{view.news}</p> : null}
            <p className={css.reference}>
              {shared.reference} <strong>{view.ref}</strong>
            </p>
            <a href="#lots" className={css.secondary}>
              {texts.seeLots}
            </a>
            <PageLink to={`?contact=${encodeURIComponent(view.ref)}`} preventScrollReset className={css.contact}>
              <ContactIcon size={20} />
              {texts.askDocuments}
            </PageLink>
          </div>
          <ShareLinks links={view.share} headingId="titre-partage" />
        </aside>
      </div>

      <section id="lots" className={css.lots} aria-labelledby="titre-lots">
        <h2 id="titre-lots">{texts.buildingsAndLots}</h2>
        {view.lots.buildings.length > 0 ? (
          <>
            <p className={css.lotsIntro}>{texts.chooseLot(view.lotSummary)}</p>
            <div className={css.buildings}>
              {view.lots.buildings.map((building) => (
                <LotTable key={building.ref} building={building} />
              ))}
            </div>
          </>
        ) : (
          <p>{texts.lotsSoon}</p>
        )}
      </section>
    </ListingPage>
  );
}
