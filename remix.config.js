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
    /**
     * A page in every language (decision 114): its French address, and the same under /de and /en,
     * each with its own route id.
     */
    const page = (path, file, options = {}) => {
      route(path, file, options);
      for (const prefix of ["de", "en"]) {
        const id = `${options.id ?? file.replace(/\.tsx?$/, "")}-${prefix}`;
        route(path ? `${prefix}/${path}` : prefix, file, { id });
      }
    };

    page("", "routes/home.tsx", { index: true });

    // Listings (product §2.1): one results module mounted at every list address, each with its own id.
    page("annonces", "routes/results.tsx", { id: "results-all" });
    page("recherche", "routes/results.tsx", { id: "results-search" });
    page("vendus", "routes/results.tsx", { id: "results-sold" });
    page("nos-appartements", "routes/results.tsx", { id: "results-apartments" });
    page("nos-maisons", "routes/results.tsx", { id: "results-houses" });
    page("vente", "routes/results.tsx", { id: "results-buy" });
    page("location", "routes/results.tsx", { id: "results-rent" });
    page("vente/:type", "routes/results.tsx", { id: "results-buy-type" });
    page("location/:type", "routes/results.tsx", { id: "results-rent-type" });
    page("vente/:type/:city", "routes/results.tsx", { id: "results-buy-type-city" });
    page("location/:type/:city", "routes/results.tsx", { id: "results-rent-type-city" });
    page("promotions", "routes/promotions.tsx", { id: "promotions-all" });
    page("vente/promotions", "routes/promotions.tsx", { id: "promotions-buy" });
    page("vente/promotions/:city", "routes/promotions.tsx", { id: "promotions-buy-city" });
    page("location/promotions/:city", "routes/promotions.tsx", { id: "promotions-rent-city" });
    page("vente/promotions/:city/:promotionname", "routes/promotion.tsx", { id: "promotion-buy" });
    page("location/promotions/:city/:promotionname", "routes/promotion.tsx", { id: "promotion-rent" });
    page("vente/promotions/:city/:promotionname/:propertyname", "routes/property.tsx", { id: "property-lot" });
    page("vente/:type/:city/:propertyname", "routes/property.tsx", { id: "property-buy" });
    page("location/:type/:city/:propertyname", "routes/property.tsx", { id: "property-rent" });
    page("partage/:ref", "routes/share.ts");
    route("visites/:ref/:visit", "routes/visit-calendar.ts");
    page("fiche/:file", "routes/listing-sheet.ts");
    route("documents/:name", "routes/export-document.ts");
    route("carte/fond/:key", "routes/map-base.ts");
    page("favoris", "routes/favourites.tsx");
    page("alertes", "routes/alerts.tsx");
    page("alertes/confirmer", "routes/alert-link.tsx", { id: "alert-confirm" });
    page("alertes/arreter", "routes/alert-link.tsx", { id: "alert-stop" });
    page("alertes/garder", "routes/alert-link.tsx", { id: "alert-keep" });
    page("alertes/gerer", "routes/alert-manage.tsx");
    page("flux/*", "routes/feed.ts");

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
    page("estimation-bien-immobilier", "routes/valuation.tsx");
    page("estimation-bien-immobilier-envoyee", "routes/valuation-sent.tsx");
    page("formulaire-satisfaction", "routes/satisfaction.tsx");
    page("contact", "routes/contact.tsx");
    page("candidature", "routes/application.tsx");
    page("candidature/envoi", "routes/application-upload.ts");
    page("candidature-envoyee", "routes/application-sent.tsx");

    // Agency pages, blog and kiosk (product §2.13–§2.15).
    page("equipe", "routes/team.tsx");
    page("equipe/:membre", "routes/team-member.tsx");
    page("verifier", "routes/verify.tsx");
    page("calculateur-hypothecaire", "routes/calculator.tsx");
    page("blog", "routes/blog.tsx");
    page("blog/:slug", "routes/blog-post.tsx");
    route("vitrine/:id", "routes/kiosk.tsx");
    page("conditions-generales-dutilisation", "routes/legal-terms.tsx");
    page("politique-de-confidentialite", "routes/legal-privacy.tsx");
    page("declaration-accessibilite", "routes/legal-accessibility.tsx");

    // Resources: generated images, search-engine files. The embedded upstream has no public
    // address: the API client calls it in-process (`npm run upstream` serves it alone, on loopback).
    route("images/*", "routes/images.$.ts");
    route("favicon.ico", "routes/favicon.ts");
    route("sitemap.xml", "routes/sitemap.ts");
    route("robots.txt", "routes/robots.ts");
    page("manifest.webmanifest", "routes/manifest.ts");

    // Anything else: the French 404 page.
    page("*", "routes/not-found.tsx");
  });
}

export default {
  // BUILD_DIR lets several builds live side by side (e.g. one per test run); default "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  ignoredRouteFiles: ["**/*"],
  future,
  routes,
};
