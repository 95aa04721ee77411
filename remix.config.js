/**
 * Remix options and the site's route table (product §2.1).
 * Routes are declared here rather than inferred from file names, so the public
 * addresses are read in one place; vite.config.ts passes this object to the Remix plugin.
 */

/** @type {import('@remix-run/dev').AppConfig['future']} */
const future = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: false,
  v3_singleFetch: true,
};

/** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
/**
 * Lines starting with "//+" are routes whose module is not written yet: a route is enabled by
 * removing that prefix once its module exists.
 */
/** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
function routes(defineRoutes) {
  return defineRoutes((route) => {
    route("", "routes/home.tsx", { index: true });

    // Listings (product §2.1): one results module mounted at every list address, each with its own id.
    route("annonces", "routes/results.tsx", { id: "results-all" });
    route("recherche", "routes/results.tsx", { id: "results-search" });
    route("vendus", "routes/results.tsx", { id: "results-sold" });
    route("nos-appartements", "routes/results.tsx", { id: "results-apartments" });
    route("nos-maisons", "routes/results.tsx", { id: "results-houses" });
    route("vente", "routes/results.tsx", { id: "results-buy" });
    route("location", "routes/results.tsx", { id: "results-rent" });
    route("vente/:type", "routes/results.tsx", { id: "results-buy-type" });
    route("location/:type", "routes/results.tsx", { id: "results-rent-type" });
    route("vente/:type/:city", "routes/results.tsx", { id: "results-buy-type-city" });
    route("location/:type/:city", "routes/results.tsx", { id: "results-rent-type-city" });
    route("promotions", "routes/promotions.tsx", { id: "promotions-all" });
    route("vente/promotions", "routes/promotions.tsx", { id: "promotions-buy" });
    route("vente/promotions/:city", "routes/promotions.tsx", { id: "promotions-buy-city" });
    route("location/promotions/:city", "routes/promotions.tsx", { id: "promotions-rent-city" });
    route("vente/promotions/:city/:promotionname", "routes/promotion.tsx", { id: "promotion-buy" });
    route("location/promotions/:city/:promotionname", "routes/promotion.tsx", { id: "promotion-rent" });
    route("vente/promotions/:city/:promotionname/:propertyname", "routes/property.tsx", { id: "property-lot" });
    route("vente/:type/:city/:propertyname", "routes/property.tsx", { id: "property-buy" });
    route("location/:type/:city/:propertyname", "routes/property.tsx", { id: "property-rent" });
    route("partage/:ref", "routes/share.ts");
    route("visites/:ref/:visit", "routes/visit-calendar.ts");
    route("fiche/:file", "routes/listing-sheet.ts");
    route("documents/:name", "routes/export-document.ts");
    route("favoris", "routes/favourites.tsx");
    route("flux/*", "routes/feed.ts");

    // Legacy addresses of the previous site: permanent redirects (product §2.1).
    route("propriete", "routes/legacy.ts", { id: "legacy-property" });
    route("promotion/:promotionref", "routes/legacy.ts", { id: "legacy-promotion" });
    route("promotion/:promotionref/projet", "routes/legacy.ts", { id: "legacy-promotion-project" });
    route("promotion/:promotionref/propriete", "routes/legacy.ts", { id: "legacy-promotion-property" });
    route("acheter", "routes/legacy.ts", { id: "legacy-buy" });
    route("louer", "routes/legacy.ts", { id: "legacy-rent" });
    route("vendre", "routes/legacy.ts", { id: "legacy-sell" });
    route("contact/satisfaction", "routes/legacy.ts", { id: "legacy-satisfaction" });

    // Forms (product §2.9–§2.12).
    route("estimation-bien-immobilier", "routes/valuation.tsx");
    route("estimation-bien-immobilier-envoyee", "routes/valuation-sent.tsx");
    route("formulaire-satisfaction", "routes/satisfaction.tsx");
    route("contact", "routes/contact.tsx");
    route("candidature", "routes/application.tsx");
    route("candidature/envoi", "routes/application-upload.ts");
    route("candidature-envoyee", "routes/application-sent.tsx");

    // Agency pages, blog and kiosk (product §2.13–§2.15).
    route("equipe", "routes/team.tsx");
    route("calculateur-hypothecaire", "routes/calculator.tsx");
    route("blog", "routes/blog.tsx");
    route("blog/:slug", "routes/blog-post.tsx");
    route("vitrine/:id", "routes/kiosk.tsx");
    route("conditions-generales-dutilisation", "routes/legal-terms.tsx");
    route("politique-de-confidentialite", "routes/legal-privacy.tsx");

    // Resources: generated images, search-engine files. The embedded upstream has no public
    // address: the API client calls it in-process (`npm run upstream` serves it alone, on loopback).
    route("images/*", "routes/images.$.ts");
    route("favicon.ico", "routes/favicon.ts");
    route("sitemap.xml", "routes/sitemap.ts");
    route("robots.txt", "routes/robots.ts");
    route("manifest.webmanifest", "routes/manifest.ts");

    // Anything else: the French 404 page.
    route("*", "routes/not-found.tsx");
  });
}

export default {
  // BUILD_DIR lets several builds live side by side (e.g. one per test run); default "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  ignoredRouteFiles: ["**/*"],
  future,
  routes,
};
