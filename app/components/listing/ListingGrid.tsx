import type { ReactNode } from "react";
import type { CardView } from "~/listing/card-view";
import { ListingCard } from "./ListingCard";
import * as css from "./ListingGrid.css";

type Props = {
  cards: CardView[];
  label: string;
  /** What a page adds under a card (outside its link), e.g. the favourites' rental application link. */
  below?: (card: CardView) => ReactNode;
};

/** Two columns of cards, one on a phone (product §2.4). */
export function ListingGrid({ cards, label, below }: Props) {
  return (
    <ul className={css.grid} aria-label={label}>
      {cards.map((card, index) => (
        <li key={`${card.kind}-${card.ref}`} className={css.item}>
          <ListingCard card={card} eager={index === 0} />
          {below?.(card)}
        </li>
      ))}
    </ul>
  );
}
