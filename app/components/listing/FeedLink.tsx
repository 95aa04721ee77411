import { useTexts } from "~/components/i18n/useLanguage";
import * as css from "./FeedLink.css";
import { resultListTexts } from "./listing.texts";

/** The visible twin of the list's <link rel="alternate" type="application/atom+xml">. */
export function FeedLink({ href }: { href: string }) {
  const texts = useTexts(resultListTexts);
  return (
    <p className={css.feed}>
      <a href={href} type="application/atom+xml" className={css.link}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="19" r="2.2" fill="currentColor" />
          <path d="M3 10a11 11 0 0 1 11 11M3 3a18 18 0 0 1 18 18" fill="none" stroke="currentColor" strokeWidth="2.6" />
        </svg>
        {texts.follow}
      </a>
    </p>
  );
}
