import type { CardView } from "~/listing/card-view";
import { ListingCard } from "./ListingCard";
import * as css from "./ListingGrid.css";

/** Two columns of cards, one on a phone (product §2.4). */
export function ListingGrid({ cards, label }: { cards: CardView[]; label: string }) {
  return (
    <ul className={css.grid} aria-label={label}>
      {cards.map((card, index) => (
        <li key={`${card.kind}-${card.ref}`} className={css.item}>
          <ListingCard card={card} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
