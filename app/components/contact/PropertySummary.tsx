import { CardPicture } from "../listing/CardPicture";
import type { PropertySummaryData } from "~/forms/contact-form.server";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./Contact.css";
import { propertySummaryTexts } from "./PropertySummary.texts";

export function PropertySummary({ property }: { property: PropertySummaryData }) {
  const texts = useTexts(propertySummaryTexts);
  return (
    <div className={css.summary}>
      {property.image ? (
        <CardPicture className={css.summaryImage} image={property.image} sizes="8rem" loading="lazy" />
      ) : null}
      <div className={css.summaryText}>
        <p className={css.summaryKind}>
          {property.kind}{" "}
          <span className={css.summaryRef}>
            · {texts.reference} {property.ref}
          </span>
        </p>
        <p className={css.summaryName} lang={property.lang}>
          {property.name}
        </p>
        {property.subtitle ? (
          <p className={css.summarySubtitle} lang={property.lang}>
            {property.subtitle}
          </p>
        ) : null}
        {property.price ? <p className={css.summaryPrice}>{property.price}</p> : null}
      </div>
    </div>
  );
}
