import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { agency } from "~/agency/agency";
import { citySegment } from "~/agency/addresses";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { container } from "~/styles/global.css";
import * as css from "./home.css";

export const meta: MetaFunction = () => [
  { title: `${agency.name} | Agence immobilière à Monthey et Vevey` },
  {
    name: "description",
    content: `Achat, vente, location et estimation de biens immobiliers dans le Chablais et sur la Riviera vaudoise. ${agency.name}, depuis ${agency.founded}.`,
  },
];

const heroWidths = [640, 960, 1280, 1920];

export default function Home() {
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
        </div>
      </section>

      <section className={`${container} ${css.presentation}`} aria-labelledby="titre-agence">
        <h2 id="titre-agence">{agency.name}, votre agence depuis {agency.founded}</h2>
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
                <Link to="?contact" preventScrollReset className={css.button}>
                  Contacter l'agence de {office.town}
                </Link>
                <a href={office.phone.href}>{office.phone.display}</a>
              </p>
            </article>
          );
        })}
      </section>
    </>
  );
}
