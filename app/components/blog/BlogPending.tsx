import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { frenchPath } from "@rli/contract/i18n/language";
import { Spinner } from "~/components/ui/Spinner";
import * as css from "./blog.css";

/**
 * The blog's content, covered by a spinner while the browser loads another blog page (product §2.14).
 * The server sends pages complete, so the wait only exists with JavaScript, between blog pages.
 */
export function BlogPending({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const path = frenchPath(navigation.location?.pathname ?? "");
  const pending = navigation.state === "loading" && (path === "/blog" || path.startsWith("/blog/"));
  return (
    <div className={css.pendingFrame} aria-busy={pending || undefined}>
      {children}
      {pending ? (
        <div className={css.pendingOverlay}>
          <span className={css.pendingSpinner}>
            <Spinner />
          </span>
        </div>
      ) : null}
    </div>
  );
}
