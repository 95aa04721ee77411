import { useTexts } from "~/components/i18n/useLanguage";
import type { FeedDetailsView } from "~/detail/feed-details";
import { FactSection } from "./FactSection";
import { VisitSchedule } from "./VisitSchedule";
import { propertyTexts } from "./property.texts";

/** Conditions (availability, rent, extras), visits and energy of a property page, as the feed gives them. */
export function FeedDetails({ view, sectionClassName }: { view: FeedDetailsView; sectionClassName?: string }) {
  const texts = useTexts(propertyTexts);
  return (
    <>
      <FactSection title={texts.terms} headingId="titre-conditions" rows={view.terms} className={sectionClassName} />
      <VisitSchedule
        visitInformation={view.visitInformation}
        visits={view.visits}
        lang={view.visitLanguage ?? undefined}
        className={sectionClassName}
      />
      <FactSection title={texts.energy} headingId="titre-energie" rows={view.energy} className={sectionClassName} />
    </>
  );
}
