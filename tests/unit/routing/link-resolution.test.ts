import { parsePath, resolveTo } from "@remix-run/router";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, Outlet, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";

/**
 * Links resolve an address from the root without the pathnames of the routes they sit in
 * (patches/react-router+6.30.4.patch), and once (patches/@remix-run+router+1.23.3.patch): the same
 * result, checked here, for less work.
 */
describe("link addresses", () => {
  const fromRoot = [
    "/",
    "/annonces",
    "/vente/maison/vevey-1800/rlm-1",
    "/a/../b",
    "/a/./b/",
    "/?contact",
    "/a#x",
    "//x",
  ];
  const routeSets = [[], ["/"], ["/", "/vente"], ["/", "/vente/maison", "/vente/maison/vevey-1800/rlm-1"]];

  it("from the root: the same whatever the routes and the location, each caller with its own copy", () => {
    for (const to of fromRoot) {
      for (const location of ["/", "/vente/maison/vevey-1800/rlm-1", "/blog/"]) {
        for (const routes of routeSets) {
          // An address given as an object is resolved in full every time: what the kept string must equal.
          const full = resolveTo(parsePath(to), routes, location, false);
          const kept = resolveTo(to, routes, location, false);
          expect(kept, `${to} ${routes}`).toEqual(full);
          kept.pathname = "/changé";
          expect(resolveTo(to, routes, location, false)).toEqual(full);
        }
      }
    }
  });

  it("rendered in nested routes: root, relative and search-only links", () => {
    const links = () =>
      h(
        "nav",
        null,
        h(Link, { to: "/annonces" }, "a"),
        h(Link, { to: ".." }, "b"),
        h(Link, { to: "plan" }, "c"),
        h(Link, { to: "?contact" }, "d"),
        h(Link, { to: "/vente/../equipe" }, "e"),
      );
    const html = renderToString(
      h(
        MemoryRouter,
        { initialEntries: ["/vente/maison/rlm-1"] },
        h(
          Routes,
          null,
          h(
            Route,
            { path: "vente", element: h(Outlet) },
            h(Route, { path: "maison", element: h(Outlet) }, h(Route, { path: ":ref", element: h(links) })),
          ),
        ),
      ),
    );
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "/annonces",
      "/vente/maison",
      "/vente/maison/rlm-1/plan",
      "/vente/maison/rlm-1?contact",
      "/equipe",
    ]);
  });
});
