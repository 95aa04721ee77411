import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { newsFor } from "~/listing/listing-news.server";
import { newsLine } from "~/listing/listing-news";
import { useLoaderData } from "@remix-run/react";
import { frenchPath, languageOfPath, localPath } from "@rli/contract/i18n/language";
import { getProperty } from "~/api/client.server";
import { AffordabilityTeaser } from "~/components/property/AffordabilityTeaser";
import { FavouriteButton } from "~/components/favourites/FavouriteButton";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { BrokerCard } from "~/components/property/BrokerCard";
import { ExpandableText } from "~/components/property/ExpandableText";
import { FeedDetails } from "~/components/property/FeedDetails";
import { ListingSheetLink } from "~/components/property/ListingSheetLink";
import { ListingPage, listingMeta, listingShouldRevalidate } from "~/components/property/ListingPage";
import { PriceCard } from "~/components/property/PriceCard";
import { propertyTexts } from "~/components/property/property.texts";
import { ShareLinks } from "~/components/property/ShareLinks";
import { SimilarListings } from "~/components/property/SimilarListings";
import { FeatureList, TechnicalData } from "~/components/property/TechnicalData";
import { keptPropertyView } from "~/detail/kept-views.server";
import { propertyPath } from "~/detail/property-view";
import { missingListingTexts, requireListingReference } from "~/detail/reference";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { similarCards } from "~/listing/similar-listings.server";
import { PlaceMap } from "~/components/property/PlaceMap";
import { siteOrigin } from "~/seo/origin.server";
import { applicationPath } from "~/listing/application-path";
import { drawPlaceMap } from "~/map/place-map.server";
import * as css from "./property.css";

/**
 * A property or a promotion lot (product §2.5), at /vente|location/{category}/{city}/{ref} or
 * /vente/promotions/{city}/{promotion}/{ref}. Reached under an outdated address (its category,
 * locality or promotion changed), it answers a permanent redirect to the current one, in the same
 * language (/de/…, /en/…).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const missing = missingListingTexts[language].property;
  const ref = requireListingReference(params.propertyname, missing);
  const property = await orErrorPage(getProperty(ref), missing);

  const path = propertyPath(property);
  if (frenchPath(url.pathname) !== path) throw redirect(`${localPath(path, language)}${url.search}`, 301);

  const view = keptPropertyView(property, siteOrigin(request), language);
  const placeMap = drawPlaceMap({ place: property, language }) ?? null;
  const [similar, news] = await Promise.all([similarCards(property, language), newsFor([property.ref])]);
  return { ...view, placeMap, similar, news: newsLine(news.get(property.ref), language) };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const shouldRevalidate = listingShouldRevalidate;

export const meta: MetaFunction<typeof loader> = listingMeta("missingProperty");

export default function PropertyPage() {
  const view = useLoaderData<typeof loader>();
  const texts = useTexts(propertyTexts);
  const local = useLocalPath();
  const application = applicationPath(view);

  return (
    <ListingPage view={view} className={css.page}>
      <div className={css.layout}>
        <div className={css.summary}>
          <PriceCard
            price={view.price}
            priceLabel={view.priceLabel}
            news={view.news}
            reference={view.ref}
            promotion={view.promotion}
            contactHref={`?contact=${encodeURIComponent(view.ref)}`}
            applicationHref={application && local(application)}
          />
          <FavouriteButton reference={view.ref} title={view.title} lang={view.textLanguage} variant="page" />
        </div>

        <div className={css.main}>
          {view.keyFacts.length > 0 ? (
            <ul className={css.facts} aria-label={texts.inBrief}>
              {view.keyFacts.map((fact) => (
                <li key={fact} className={css.fact}>
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}

          {view.description ? (
            <section className={css.section} aria-labelledby="titre-description">
              <h2 id="titre-description">{texts.description}</h2>
              <ExpandableText
                html={view.description}
                id="description-du-bien"
                lang={view.textLanguage}
                notice={view.textNotice}
              />
            </section>
          ) : null}

          <FeedDetails view={view} sectionClassName={css.section} />

          {view.video || view.virtualTour || view.documents.length > 0 ? (
            <section className={css.section} aria-labelledby="titre-medias">
              <h2 id="titre-medias">
                {view.video ? texts.videoAndDocuments : view.virtualTour ? texts.tourAndDocuments : texts.documents}
              </h2>
              <ul className={css.mediaList}>
                {view.video ? (
                  <li>
                    <a href={view.video} rel="noopener noreferrer">
                      {texts.video}
                    </a>
                  </li>
                ) : null}
                {view.virtualTour ? (
                  <li>
                    <a href={view.virtualTour} rel="noopener noreferrer">
                      {texts.tour}
                    </a>
                  </li>
                ) : null}
                {view.documents.map((document) => (
                  <li key={document.href}>
                    <a href={document.href}>{document.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {view.plans.length > 0 ? (
            <section className={css.section} aria-labelledby="titre-plans">
              <h2 id="titre-plans">{texts.plans}</h2>
              <ul className={css.planList}>
                {view.plans.map((plan) => (
                  <li key={plan.href}>
                    <figure className={css.plan}>
                      <a href={plan.href}>
                        <img
                          src={plan.src}
                          srcSet={plan.srcSet}
                          sizes="(min-width: 64em) 40vw, 90vw"
                          alt={plan.alt}
                          loading="lazy"
                          width={960}
                          height={720}
                          className={css.planImage}
                        />
                      </a>
                      <figcaption>{plan.alt}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {view.technical.length > 0 ? (
            <section className={css.section} aria-labelledby="titre-caracteristiques">
              <h2 id="titre-caracteristiques">{texts.specifications}</h2>
              <TechnicalData rows={view.technical} />
            </section>
          ) : null}

          {view.features.length > 0 ? (
            <section className={css.section} aria-labelledby="titre-equipements">
              <h2 id="titre-equipements">{texts.features}</h2>
              <FeatureList features={view.features} />
            </section>
          ) : null}

          {view.placeMap ? <PlaceMap map={view.placeMap} className={css.section} /> : null}
        </div>

        <div className={css.contact}>
          <BrokerCard broker={view.broker} headingId="titre-courtier" reference={view.ref} />
          <ShareLinks
            links={view.share}
            headingId="titre-partage"
            native={{ url: view.canonical, title: view.title }}
          />
          <ListingSheetLink reference={view.ref} />
          {view.purchasePrice ? <AffordabilityTeaser price={view.purchasePrice} /> : null}
        </div>
      </div>

      <SimilarListings cards={view.similar} />
    </ListingPage>
  );
}
