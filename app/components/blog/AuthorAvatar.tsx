import { SafeImage } from "~/components/ui/SafeImage";
import type { BlogAuthorView } from "~/blog/blog-view";
import * as css from "./blog.css";

/** The author's picture, or their initials when there is none. Decorative: the name is always written beside it. */
export function AuthorAvatar({ author, size }: { author: BlogAuthorView; size: "small" | "large" }) {
  const className = size === "large" ? css.avatarLarge : css.avatarSmall;
  if (!author.image) {
    return (
      <span className={`${className} ${css.initials}`} aria-hidden="true">
        {author.initials}
      </span>
    );
  }
  return (
    <SafeImage
      className={className}
      src={author.image}
      width={320}
      height={400}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
