import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import { cardImageSizes } from "~/listing/card-image";
import type { CardView } from "~/listing/card-view";
import { FavouriteButton } from "../favourites/FavouriteButton";
import { MapPinIcon } from "../ui/icons";
import { pictureIcon } from "../ui/SafeImage.css";
import { CardPicture } from "./CardPicture";
import { StatusBanner } from "./StatusBanner";
import * as css from "./ListingCard.css";
import { resultListTexts } from "./listing.texts";

type Props = {
  card: CardView;
  /** The first card of a page loads its image at once (it is the largest image above the fold). */
  eager?: boolean;
};

/**
 * A property or promotion card of the result and promotion lists (product §2.4, §4): first image,
 * category, title, subtitle, place, key facts, price, and a red status banner when it is not
 * active. The whole card is one link to the listing; the "Garder" button sits above it.
 */
export function ListingCard({ card, eager = false }: Props) {
  const priority = eager ? { fetchpriority: "high" } : {};
  const texts = useTexts(resultListTexts);
  return (
    <article className={css.card} data-kind={card.kind}>
      <div className={css.media}>
        {card.image ? (
          <CardPicture
            className={css.image}
            image={card.image}
            sizes={cardImageSizes}
            loading={eager ? "eager" : "lazy"}
            decoding={eager ? "auto" : "async"}
            // React 18 only knows the lowercase attribute.
            {...priority}
          />
        ) : (
          <span className={`${css.noImage} ${pictureIcon}`} aria-hidden="true" />
        )}
        <span className={css.badges}>
          {card.kind === "promotion" ? <span className={css.promotionBadge}>{texts.promotion}</span> : null}
          <StatusBanner status={card.status} type={card.type} />
          {card.news ? (
            <span className={css.promotionBadge} data-news="">
              {card.news}
            </span>
          ) : null}
        </span>
      </div>
      <FavouriteButton reference={card.ref} title={card.title} lang={card.lang} />
      <div className={css.body}>
        <p className={css.eyebrow}>{card.eyebrow}</p>
        <h2 className={css.title} lang={card.lang ?? undefined}>
          <PageLink to={card.href} className={css.link} prefetch="intent">
            {card.title}
          </PageLink>
        </h2>
        {card.subtitle ? (
          <p className={css.subtitle} lang={card.lang ?? undefined}>
            {card.subtitle}
          </p>
        ) : null}
        {card.place ? (
          <p className={css.place}>
            <MapPinIcon size={16} />
            {card.place}
          </p>
        ) : null}
        {card.facts.length > 0 ? (
          <ul className={css.facts} aria-label={texts.inBrief}>
            {card.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {card.lots ? (
          <p className={css.lots}>
            <strong>{card.lots.size}</strong>
            {card.lots.availability ? ` ${card.lots.availability}` : null}
          </p>
        ) : null}
        {card.price ? <p className={css.price}>{card.price}</p> : null}
        {card.sinceKept ? <p className={css.lots}>{card.sinceKept}</p> : null}
        {card.broker ? (
          <p className={css.broker}>
            <PageLink to={card.broker.href}>{card.broker.name}</PageLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}
