import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { listingSheetPath } from "~/detail/listing-sheet-path";
import * as css from "./ListingSheetLink.css";
import { propertyTexts } from "./property.texts";

/** The link to the listing's printable PDF sheet (made on the server). */
export function ListingSheetLink({ reference }: { reference: string }) {
  const texts = useTexts(propertyTexts);
  const local = useLocalPath();
  return (
    <p className={css.sheet}>
      <a href={local(listingSheetPath(reference))} className={css.link} type="application/pdf">
        {texts.sheet}
        <span className={css.detail}>{texts.sheetDetail}</span>
      </a>
    </p>
  );
}
