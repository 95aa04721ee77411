import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { getBlogPosts } from "~/api/client.server";
import { BlogPending } from "~/components/blog/BlogPending";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import { blogErrorMessage } from "~/blog/blog-errors";
import { blogPostSummary } from "~/blog/blog-view";
import { ErrorPage } from "~/components/ErrorPage";
import { JsonLd } from "~/components/JsonLd";
import { blogTexts } from "~/components/blog/blog.texts";
import { useLanguage } from "~/components/i18n/useLanguage";
import { htmlLang, languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./blog.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const posts = await orErrorPage(getBlogPosts());
  const origin = siteOrigin(request);
  const language = languageOfRequest(request);
  return {
    posts: posts.map((post) => blogPostSummary(post, language)),
    origin,
    canonical: `${origin}${localPath("/blog", language)}`,
  };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const texts = blogTexts[languageOfPath(location.pathname)];
  return pageMeta({ title: texts.title, description: texts.description, canonical: data?.canonical });
};

export default function Blog() {
  const { posts, origin, canonical } = useLoaderData<typeof loader>();
  const [first, ...others] = posts;
  const language = useLanguage();
  const texts = blogTexts[language];
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <p className={css.kicker}>{texts.kicker}</p>
        <h1>{texts.title}</h1>
        <p className={css.lead}>{texts.lead}</p>
        {posts.some((post) => post.lang !== language) ? <p className={css.lead}>{texts.postsInFrench}</p> : null}
      </header>
      <BlogPending>
        {first ? (
          <ul className={css.list} aria-label={texts.posts}>
            <li className={css.featured}>
              <BlogPostCard post={first} featured />
            </li>
            {others.map((post) => (
              <li key={post.path}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.empty}>{texts.empty}</p>
        )}
      </BlogPending>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: texts.blogName,
          url: canonical,
          inLanguage: htmlLang[language],
          publisher: { "@type": "Organization", name: agency.name, url: origin },
          blogPost: posts.map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            inLanguage: htmlLang[post.lang],
            // The post's canonical address, in its own language (decision 144).
            url: `${origin}${localPath(post.path, post.lang)}`,
            datePublished: post.isoDate,
            author: { "@type": "Person", name: post.author.name },
          })),
        }}
      />
    </div>
  );
}

/** Upstream failure: the error screen with its status, inside the layout, in the page's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const language = useLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} message={blogErrorMessage(status, language)} />;
}
