import { PageLink } from "~/components/links/PageLink";
import { container } from "~/styles/global.css";
import * as css from "./ErrorPage.css";
import { errorText, errorTexts, visitorMessage } from "~/http/error-texts";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";

/**
 * Error screen shown inside the normal layout, in the page's language; never shows technical
 * details. An empty message (an upstream failure carries none) gives the status's own text; a
 * message given is written in the page's language by whoever threw it.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const language = useLanguage();
  const local = useLocalPath();
  const words = errorTexts[language];
  const text = errorText(status, language);
  return (
    <section className={`${container} ${css.page}`} aria-labelledby="titre-erreur">
      <p className={css.code}>{words.code(status)}</p>
      <h1 id="titre-erreur">{text.title}</h1>
      <p>{visitorMessage(message) ?? text.message}</p>
      <p className={css.links}>
        <PageLink to={local("/")}>{words.home}</PageLink>
        <PageLink to={local("/annonces")}>{words.listings}</PageLink>
      </p>
    </section>
  );
}
