import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { visuallyHidden } from "~/styles/global.css";

/** The page an address shows: its path and query, without the window over it (the contact window, the photo viewer). */
export function pageShown(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete("contact");
  query.delete("photo");
  return `${pathname}?${query}`;
}

/**
 * With scripts, a link, the pagination or the search form shows the next page without loading a
 * document, so the browser says nothing. Once another page is shown (not a window opened or closed
 * over the same one), its title is said in a status region and the focus goes to its start: the
 * element the page marks `data-page-start` when only the query changed (the count of a new search or
 * page of results), its main heading otherwise, so that the next Tab goes on from there.
 */
export function PageChangeAnnouncer() {
  const { pathname, search } = useLocation();
  const page = pageShown(pathname, search);
  const shown = useRef({ page, pathname });
  const [said, say] = useState("");
  useEffect(() => {
    const before = shown.current;
    if (before.page === page) return;
    shown.current = { page, pathname };
    const main = document.getElementById("contenu");
    const start =
      (before.pathname === pathname && main?.querySelector<HTMLElement>("[data-page-start]")) ||
      main?.querySelector("h1") ||
      main;
    if (start) {
      start.tabIndex = -1;
      start.focus({ preventScroll: true });
    }
    say(document.title);
  }, [page, pathname]);
  return (
    <p role="status" className={visuallyHidden}>
      {said}
    </p>
  );
}
