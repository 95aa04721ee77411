import type { UNSAFE_AssetsManifest as AssetsManifest } from "@remix-run/react";

/**
 * Calls `start` once, after the frame that follows the page's first paint and the loading of its
 * high-priority pictures; at once in a hidden tab (which draws nothing), and at the latest after
 * three seconds (a picture that never arrives, a browser without paint timing).
 *
 * It runs in the browser as the text of an inline script (`String(whenFirstViewDrawn)`): it must
 * not use anything from outside its own body.
 */
export function whenFirstViewDrawn(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === "hidden") return once();
  setTimeout(once, 3000);
  let left = 1;
  const done = () => {
    left -= 1;
    if (left === 0) requestAnimationFrame(() => setTimeout(once));
  };
  for (const image of Array.from(document.images)) {
    if (image.getAttribute("fetchpriority") === "high" && !image.complete) {
      left += 1;
      image.addEventListener("load", done);
      image.addEventListener("error", done);
    }
  }
  const paintTiming = "PerformanceObserver" in window && PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!paintTiming) return done();
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    done();
  }).observe({ type: "paint", buffered: true });
}

/** A value written into an inline script: JSON, with "<" escaped so that no "</script>" can close it. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The inline script that starts the page's scripts once its first view is drawn: the module
 * preloads Remix's `<Scripts>` would have written in the document (appended to <head>, where
 * hydration leaves them alone), then the manifest and the matched routes' modules, handed to
 * Remix as `window.__remixRouteModules`, then the client entry, which hydrates the page.
 */
export function scriptsAfterFirstView(manifest: AssetsManifest, routeIds: readonly string[]): string {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route absente du manifeste : ${id}`);
    return route;
  });
  const preloads = new Set([
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [...(route.imports ?? []), route.module]),
  ]);
  const modules = [manifest.url, ...routes.map((route) => route.module)];
  const routeModules = routeIds.map((id, index) => `${literal(id)}:m[${index + 1}]`).join(",");
  return (
    `(${String(whenFirstViewDrawn)})(function(){` +
    `${literal([...preloads])}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `Promise.all(${literal(modules)}.map(function(h){return import(h)})).then(function(m){` +
    `window.__remixRouteModules={${routeModules}};return import(${literal(manifest.entry.module)})})})`
  );
}
