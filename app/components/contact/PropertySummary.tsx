import { CardPicture } from "../listing/CardPicture";
import * as css from "./Contact.css";

/** What the contact form shows about the property it asks about (product §2.12). */
export type PropertySummaryData = {
  ref: string;
  name: string;
  subtitle: string;
  /** Formatted: "CHF 1'250'000.–", "CHF 2'100.–/mois", "Prix sur demande". */
  price: string;
  /** "Appartement · À vendre". */
  kind: string;
  image?: { src: string; srcSet: string; width: number; height: number };
};

export function PropertySummary({ property }: { property: PropertySummaryData }) {
  return (
    <div className={css.summary}>
      {property.image ? (
        <CardPicture className={css.summaryImage} image={property.image} sizes="8rem" loading="lazy" />
      ) : null}
      <div className={css.summaryText}>
        <p className={css.summaryKind}>
          {property.kind} <span className={css.summaryRef}>· Réf. {property.ref}</span>
        </p>
        <p className={css.summaryName}>{property.name}</p>
        {property.subtitle ? <p className={css.summarySubtitle}>{property.subtitle}</p> : null}
        {property.price ? <p className={css.summaryPrice}>{property.price}</p> : null}
      </div>
    </div>
  );
}
