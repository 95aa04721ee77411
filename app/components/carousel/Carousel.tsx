import { PageLink } from "~/components/links/PageLink";
import { useHydrated } from "remix-utils/use-hydrated";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { useTexts } from "~/components/i18n/useLanguage";
import { SafeImage } from "~/components/ui/SafeImage";
import { usePrefersReducedMotion } from "~/components/ui/usePrefersReducedMotion";
import { wrapIndex } from "~/detail/photo-address";
import { photoImageProps, photoThumb, type Photo } from "~/detail/photos";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./Carousel.css";
import { carouselTexts } from "./carousel.texts";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, PauseIcon, PlayIcon } from "./icons";

/** product §9: one photo every 6 s; a moving slide is left alone for 1 s. */
const AUTO_ADVANCE_MS = 6000;
const TRANSITION_MS = 1000;

type Props = {
  photos: Photo[];
  /** Accessible name of the carousel. */
  label: string;
  /** Address of the photo viewer showing a photo (0-based). */
  viewerHref: (index: number) => string;
  /** The photo the viewer shows, when it is open: the carousel follows it and takes the focus back when it closes. */
  viewerIndex: number | null;
};

/** The two sides of the current photo: which way each steps, and how its button reads. */
const sides = {
  previous: { step: -1, className: css.sidePrevious, icon: <ChevronLeftIcon /> },
  next: { step: 1, className: css.sideNext, icon: <ChevronRightIcon /> },
};

type SideButtonProps = {
  side: keyof typeof sides;
  photos: Photo[];
  index: number;
  controls: string;
  goTo: (target: number) => void;
};

/** The previous or next photo beside the current one on desktop, an arrow over it on a phone. */
function SideButton({ side, photos, index, controls, goTo }: SideButtonProps) {
  const { step, className, icon } = sides[side];
  const label = useTexts(carouselTexts)[side];
  const neighbour = photos[wrapIndex(index, step, photos.length)];
  const thumb = neighbour && photoThumb(neighbour);
  return (
    <button
      type="button"
      className={`${css.side} ${className}`}
      onClick={() => goTo(index + step)}
      aria-label={label}
      aria-controls={controls}
    >
      <img className={css.sideImage} src={thumb} alt="" width={320} height={240} loading="lazy" decoding="async" />
      <span className={css.arrow}>{icon}</span>
    </button>
  );
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * Image carousel (product §2.8). Without JavaScript: a strip of photos that scrolls and snaps, with
 * one link per photo below it, so that every photo is reachable; each photo links to the viewer.
 * With JavaScript: arrows that wrap around (the neighbouring photos as thumbnails on desktop),
 * dots, and a new photo every 6 s, paused on hover, on focus, by its button, and when the
 * visitor prefers reduced motion.
 */
export function Carousel({ photos, label, viewerHref, viewerIndex }: Props) {
  const count = photos.length;
  const texts = useTexts(carouselTexts);
  const trackRef = useRef<HTMLUListElement>(null);
  const pendingRef = useRef<{ index: number; until: number } | null>(null);
  const frameRef = useRef(0);
  const [index, setIndex] = useState(0);
  // Scripts run: the arrows, dots and timer take over from the strip of links.
  const enhanced = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();

  const goTo = useCallback(
    (target: number, animate = true) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = wrapIndex(target, 0, count);
      const slide = track.children[next] as HTMLElement | undefined;
      if (!slide) return;
      pendingRef.current = { index: next, until: Date.now() + TRANSITION_MS };
      track.scrollTo({ left: slide.offsetLeft, behavior: animate && !reducedMotion ? "smooth" : "auto" });
      setIndex(next);
    },
    [count, reducedMotion],
  );

  /** A swipe or a scroll of the strip moves the current photo too. */
  const onScroll = () => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const current = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
      const pending = pendingRef.current;
      if (pending) {
        if (current !== pending.index && Date.now() < pending.until) return;
        pendingRef.current = null;
      }
      setIndex(current);
    });
  };

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  const playing = count > 1 && !stopped && !hovered && !focused && !reducedMotion && visible && viewerIndex === null;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(index + 1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, goTo]);

  const lastViewerIndex = useRef<number | null>(null);
  useEffect(() => {
    const previous = lastViewerIndex.current;
    lastViewerIndex.current = viewerIndex;
    if (viewerIndex !== null) {
      goTo(viewerIndex, false);
    } else if (previous !== null) {
      document.getElementById(`photo-lien-${previous + 1}`)?.focus({ preventScroll: true });
    }
  }, [viewerIndex, goTo]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.rotation === undefined) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) {
    return (
      <div className={css.empty} role="img" aria-label={texts.noPhoto}>
        <span aria-hidden="true">{texts.soon}</span>
      </div>
    );
  }

  const trackId = "photos-du-bien";

  return (
    <section className={css.carousel} aria-label={label} onFocus={onFocus} onBlur={onBlur}>
      <div className={css.stage} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        {count > 1 ? <SideButton side="previous" photos={photos} index={index} controls={trackId} goTo={goTo} /> : null}

        <ul id={trackId} ref={trackRef} className={css.track} onScroll={onScroll}>
          {photos.map((photo, i) => (
            <li key={`${photo.url}-${i}`} id={`photo-${i + 1}`} className={css.slide}>
              <PageLink
                to={viewerHref(i)}
                preventScrollReset
                id={`photo-lien-${i + 1}`}
                className={css.slideLink}
                tabIndex={enhanced && i !== index ? -1 : undefined}
              >
                <span className={visuallyHidden}>{texts.enlargeLink}</span>
                <SafeImage
                  className={css.image}
                  {...photoImageProps(photo, "(max-width: 760px) 100vw, 800px")}
                  alt={photo.alt}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding={i === 0 ? "sync" : "async"}
                  // React 18 only knows the lowercase attribute. The next slides, close enough to be
                  // fetched at once, come after the first: they must not share its bandwidth.
                  {...{ fetchpriority: i === 0 ? "high" : "low" }}
                />
              </PageLink>
            </li>
          ))}
        </ul>

        {count > 1 ? <SideButton side="next" photos={photos} index={index} controls={trackId} goTo={goTo} /> : null}

        <p className={css.counter} aria-hidden="true">
          <ExpandIcon size={16} />
          {count > 1 ? `${index + 1} / ${count}` : texts.enlarge}
        </p>
      </div>

      {count > 1 ? (
        <div className={css.controls}>
          <ol className={css.dots} aria-label={texts.choose}>
            {photos.map((photo, i) => (
              <li key={`${photo.url}-${i}`}>
                <a
                  href={`#photo-${i + 1}`}
                  className={css.dot}
                  aria-current={enhanced && i === index ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(i);
                  }}
                >
                  <span className={visuallyHidden}>{texts.position(i + 1, count)}</span>
                </a>
              </li>
            ))}
          </ol>
          {!reducedMotion ? (
            <button
              type="button"
              className={css.rotation}
              data-rotation=""
              onClick={() => setStopped((value) => !value)}
              aria-pressed={stopped}
            >
              {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              <span className={visuallyHidden}>{texts.stopRotation}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
