import { resolveTo } from "@remix-run/router";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, Outlet, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";

/**
 * Links resolve their address without the pathnames of the routes they sit in when it starts from
 * the root (patches/react-router+6.30.4.patch): the same result, checked here, for less work.
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

  it("from the root: the same whatever the routes around", () => {
    for (const to of fromRoot) {
      for (const location of ["/", "/vente/maison/vevey-1800/rlm-1", "/blog/"]) {
        const alone = resolveTo(to, [], location, false);
        for (const routes of routeSets)
          expect(resolveTo(to, routes, location, false), `${to} ${routes}`).toEqual(alone);
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
