import { listingSheetPath } from "~/detail/listing-sheet-path";
import * as css from "./ListingSheetLink.css";

/** The link to the listing's printable PDF sheet (made on the server). */
export function ListingSheetLink({ reference }: { reference: string }) {
  return (
    <p className={css.sheet}>
      <a href={listingSheetPath(reference)} className={css.link} type="application/pdf">
        Fiche PDF
        <span className={css.detail}> (à imprimer ou à partager)</span>
      </a>
    </p>
  );
}
