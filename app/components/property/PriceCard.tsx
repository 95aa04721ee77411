import { Link } from "@remix-run/react";
import { ContactIcon } from "~/components/ui/icons";
import * as css from "./PriceCard.css";

type Props = {
  price: string;
  priceLabel: string;
  reference: string;
  promotion: { href: string; ref: string } | null;
  /** Address of the contact modal for this listing (`?contact=REF`). */
  contactHref: string;
  /** The rental application of a rent listing on offer (`/candidature?ref=REF`). */
  applicationHref?: string;
};

/** Price, reference, the lot's promotion and the contact button of a property page. */
export function PriceCard({ price, priceLabel, reference, promotion, contactHref, applicationHref }: Props) {
  return (
    <section className={css.card} aria-label="Prix et contact">
      <p className={css.label}>{priceLabel}</p>
      <p className={css.price}>{price}</p>
      <p className={css.reference}>
        Référence <strong>{reference}</strong>
      </p>
      {promotion ? (
        <p className={css.promotion}>
          <Link to={promotion.href}>Voir promotion</Link>
          <span className={css.promotionRef}>{promotion.ref}</span>
        </p>
      ) : null}
      <Link to={contactHref} preventScrollReset className={css.contact}>
        <ContactIcon size={20} />
        Demander des informations
      </Link>
      {applicationHref ? (
        <Link to={applicationHref} className={css.application}>
          Déposer un dossier de candidature
        </Link>
      ) : null}
    </section>
  );
}
