import type { FeedDetailsView } from "~/detail/feed-details";
import { FactSection } from "./FactSection";
import { VisitSchedule } from "./VisitSchedule";

/** Conditions (availability, rent, extras), visits and energy of a property page, as the feed gives them. */
export function FeedDetails({ view, sectionClassName }: { view: FeedDetailsView; sectionClassName?: string }) {
  return (
    <>
      <FactSection
        title="Disponibilité et conditions"
        headingId="titre-conditions"
        rows={view.terms}
        className={sectionClassName}
      />
      <VisitSchedule
        visitInformation={view.visitInformation}
        visits={view.visits}
        lang={view.textLanguage ?? undefined}
        className={sectionClassName}
      />
      <FactSection title="Énergie" headingId="titre-energie" rows={view.energy} className={sectionClassName} />
    </>
  );
}
