/**
 * Remix options and the site's route table (SPEC §2.1).
 * Routes are declared here rather than inferred from file names, so the public
 * addresses are read in one place; vite.config.ts passes this object to the Remix plugin.
 */

/** @type {import('@remix-run/dev').AppConfig['future']} */
const future = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
function routes(defineRoutes) {
  return defineRoutes((route) => {
    route("", "routes/home.tsx", { index: true });

    // Resources.
    route("favicon.ico", "routes/favicon.ts");

    // Anything else: the French 404 page.
    route("*", "routes/not-found.tsx");
  });
}

export default {
  ignoredRouteFiles: ["**/*"],
  future,
  routes,
};
