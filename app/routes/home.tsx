import { PageLink } from "~/components/links/PageLink";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { useLoaderData } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { citySegment } from "@rli/contract/agency/addresses";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import { htmlLang, type Language, languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";
import type { AgencyContactPoints } from "~/agency/contact-points.server";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { SearchForm } from "~/components/search/SearchForm";
import { loadSearchLists } from "~/listing/search-lists.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { primaryButton } from "~/styles/buttons.css";
import * as css from "./home.css";
import { homeAreaTexts, homeTexts } from "./home.texts";

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const language = languageOfRequest(request);
  return { lists: await loadSearchLists(language), origin, canonical: `${origin}${localPath("/", language)}` };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const texts = homeTexts[languageOfPath(location.pathname)];
  return pageMeta({
    title: texts.title,
    description: texts.description,
    canonical: data?.canonical,
    image: data ? `${data.origin}/images/site/hero?size=1280` : undefined,
  });
};

/**
 * The home page for search engines: the site in the page's language (schema.org WebSite) and the
 * agency (RealEstateAgent) with its two offices.
 */
function homeJsonLd(origin: string, url: string, language: Language, offices: AgencyContactPoints["offices"]) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: agency.name,
      url,
      inLanguage: htmlLang[language],
    },
    agencyJsonLd(origin, url, language, offices),
  ];
}

/** The agency and its offices, their cantons named in the page's language (by the root's contact points). */
function agencyJsonLd(origin: string, url: string, language: Language, offices: AgencyContactPoints["offices"]) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agency.name,
    url,
    email: agency.email,
    telephone: agency.mainPhone,
    foundingDate: String(agency.founded),
    image: `${origin}/images/site/hero?size=1280`,
    areaServed: ["Chablais", homeAreaTexts[language].riviera],
    sameAs: agency.social.map((network) => network.href),
    location: agency.offices.map((office) => ({
      "@type": "Place",
      name: `${agency.name} ${office.town}`,
      telephone: office.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        postalCode: office.postalCode,
        addressLocality: office.town,
        addressRegion: offices.find((named) => named.postalCode === office.postalCode)?.region ?? office.region,
        addressCountry: "CH",
      },
    })),
  };
}

const heroWidths = [640, 960, 1280, 1920];

export default function Home() {
  const { lists, origin, canonical } = useLoaderData<typeof loader>();
  const offices = useAgencyContact()?.offices ?? [];
  const language = useLanguage();
  const texts = homeTexts[language];
  const local = useLocalPath();
  return (
    <>
      <section className={css.hero} aria-labelledby="titre-accueil">
        <img
          className={css.heroImage}
          src="/images/site/hero?size=1280"
          srcSet={heroWidths.map((w) => `/images/site/hero?size=${w} ${w}w`).join(", ")}
          sizes="100vw"
          width={1920}
          height={1080}
          alt=""
          // React 18 only knows the lowercase attribute.
          {...{ fetchpriority: "high" }}
        />
        <div className={css.heroContent}>
          <h1 id="titre-accueil" className={css.heroTitle}>
            {texts.heroTitle}
          </h1>
          <p className={css.heroLead}>{texts.heroLead}</p>
          <div className={css.heroSearch}>
            <SearchForm criteria={defaultCriteria()} cities={lists.cities} types={lists.types} variant="hero" />
          </div>
        </div>
      </section>

      <section className={`${container} ${css.presentation}`} aria-labelledby="titre-agence">
        <h2 id="titre-agence">{texts.agencyTitle}</h2>
        <p className={css.lead}>{texts.agencyLead}</p>
      </section>

      <section className={`${container} ${css.cities}`} aria-label={texts.offices}>
        {offices.map((office) => {
          const city = citySegment(office.town, office.postalCode);
          return (
            <article key={office.postalCode} className={css.cityBlock}>
              <h2>
                {office.town} <span className={css.postalCode}>{office.postalCode}</span>
              </h2>
              <ul className={css.cityLinks}>
                <li>
                  <PageLink to={local(`/vente/appartement/${city}`)}>{texts.apartmentsForSale}</PageLink>
                </li>
                <li>
                  <PageLink to={local(`/vente/maison/${city}`)}>{texts.housesForSale}</PageLink>
                </li>
                <li>
                  <PageLink to={local(`/location/appartement/${city}`)}>{texts.apartmentsToRent}</PageLink>
                </li>
                <li>
                  <PageLink to={local(`/location/maison/${city}`)}>{texts.housesToRent}</PageLink>
                </li>
              </ul>
              <p className={css.cityContact}>
                <PageLink to="?contact" preventScrollReset className={primaryButton}>
                  {texts.contactOffice(office.town)}
                </PageLink>
                <a href={office.phone.href}>{office.phone.display}</a>
              </p>
            </article>
          );
        })}
      </section>
      {homeJsonLd(origin, canonical, language, offices).map((data) => (
        <JsonLd key={data["@type"]} data={data} />
      ))}
    </>
  );
}
