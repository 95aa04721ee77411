import {
  Scripts,
  UNSAFE_RemixContext,
  useMatches,
  type UNSAFE_RemixContextObject as RemixContextObject,
} from "@remix-run/react";
import { useContext, useEffect, useMemo } from "react";
import { scriptsAfterFirstView } from "~/http/first-view-script";

/** Set once the page has hydrated: later renders (navigations) drop the scripts, as Remix's own do. */
let hydrated = false;

/**
 * The page's scripts, started once its first view is drawn rather than while its document is read
 * (decision 113): Remix's `<Scripts>` writes 20 to 27 module preloads and a module script that a slow
 * connection loads alongside the style sheet and the largest picture. Same hand-over to Remix as
 * `<Scripts>` (its context script, `window.__remixRouteModules`, the client entry), written by the
 * site. With the development server (its hot-reloading runtime comes first) or lazy route discovery
 * (a partial manifest inlined on each page), Remix's own `<Scripts>`.
 */
export function PageScripts({ nonce }: { nonce?: string }) {
  const { manifest, future } = useContext(UNSAFE_RemixContext) ?? {};
  if (!manifest || !future || manifest.hmr?.runtime || future.v3_lazyRouteDiscovery || !future.v3_singleFetch) {
    return <Scripts nonce={nonce} />;
  }
  return <ScriptsAfterFirstView nonce={nonce} />;
}

/** Tells <RemixServer> to write the single-fetch data scripts after the document, as <Scripts> does. */
function scriptsWritten(renderMeta: RemixContextObject["renderMeta"]): void {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

function ScriptsAfterFirstView({ nonce }: { nonce?: string }) {
  const context = useContext(UNSAFE_RemixContext)!;
  const matches = useMatches();
  scriptsWritten(context.renderMeta);
  useEffect(() => {
    hydrated = true;
  }, []);
  // Written once, on the server (the browser has no hand-over string); hydration keeps what it wrote.
  const scripts = useMemo(() => {
    const { serverHandoffString, manifest } = context;
    const onServer = serverHandoffString !== undefined;
    const handOver = onServer
      ? `window.__remixContext = ${serverHandoffString};` +
        "window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"
      : " ";
    const start = onServer
      ? scriptsAfterFirstView(
          manifest,
          matches.map((match) => match.id),
        )
      : " ";
    return (
      <>
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handOver }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />
      </>
    );
    // Rendered once for hydration, as Remix's <Scripts> does; the scripts have run by then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated ? null : scripts;
}
