import { useLocation } from "@remix-run/react";
import { forwardRef, type AnchorHTMLAttributes } from "react";

/**
 * A link to a page of the site: a plain `<a>`, drawn without the router's hooks (Remix's `<Link>`
 * resolves its address and builds its click handler through five of them, for every link of every
 * page; decision 129). With scripts, `PageLinkNavigation` (once in the root) follows these links
 * without reloading the document and prefetches the ones marked `prefetch="intent"`.
 */
export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An address of the site ("/annonces?page=2"), or a query or fragment of the current page ("?contact"). */
  to: string;
  /** Loads the page's scripts and data while the pointer rests on the link or it has the focus. */
  prefetch?: "intent";
  /** Keeps the scroll position when the next page is shown (a window opened over the page, a list's next page). */
  preventScrollReset?: boolean;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
};

/**
 * The attribute that marks the site's page links for `PageLinkNavigation`; its value lists how to
 * follow the link ("intent", "keep-scroll", "replace"), empty for a plain link.
 */
export const PAGE_LINK_ATTRIBUTE = "data-link";

export type PageLinkOption = "intent" | "keep-scroll" | "replace";

/** Whether the page link `anchor` asks for `option`. */
export function pageLinkAsks(anchor: Element, option: PageLinkOption): boolean {
  // No option's name is part of another's.
  return anchor.getAttribute(PAGE_LINK_ATTRIBUTE)?.includes(option) ?? false;
}

export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { to, prefetch, preventScrollReset, replace, children, ...anchor },
  ref,
) {
  const { pathname } = useLocation();
  // A query or a fragment alone belongs to the current page, as the router reads it.
  const href = to.startsWith("?") || to.startsWith("#") ? pathname + to : to;
  const options = [prefetch, preventScrollReset && "keep-scroll", replace && "replace"];
  return (
    <a {...anchor} ref={ref} href={href} {...{ [PAGE_LINK_ATTRIBUTE]: options.filter(Boolean).join(" ") }}>
      {children}
    </a>
  );
});
