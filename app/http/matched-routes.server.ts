import type { EntryContext } from "@remix-run/node";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/**
 * The render's context with only the routes the request matched, and their parents, in its manifest
 * (decision 119). `<RemixServer>` turns every route of the manifest into a route object, then into a
 * data route, then flattens and ranks all of them to match the address again, on every request: about
 * 170 routes with the three languages, where the page it draws needs two or three. Rendering reads the
 * manifest for the matched routes only (their modules, links and scripts); the browser loads the whole
 * manifest from its own file (`manifest.url`), not from this context.
 */
export function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const routes: ManifestRoutes = {};
  for (const match of context.staticHandlerContext.matches) {
    let route = all[match.route.id];
    while (route && !routes[route.id]) {
      routes[route.id] = route;
      route = route.parentId ? all[route.parentId] : undefined;
    }
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}
