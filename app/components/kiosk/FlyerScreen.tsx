import { RegionMap } from "~/components/map/RegionMap";
import { CheckIcon } from "~/components/ui/icons";
import type { KioskFlyer } from "~/kiosk/kiosk-page";
import * as css from "./flyer.css";

/** Features a flyer can hold; beyond, the last line says how many more there are. */
const MAX_FEATURES = 16;

/**
 * One property on the properties screen: picture, place, title, price, key figures, features,
 * and a QR code that opens the property page on a phone.
 */
export function FlyerScreen({ flyer }: { flyer: KioskFlyer }) {
  const place = [`${flyer.postalCode} ${flyer.locality}`.trim(), flyer.country].filter(Boolean).join(", ");
  const facts = [
    { label: "Surface", value: flyer.livingArea },
    { label: "Pièces", value: flyer.rooms },
    { label: "Construction", value: flyer.yearBuilt },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  const tooMany = flyer.features.length > MAX_FEATURES;
  const features = tooMany ? flyer.features.slice(0, MAX_FEATURES - 1) : flyer.features;
  const more = flyer.features.length - features.length;
  return (
    <article className={css.flyer} aria-labelledby="vitrine-titre">
      <div className={css.visual}>
        {flyer.image ? (
          <img className={css.photo} src={flyer.image.src} width={1280} height={960} alt={flyer.image.alt} />
        ) : (
          <span className={css.noPhoto} aria-hidden="true" />
        )}
        <p className={css.tags}>
          <span className={css.tagStrong}>{flyer.transaction}</span>
          <span className={css.tag}>{flyer.category}</span>
        </p>
        <figure className={css.qr}>
          <span
            className={css.qrCode}
            role="img"
            aria-label={`Code QR vers la page du bien ${flyer.ref}`}
            dangerouslySetInnerHTML={{ __html: flyer.qrSvg }}
          />
          <figcaption className={css.qrCaption}>Scannez pour voir ce bien sur votre téléphone</figcaption>
        </figure>
        {flyer.placeMap ? <RegionMap map={flyer.placeMap} className={css.placeMap} /> : null}
      </div>
      <div className={css.details}>
        <p className={css.place}>{place}</p>
        <h1 id="vitrine-titre" className={css.heading}>
          {flyer.heading}
        </h1>
        {flyer.subtitle ? <p className={css.subtitle}>{flyer.subtitle}</p> : null}
        <p className={css.price}>{flyer.price}</p>
        {facts.length > 0 ? (
          <dl className={css.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={css.fact}>
                <dt className={css.factLabel}>{fact.label}</dt>
                <dd className={css.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {flyer.features.length > 0 ? (
          <ul className={css.features} aria-label="Caractéristiques">
            {features.map((feature) => (
              <li key={feature} className={css.feature}>
                <CheckIcon size={null} className={css.featureIcon} />
                {feature}
              </li>
            ))}
            {more > 0 ? (
              <li className={css.feature}>
                <CheckIcon size={null} className={css.featureIcon} />
                {more === 1 ? "et 1 autre atout" : `et ${more} autres atouts`}
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className={css.reference}>Réf. {flyer.ref}</p>
      </div>
    </article>
  );
}
