import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import { pageWindow } from "~/listing/page-window";
import * as css from "./Pagination.css";
import { paginationTexts } from "./Pagination.texts";

type Props = {
  page: number;
  totalPages: number;
  /** The address of a page, e.g. "/recherche?cities=1870&page=3". */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation; each bar of a page needs its own. */
  label: string;
};

/**
 * Page links (product §2.4): plain links, so paging works without scripts; hidden when there is
 * one page or none; only pages 1 to the last. Scrolling after a page change is the page's job.
 */
export function Pagination({ page, totalPages, hrefFor, label }: Props) {
  const texts = useTexts(paginationTexts);
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className={css.nav}>
      <ul className={css.list}>
        {page > 1 ? (
          <li>
            <PageLink to={hrefFor(page - 1)} className={css.step} rel="prev" preventScrollReset prefetch="intent">
              <span aria-hidden="true">‹</span> <span className={css.stepText}>{texts.previous}</span>
            </PageLink>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                to={hrefFor(item.page)}
                className={css.number}
                aria-current={item.page === page ? "page" : undefined}
                aria-label={texts.page(item.page)}
                preventScrollReset
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <PageLink to={hrefFor(page + 1)} className={css.step} rel="next" preventScrollReset prefetch="intent">
              <span className={css.stepText}>{texts.next}</span> <span aria-hidden="true">›</span>
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
