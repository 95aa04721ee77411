import { useLocation } from "@remix-run/react";
import { languageNames, languages, pathInLanguage } from "@rli/contract/i18n/language";
import { visuallyHidden } from "~/styles/global.css";
import { useLanguage, useTexts, useWrittenLanguages } from "../i18n/useLanguage";
import { layoutTexts } from "./layout.texts";
import * as css from "./LanguageSwitch.css";

/**
 * The same page in the other languages (decision 114): plain links, with the query kept, so the switch
 * works without scripts and never depends on the browser's language. The current one is named, not linked.
 * A page written in fewer languages (a blog post only in French) links its other addresses without
 * `hreflang`: they show the same text with a notice, not a translation (decision 144).
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const current = useLanguage();
  const texts = useTexts(layoutTexts);
  const written = useWrittenLanguages();
  return (
    <nav aria-label={texts.languages} className={css.switchBox}>
      <ul className={css.list}>
        {languages.map((language) => (
          <li key={language}>
            {language === current ? (
              <span className={css.current} aria-current="true" lang={language}>
                <span aria-hidden="true">{language.toUpperCase()}</span>
                <span className={visuallyHidden}>{languageNames[language]}</span>
              </span>
            ) : (
              // A full load: the other language's layout, menus and texts come with its page.
              <a
                href={`${pathInLanguage(pathname, language)}${search}`}
                hrefLang={written.includes(language) ? language : undefined}
                lang={language}
                className={css.link}
              >
                <span aria-hidden="true">{language.toUpperCase()}</span>
                <span className={visuallyHidden}>{languageNames[language]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
