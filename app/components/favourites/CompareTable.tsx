import { useId } from "react";
import { PageLink } from "~/components/links/PageLink";
import type { CompareView } from "~/favourites/compare-view";
import { visuallyHidden } from "~/styles/global.css";
import { scroller } from "./CompareTable.css";

/**
 * The kept listings side by side: a table drawn by the server, the facts as rows and the listings as
 * columns, the first column kept in view. On a narrow screen the table scrolls sideways inside its
 * own box, which the keyboard can reach and scroll; printed, it is whole.
 */
export function CompareTable({ view }: { view: CompareView }) {
  const id = useId();
  return (
    // A box that scrolls must take the keyboard's focus to be scrolled without a pointer (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, named by its caption
    <div className={scroller} role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{view.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{view.corner}</th>
            {view.listings.map((listing) => (
              <th scope="col" key={listing.ref} lang={listing.lang ?? undefined}>
                <PageLink to={listing.href}>{listing.title}</PageLink>
                <span>{listing.ref}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) =>
                cell.unknown ? (
                  <td key={index}>
                    <span aria-hidden="true">—</span>
                    <span className={visuallyHidden}>{view.unknown}</span>
                  </td>
                ) : (
                  <td key={index}>{cell.text}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
