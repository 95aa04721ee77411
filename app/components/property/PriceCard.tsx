import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import { ContactIcon } from "~/components/ui/icons";
import * as css from "./PriceCard.css";
import { propertyTexts } from "./property.texts";

type Props = {
  price: string;
  priceLabel: string;
  /** "Nouveau", or "Prix baissé le 12.11.2026 : CHF 20'000.– de moins" (listing-news.ts). */
  news?: string | null;
  reference: string;
  promotion: { href: string; ref: string } | null;
  /** Address of the contact modal for this listing (`?contact=REF`). */
  contactHref: string;
  /** The rental application of a rent listing on offer (`/candidature?ref=REF`). */
  applicationHref?: string;
};

/** Price, reference, the lot's promotion and the contact button of a property page. */
export function PriceCard({ price, priceLabel, news, reference, promotion, contactHref, applicationHref }: Props) {
  const texts = useTexts(propertyTexts);
  return (
    <section className={css.card} aria-label={texts.priceAndContact}>
      <p className={css.label}>{priceLabel}</p>
      <p className={css.price}>{price}</p>
      {news ? <p className={css.reference}>{news}</p> : null}
      <p className={css.reference}>
        {texts.reference} <strong>{reference}</strong>
      </p>
      {promotion ? (
        <p className={css.promotion}>
          <PageLink to={promotion.href}>{texts.seePromotion}</PageLink>
          <span className={css.promotionRef}>{promotion.ref}</span>
        </p>
      ) : null}
      <PageLink to={contactHref} preventScrollReset className={css.contact}>
        <ContactIcon size={20} />
        {texts.askInformation}
      </PageLink>
      {applicationHref ? (
        <PageLink to={applicationHref} className={css.application}>
          {texts.apply}
        </PageLink>
      ) : null}
    </section>
  );
}
