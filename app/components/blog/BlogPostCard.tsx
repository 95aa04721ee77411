import { PageLink } from "~/components/links/PageLink";
import { AuthorAvatar } from "./AuthorAvatar";
import type { BlogPostSummary } from "~/blog/blog-view";
import * as css from "./blog.css";
import { blogTexts } from "./blog.texts";
import { htmlLang } from "@rli/contract/i18n/language";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";

/** A post in a list: date, title (the link to the post), excerpt and author; the whole card is clickable. */
export function BlogPostCard({
  post,
  headingLevel = 2,
  featured = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const language = useLanguage();
  const texts = blogTexts[language];
  const local = useLocalPath();
  // The post's own words in its language, when the page speaks another.
  const lang = post.lang === language ? undefined : htmlLang[post.lang];
  return (
    <article className={featured ? `${css.card} ${css.cardFeatured}` : css.card}>
      <p className={css.cardDate}>
        <time dateTime={post.isoDate}>{post.date}</time>
      </p>
      <Heading className={featured ? `${css.cardTitle} ${css.cardTitleFeatured}` : css.cardTitle} lang={lang}>
        <PageLink to={local(post.path)} className={css.cardLink} prefetch="intent">
          {post.title}
        </PageLink>
      </Heading>
      <p className={css.cardExcerpt} lang={lang}>
        {post.excerpt}
      </p>
      <footer className={css.cardFooter}>
        <AuthorAvatar author={post.author} size="small" />
        <span className={css.byline}>
          <span className={css.authorName}>{post.author.name}</span>
          {post.author.role ? (
            <span className={css.authorRole} lang={post.author.roleLang ? htmlLang[post.author.roleLang] : undefined}>
              {post.author.role}
            </span>
          ) : null}
        </span>
        <span className={css.readMore} aria-hidden="true">
          {texts.readMore}
        </span>
      </footer>
    </article>
  );
}
