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
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./blog.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const posts = await orErrorPage(getBlogPosts());
  const origin = siteOrigin(request);
  return { posts: posts.map(blogPostSummary), origin, canonical: `${origin}/blog` };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Blog",
    description: `Conseils pour vendre, acheter ou louer et actualités du marché immobilier entre Chablais et Riviera, par les courtiers de ${agency.name}.`,
    canonical: data?.canonical,
  });

export default function Blog() {
  const { posts, origin, canonical } = useLoaderData<typeof loader>();
  const [first, ...others] = posts;
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <p className={css.kicker}>Le blog de {agency.name}</p>
        <h1>Blog</h1>
        <p className={css.lead}>
          Conseils pour vendre, acheter ou louer, actualités du marché et vie locale entre le Chablais et la Riviera,
          par les courtiers de notre équipe.
        </p>
      </header>
      <BlogPending>
        {first ? (
          <ul className={css.list} aria-label="Articles">
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
          <p className={css.empty}>Aucun article pour le moment. Revenez bientôt !</p>
        )}
      </BlogPending>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: `Blog de ${agency.name}`,
          url: canonical,
          inLanguage: "fr-CH",
          publisher: { "@type": "Organization", name: agency.name, url: origin },
          blogPost: posts.map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            url: `${origin}${post.path}`,
            datePublished: post.isoDate,
            author: { "@type": "Person", name: post.author.name },
          })),
        }}
      />
    </div>
  );
}

/** Upstream failure: the French error screen with its status, inside the layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} message={blogErrorMessage(status)} />;
}
