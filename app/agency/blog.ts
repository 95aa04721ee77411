import { slugify } from "@rli/contract/agency/slug";

/** Address of a blog post: /blog/{slug of its title}. */
export function blogPostSlug(post: { title: string }): string {
  return slugify(post.title) || "article";
}

export function blogPostPath(post: { title: string }): string {
  return `/blog/${blogPostSlug(post)}`;
}
