import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { Link, useLoaderData } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { citySegment } from "@rli/contract/agency/addresses";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import { JsonLd } from "~/components/JsonLd";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { SearchForm } from "~/components/search/SearchForm";
import { loadSearchLists } from "~/listing/search-lists.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { primaryButton } from "~/styles/buttons.css";
import * as css from "./home.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  return { lists: await loadSearchLists(), origin };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: `${agency.name} | Agence immobilière à Monthey et Vevey`,
    description: `Achat, vente, location et estimation de biens immobiliers dans le Chablais et sur la Riviera vaudoise. ${agency.name}, depuis ${agency.founded}.`,
    canonical: data ? `${data.origin}/` : undefined,
    image: data ? `${data.origin}/images/site/hero?size=1280` : undefined,
  });

/** The agency for search engines (schema.org RealEstateAgent), with its two offices. */
function agencyJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agency.name,
    url: `${origin}/`,
    email: agency.email,
    telephone: agency.mainPhone,
    foundingDate: String(agency.founded),
    image: `${origin}/images/site/hero?size=1280`,
    areaServed: ["Chablais", "Riviera vaudoise"],
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
        addressRegion: office.region,
        addressCountry: "CH",
      },
    })),
  };
}

const heroWidths = [640, 960, 1280, 1920];

export default function Home() {
  const { lists, origin } = useLoaderData<typeof loader>();
  const offices = useAgencyContact()?.offices ?? [];
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
            Votre bien immobilier entre lac et montagnes
          </h1>
          <p className={css.heroLead}>Acheter, vendre ou louer dans le Chablais et sur la Riviera.</p>
          <div className={css.heroSearch}>
            <SearchForm criteria={defaultCriteria()} cities={lists.cities} types={lists.types} variant="hero" />
          </div>
        </div>
      </section>

      <section className={`${container} ${css.presentation}`} aria-labelledby="titre-agence">
        <h2 id="titre-agence">
          {agency.name}, votre agence depuis {agency.founded}
        </h2>
        <p className={css.lead}>
          Depuis plus de 20 ans, notre équipe accompagne vendeurs, acheteurs et locataires entre Monthey et Vevey :
          estimation gratuite, mise en valeur de votre bien, visites, négociation et suivi jusqu'à la signature chez le
          notaire.
        </p>
      </section>

      <section className={`${container} ${css.cities}`} aria-label="Nos deux agences">
        {offices.map((office) => {
          const city = citySegment(office.town, office.postalCode);
          return (
            <article key={office.postalCode} className={css.cityBlock}>
              <h2>
                {office.town} <span className={css.postalCode}>{office.postalCode}</span>
              </h2>
              <ul className={css.cityLinks}>
                <li>
                  <Link to={`/vente/appartement/${city}`}>Appartements à vendre</Link>
                </li>
                <li>
                  <Link to={`/vente/maison/${city}`}>Maisons à vendre</Link>
                </li>
                <li>
                  <Link to={`/location/appartement/${city}`}>Appartements à louer</Link>
                </li>
                <li>
                  <Link to={`/location/maison/${city}`}>Maisons à louer</Link>
                </li>
              </ul>
              <p className={css.cityContact}>
                <Link to="?contact" preventScrollReset className={primaryButton}>
                  Contacter l'agence de {office.town}
                </Link>
                <a href={office.phone.href}>{office.phone.display}</a>
              </p>
            </article>
          );
        })}
      </section>
      <JsonLd data={agencyJsonLd(origin)} />
    </>
  );
}
