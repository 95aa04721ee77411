import { PageLink } from "~/components/links/PageLink";
import { AuthorAvatar } from "./AuthorAvatar";
import type { BlogAuthorView } from "~/blog/blog-view";
import * as css from "./blog.css";
import { blogTexts } from "./blog.texts";
import { htmlLang } from "@rli/contract/i18n/language";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";

/** The author of a post, below it: portrait, full name and role, and the way to the team page for a team member. */
export function AuthorCard({ author }: { author: BlogAuthorView }) {
  const texts = useTexts(blogTexts);
  const local = useLocalPath();
  return (
    <section className={css.authorCard} aria-labelledby="auteur-titre">
      <AuthorAvatar author={author} size="large" />
      <div className={css.authorCardBody}>
        <h2 id="auteur-titre" className={css.authorCardHeading}>
          <span className={css.authorCardKicker}>{texts.writtenBy}</span> {author.name}
        </h2>
        {author.role ? (
          <>
            <p className={css.authorCardRole} lang={author.roleLang ? htmlLang[author.roleLang] : undefined}>
              {author.role}
            </p>
            <p className={css.authorCardLink}>
              <PageLink to={local("/equipe")}>{texts.meetTeam}</PageLink>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
