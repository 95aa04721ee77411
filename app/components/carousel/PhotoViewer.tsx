import { PageLink } from "~/components/links/PageLink";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { useTexts } from "~/components/i18n/useLanguage";
import { CloseIcon } from "~/components/ui/icons";
import { wrapIndex } from "~/detail/photo-address";
import { photoImageProps, type Photo } from "~/detail/photos";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./PhotoViewer.css";
import { carouselTexts } from "./carousel.texts";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

type Props = {
  photos: Photo[];
  /** 0-based, in range. */
  index: number;
  title: string;
  /** The title's language when it is not the page's. */
  lang?: string | null;
  /** Address of the viewer showing another photo (0-based). */
  hrefFor: (index: number) => string;
  /** Address of the page with the viewer closed. */
  closeHref: string;
};

/**
 * Full-size photo viewer (product §2.8), opened by `?photo=N`: the server renders it open, with links
 * to the previous and next photo (wrapping around) and a link that closes it, so it works without
 * JavaScript. With JavaScript it becomes a modal dialog: focus stays inside, Escape or a click
 * outside the photo closes it, the arrow keys change photo.
 */
export function PhotoViewer({ photos, index, title, lang, hrefFor, closeHref }: Props) {
  const navigate = useNavigate();
  const texts = useTexts(carouselTexts);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const count = photos.length;
  const photo = photos[index];
  const previous = wrapIndex(index, -1, count);
  const following = wrapIndex(index, 1, count);

  // Latest addresses for the listeners attached once (they only run after the effects below).
  const hrefs = useRef({ previous: hrefFor(previous), next: hrefFor(following), close: closeHref });
  useEffect(() => {
    hrefs.current = { previous: hrefFor(previous), next: hrefFor(following), close: closeHref };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    closeRef.current?.focus();
    const close = () => navigate(hrefs.current.close, { preventScrollReset: true });
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        const to = event.key === "ArrowLeft" ? hrefs.current.previous : hrefs.current.next;
        navigate(to, { replace: true, preventScrollReset: true });
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKey);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKey);
      if (dialog.open) dialog.close();
    };
  }, [navigate]);

  const onBackdropClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.dataset.backdrop !== undefined) {
      navigate(closeHref, { preventScrollReset: true });
    }
  };

  if (!photo) return null;
  const position = texts.position(index + 1, count);

  return (
    // The backdrop click is a pointer shortcut; the keyboard has Escape and the close link.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog ref={dialogRef} open className={css.viewer} aria-labelledby="visionneuse-titre" onClick={onBackdropClick}>
      <div className={css.bar}>
        <h2 id="visionneuse-titre" className={css.heading}>
          <span className={css.position}>{count > 1 ? `${index + 1} / ${count}` : texts.photo}</span>
          <span className={css.title} lang={lang ?? undefined}>
            {title}
          </span>
        </h2>
        <PageLink ref={closeRef} to={closeHref} preventScrollReset className={css.close}>
          <CloseIcon />
          <span className={visuallyHidden}>{texts.close}</span>
        </PageLink>
      </div>

      <figure className={css.figure} data-backdrop="">
        <img key={photo.url} className={css.image} {...photoImageProps(photo, "100vw")} alt={photo.alt} />
        <figcaption className={visuallyHidden}>{position}</figcaption>
      </figure>

      {count > 1 ? (
        <>
          <PageLink to={hrefFor(previous)} replace preventScrollReset className={`${css.step} ${css.previous}`}>
            <ChevronLeftIcon />
            <span className={visuallyHidden}>{texts.previousOf(previous + 1, count)}</span>
          </PageLink>
          <PageLink to={hrefFor(following)} replace preventScrollReset className={`${css.step} ${css.next}`}>
            <ChevronRightIcon />
            <span className={visuallyHidden}>{texts.nextOf(following + 1, count)}</span>
          </PageLink>
        </>
      ) : null}
    </dialog>
  );
}
