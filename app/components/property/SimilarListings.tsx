import type { CardView } from "~/listing/card-view";
import { ListingCard } from "../listing/ListingCard";
import * as grid from "../listing/ListingGrid.css";
import * as css from "./SimilarListings.css";

/** "Biens similaires": other available listings of the same kind nearby; nothing when there are none. */
export function SimilarListings({ cards }: { cards: CardView[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="titre-similaires">
      <h2 id="titre-similaires">Biens similaires</h2>
      <ul className={grid.grid} aria-label="Biens similaires">
        {cards.map((card) => (
          <li key={card.ref} className={grid.item}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
