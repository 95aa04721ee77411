import { PageLink } from "~/components/links/PageLink";
import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { blogPostPath } from "~/agency/blog";
import type { Crumb } from "~/agency/breadcrumb";
import { slugify } from "@rli/contract/agency/slug";
import { getBlogPosts } from "~/api/client.server";
import { AuthorAvatar } from "~/components/blog/AuthorAvatar";
import { AuthorCard } from "~/components/blog/AuthorCard";
import { BlogPending } from "~/components/blog/BlogPending";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import { blogErrorMessage } from "~/blog/blog-errors";
import { blogPostSummary, blogPostView, findBlogPost } from "~/blog/blog-view";
import { ErrorPage } from "~/components/ErrorPage";
import { JsonLd } from "~/components/JsonLd";
import { blogTexts } from "~/components/blog/blog.texts";
import { useLanguage, useLocalPath } from "~/components/i18n/useLanguage";
import { htmlLang, type Language, languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { Breadcrumb, breadcrumbJsonLd } from "~/components/layout/Breadcrumb";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./blog-post.css";

/** How many other posts are suggested below a post. */
const RELATED_POSTS = 3;

function notFound(language: Language): Response {
  return new Response(blogTexts[language].notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const slug = params.slug ?? "";
  if (slug.length > 300) throw notFound(language);
  const posts = await orErrorPage(getBlogPosts());
  const post = findBlogPost(posts, slug);
  if (!post) {
    // An address typed with capitals or accents leads to the post's own address.
    const canonical = findBlogPost(posts, slugify(slug));
    if (canonical) throw redirect(localPath(blogPostPath(canonical), language), 301);
    throw notFound(language);
  }
  const origin = siteOrigin(request);
  const view = blogPostView(post, language);
  return {
    post: view,
    origin,
    // A post is written in one language: its address in that language is its canonical one, whatever
    // the page's (decision 144); its other addresses show it with a notice and are not alternates.
    canonical: `${origin}${localPath(view.path, view.lang)}`,
    writtenIn: [view.lang],
    related: posts
      .filter((other) => other !== post)
      .slice(0, RELATED_POSTS)
      .map((other) => blogPostSummary(other, language)),
  };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  const texts = blogTexts[language];
  if (!data) return [...pageMeta({ language, title: texts.notFoundTitle, description: texts.notFound, noindex: true })];
  const { post, canonical, writtenIn } = data;
  return [
    ...pageMeta({
      title: post.title,
      description: post.description,
      canonical,
      type: "article",
      textLanguage: post.lang === language ? undefined : post.lang,
      language,
      languages: writtenIn,
    }),
    { property: "article:published_time", content: post.isoDate },
    { property: "article:author", content: post.author.name },
  ];
};

function trail(title: string, path: string, texts: (typeof blogTexts)[Language], lang?: string): Crumb[] {
  return [
    { label: texts.home, href: "/" },
    { label: texts.title, href: "/blog" },
    { label: title, href: path, lang },
  ];
}

export default function BlogPostPage() {
  const { post, origin, canonical, related } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const texts = blogTexts[language];
  const local = useLocalPath();
  // The post's own words in its language, when the page speaks another.
  const lang = post.lang === language ? undefined : htmlLang[post.lang];
  const crumbs = trail(post.title, post.path, texts, lang);
  return (
    <div className={`${container} ${css.page}`}>
      <BlogPending>
        <div className={css.column}>
          <Breadcrumb items={crumbs} />
          <article aria-labelledby="article-titre">
            <header className={css.header}>
              <p className={css.date}>
                {texts.published} <time dateTime={post.isoDate}>{post.date}</time>
              </p>
              <h1 id="article-titre" className={css.title} lang={lang}>
                {post.title}
              </h1>
              <p className={css.byline}>
                <AuthorAvatar author={post.author} size="small" />
                <span className={css.bylineText}>
                  <span className={css.bylineName}>{post.author.name}</span>
                  {post.author.role ? (
                    <span
                      className={css.bylineRole}
                      lang={post.author.roleLang ? htmlLang[post.author.roleLang] : undefined}
                    >
                      {post.author.role}
                    </span>
                  ) : null}
                </span>
              </p>
            </header>
            {lang ? <p className={css.notice}>{texts.postInFrench}</p> : null}
            {/* Sanitised by the API contract. */}
            <div className={css.prose} lang={lang} dangerouslySetInnerHTML={{ __html: post.html }} />
            <footer className={css.after}>
              <AuthorCard author={post.author} />
              <p className={css.back}>
                <PageLink to={local("/blog")}>{texts.back}</PageLink>
              </p>
            </footer>
          </article>
        </div>
        {related.length > 0 ? (
          <section className={css.related} aria-labelledby="autres-articles">
            <h2 id="autres-articles">{texts.related}</h2>
            <ul className={css.relatedList}>
              {related.map((other) => (
                <li key={other.path}>
                  <BlogPostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </BlogPending>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.description,
          datePublished: post.isoDate,
          // The post's own language: the page around it may speak another.
          inLanguage: htmlLang[post.lang],
          url: canonical,
          mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
          author: {
            "@type": "Person",
            name: post.author.name,
            ...(post.author.role ? { jobTitle: post.author.role } : {}),
            ...(post.author.image ? { image: new URL(post.author.image, origin).toString() } : {}),
          },
          publisher: { "@type": "Organization", name: agency.name, url: origin },
        }}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, language)} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const language = useLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : undefined;
  return <ErrorPage status={status} message={blogErrorMessage(status, language) ?? message} />;
}
