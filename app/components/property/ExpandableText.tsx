import { useEffect, useRef, useState } from "react";
import { useTexts } from "~/components/i18n/useLanguage";
import * as css from "./ExpandableText.css";
import { propertyTexts } from "./property.texts";

/**
 * A text clamped to 5 lines with 'Voir plus' / 'Voir moins' (product §2.5). The toggle is a
 * `<details>` element, so it works without JavaScript (the clamp is lifted by CSS while it is
 * open); the whole text is always in the page for screen readers and search engines. With
 * JavaScript the toggle is hidden when the text fits in 5 lines anyway. A text in another language
 * than the page's may come with a notice that says so, above it.
 */
export function ExpandableText({
  html,
  id,
  lang,
  notice,
}: {
  html: string;
  id: string;
  lang?: string | null;
  /** A line before the text, in the page's language ("Diese Beschreibung liegt nur auf Französisch vor."). */
  notice?: string | null;
}) {
  const textRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  const texts = useTexts(propertyTexts);

  useEffect(() => {
    const text = textRef.current;
    if (!text) return;
    const measure = () => {
      const details = text.nextElementSibling;
      if (details instanceof HTMLDetailsElement && details.open) return;
      setFits(text.scrollHeight <= text.clientHeight + 2);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [html]);

  return (
    <div className={css.wrapper}>
      {notice ? <p className={css.notice}>{notice}</p> : null}
      <div
        id={id}
        ref={textRef}
        lang={lang ?? undefined}
        className={css.text}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {fits ? null : (
        <details className={css.toggle}>
          <summary className={css.summary}>
            <span className={css.more}>{texts.more}</span>
            <span className={css.less}>{texts.less}</span>
          </summary>
        </details>
      )}
    </div>
  );
}
