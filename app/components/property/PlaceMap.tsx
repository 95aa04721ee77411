import { useTexts } from "~/components/i18n/useLanguage";
import { RegionMap } from "~/components/map/RegionMap";
import type { MapModel } from "~/map/map-model";
import { propertyTexts } from "./property.texts";

/** A listing's or a promotion's commune on a small map drawn by the server (decision 145). */
export function PlaceMap({ map, className }: { map: MapModel; className?: string }) {
  const texts = useTexts(propertyTexts);
  return (
    <section className={className} aria-labelledby="titre-situation">
      <h2 id="titre-situation">{texts.location}</h2>
      <RegionMap map={map} />
    </section>
  );
}
