import type { Crumb } from "~/agency/breadcrumb";
import { Carousel } from "~/components/carousel/Carousel";
import { useTexts } from "~/components/i18n/useLanguage";
import { Breadcrumb } from "~/components/layout/Breadcrumb";
import { banner as statusBanner } from "~/components/listing/StatusBanner.css";
import { MapPinIcon } from "~/components/ui/icons";
import type { Photo } from "~/detail/photos";
import * as css from "./ListingIntro.css";
import { propertyTexts } from "./property.texts";

/** What a property page and a promotion page both open with. */
export type ListingIntroView = {
  breadcrumb: Crumb[];
  /** The status banner's text, prepared by the loader (no vocabulary in the browser); null when active. */
  statusText: string | null;
  kind: string;
  title: string;
  subtitle: string;
  map: { href: string; label: string } | null;
  photos: Photo[];
  /** Language of title and subtitle when the feed has them in another language than the page's ("de"). */
  textLanguage?: string | null;
};

/** Breadcrumb, status, kind, title, subtitle, map link and the photo carousel of a listing. */
export function ListingIntro({
  view,
  viewerIndex,
  viewerHref,
}: {
  view: ListingIntroView;
  viewerIndex: number | null;
  viewerHref: (index: number | null) => string;
}) {
  const texts = useTexts(propertyTexts);
  return (
    <>
      <Breadcrumb items={view.breadcrumb} />

      <header className={css.header}>
        {view.statusText ? <p className={`${statusBanner} ${css.banner}`}>{view.statusText}</p> : null}
        <p className={css.kind}>{view.kind}</p>
        <h1 className={css.title} lang={view.textLanguage ?? undefined}>
          {view.title}
        </h1>
        {view.subtitle ? (
          <p className={css.subtitle} lang={view.textLanguage ?? undefined}>
            {view.subtitle}
          </p>
        ) : null}
        {view.map ? (
          <p className={css.location}>
            <MapPinIcon size={18} />
            <a href={view.map.href} className={css.mapLink}>
              {view.map.label}
              <span className={css.mapHint}>{texts.mapHint}</span>
            </a>
          </p>
        ) : null}
      </header>

      <Carousel
        photos={view.photos}
        label={texts.photos(view.textLanguage ? view.kind : view.title)}
        viewerHref={viewerHref}
        viewerIndex={viewerIndex}
      />
    </>
  );
}
