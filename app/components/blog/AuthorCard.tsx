import { Link } from "@remix-run/react";
import { AuthorAvatar } from "./AuthorAvatar";
import type { BlogAuthorView } from "~/blog/blog-view";
import * as css from "./blog.css";

/** The author of a post, below it: portrait, full name and role, and the way to the team page for a team member. */
export function AuthorCard({ author }: { author: BlogAuthorView }) {
  return (
    <section className={css.authorCard} aria-labelledby="auteur-titre">
      <AuthorAvatar author={author} size="large" />
      <div className={css.authorCardBody}>
        <h2 id="auteur-titre" className={css.authorCardHeading}>
          <span className={css.authorCardKicker}>Écrit par</span> {author.name}
        </h2>
        {author.role ? (
          <>
            <p className={css.authorCardRole}>{author.role}</p>
            <p className={css.authorCardLink}>
              <Link to="/equipe">Rencontrer notre équipe</Link>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
