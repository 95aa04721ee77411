import type { MetaDescriptor } from "@remix-run/node";
import type { ReactNode } from "react";
import { useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { languageOfPath } from "@rli/contract/i18n/language";
import type { Crumb } from "~/agency/breadcrumb";
import { PhotoViewer } from "~/components/carousel/PhotoViewer";
import { JsonLd } from "~/components/JsonLd";
import { breadcrumbJsonLd } from "~/components/layout/Breadcrumb";
import { parsePhotoParam, photoHref } from "~/detail/photo-address";
import type { Photo } from "~/detail/photos";
import { onlyViewerChanged } from "~/detail/revalidation";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";
import { useLanguage } from "~/components/i18n/useLanguage";
import { ListingIntro, type ListingIntroView } from "./ListingIntro";
import { propertyTexts } from "./property.texts";

/** What the head and the end of a property page and of a promotion page are made of. */
type ListingPageView = {
  title: string;
  photos: Photo[];
  path: string;
  canonical: string;
  meta: { title: string; description: string; image?: string };
  jsonLd?: unknown;
  breadcrumb: Crumb[];
  /** Language of the title when it is not the page's. */
  textLanguage?: string | null;
};

/** The page's meta tags; without data (an error page), the `missing` title in the page's language and no indexing. */
export function listingMeta(missing: "missingProperty" | "missingPromotion") {
  return ({
    data: view,
    location,
  }: {
    data?: Pick<ListingPageView, "meta" | "canonical">;
    location: { pathname: string };
  }): MetaDescriptor[] => {
    if (!view) {
      const title = propertyTexts[languageOfPath(location.pathname)][missing];
      return [{ title: `${title} | Rhône-Léman Immobilier` }, { name: "robots", content: "noindex" }];
    }
    return pageMeta({
      title: view.meta.title,
      description: view.meta.description,
      canonical: view.canonical,
      image: view.meta.image,
    });
  };
}

/** Opening, changing or closing the photo viewer or the contact modal needs no new data. */
export const listingShouldRevalidate: ShouldRevalidateFunction = (args) =>
  onlyViewerChanged(args) ? false : args.defaultShouldRevalidate;

/** The photo the viewer shows (`?photo=N`, or null when closed) and the address of each photo. */
function usePhotoViewer(photoCount: number) {
  const { pathname, search } = useLocation();
  const viewerIndex = parsePhotoParam(new URLSearchParams(search).get("photo"), photoCount);
  const hrefFor = (index: number | null) => photoHref(pathname, search, index);
  return { viewerIndex, hrefFor };
}

/**
 * The frame of a property page and of a promotion page: the listing's intro (breadcrumb, title,
 * carousel), the page's own content, then the photo viewer when open and the structured data.
 */
export function ListingPage({
  view,
  className,
  children,
}: {
  view: ListingPageView & ListingIntroView;
  className: string;
  children: ReactNode;
}) {
  const { viewerIndex, hrefFor } = usePhotoViewer(view.photos.length);
  return (
    <div className={className}>
      <div className={container}>
        <ListingIntro view={view} viewerIndex={viewerIndex} viewerHref={hrefFor} />
        {children}
      </div>

      <ListingPageEnd view={view} viewerIndex={viewerIndex} hrefFor={hrefFor} />
    </div>
  );
}

/** The photo viewer when it is open, and the listing's structured data with its breadcrumb. */
function ListingPageEnd({
  view,
  viewerIndex,
  hrefFor,
}: {
  view: ListingPageView;
  viewerIndex: number | null;
  hrefFor: (index: number | null) => string;
}) {
  const origin = new URL(view.canonical).origin;
  const language = useLanguage();
  return (
    <>
      {viewerIndex !== null ? (
        <PhotoViewer
          photos={view.photos}
          index={viewerIndex}
          title={view.title}
          lang={view.textLanguage}
          hrefFor={hrefFor}
          closeHref={hrefFor(null)}
        />
      ) : null}

      <JsonLd data={view.jsonLd} />
      <JsonLd data={breadcrumbJsonLd(view.breadcrumb, origin, language)} />
    </>
  );
}
