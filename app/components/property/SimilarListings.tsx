import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import type { SimilarCard } from "~/listing/similar-listings";
import { CardPicture } from "../listing/CardPicture";
import * as css from "./SimilarListings.css";
import { propertyTexts } from "./property.texts";

/**
 * "Biens similaires": other available listings of the same kind nearby, as compact cards, each one
 * link (the page's scripts stay within their budget); nothing when there are none.
 */
export function SimilarListings({ cards }: { cards: SimilarCard[] }) {
  const texts = useTexts(propertyTexts);
  if (cards.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="titre-similaires">
      <h2 id="titre-similaires">{texts.similar}</h2>
      <ul className={css.grid}>
        {cards.map((card) => (
          <li key={card.ref} className={css.card}>
            {card.image ? <CardPicture className={css.image} image={card.image} loading="lazy" /> : null}
            <div className={css.body}>
              <h3 className={css.title} lang={card.lang ?? undefined}>
                <PageLink to={card.href} className={css.link}>
                  {card.title}
                </PageLink>
              </h3>
              <p className={css.line}>{card.line}</p>
              <p className={css.price}>{card.price}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
