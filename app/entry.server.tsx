import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "@rli/contract/logging/logger";
import { apiAnswers, apiCache } from "~/api/cache.server";
import { sitePhotoAddress } from "~/api/photo-address.server";
import { preparePhotos } from "~/images/prepare-photos.server";
import { loadEmbeddedUpstreamLibraries, onEmbeddedInventorySwap, startEmbeddedUpstream } from "~/api/transport.server";
import { loadSheetLibraries } from "~/detail/listing-sheet.server";
import { loadSharp } from "~/images/encode.server";
import { loadQrCodeLibrary } from "~/kiosk/qr-code.server";
import { env } from "~/env.server";
import { NonceProvider } from "~/components/nonce";
import { isHttps, securityHeaders } from "~/http/security-headers";
import { documentCollector } from "~/http/whole-document.server";
import { withMatchedRoutesOnly } from "~/http/matched-routes.server";
import { newCspNonce, PageCache } from "~/http/page-cache.server";
import { pageCacheCookies } from "~/http/page-cache-cookies.server";
import { drawInTurn } from "~/http/render-turns.server";

const ABORT_DELAY = 10_000;

// Without an API_URL the embedded upstream serves the inventory: it checks its file (an invalid one
// stops the server), resends its mail spool and makes its demo photos as soon as the site starts.
startEmbeddedUpstream();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = newCspNonce();
  const headers = securityHeaders({
    nonce,
    https: isHttps(request),
    // Vite's development server only: a production build keeps its policy whatever NODE_ENV says.
    development: import.meta.env.DEV,
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);

  return drawInTurn(request, () => draw(request, responseStatusCode, responseHeaders, remixContext, nonce));
}

function draw(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  nonce: string,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every visitor gets the whole document in one piece: loaders have run before the render, so
    // nothing is left to stream, and one buffer costs far less than a chain of streams.
    const output = documentCollector((html) => {
      clearTimeout(abortTimer);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });
    // React renders on a later tick (setImmediate): no callback below runs before `abortTimer` is set.
    const stream = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={withMatchedRoutesOnly(remixContext)}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          stream.pipe(output);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was drawn are logged here; earlier ones reach the error boundary.
          if (shellRendered) {
            logger.error(
              { event: "error", reqId: requestId(request), err: error },
              `Erreur pendant le rendu de ${new URL(request.url).pathname}`,
            );
          }
        },
      },
    );
    const abortTimer = setTimeout(stream.abort, ABORT_DELAY + 1000);
  });
}

/** The id the production server gave the request (server/request-log.ts), for the lines written about it. */
function requestId(request: Request): string | undefined {
  return request.headers.get("X-Request-Id") ?? undefined;
}

/** Errors thrown by loaders and actions: logged once, without the request's query or body. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error(
    { event: "error", reqId: requestId(request), err: error },
    `Erreur sur ${request.method} ${new URL(request.url).pathname}`,
  );
}

// Requests of Remix's earlier data protocol (`?_data=`) get a French 400.
export { handleDataRequest } from "~/http/data-request.server";

// Used by the production server (server/) before a request reaches Remix, and by the route tests.
export { env } from "~/env.server";
export { guardRequest, rejectionPage, rejectionResponse, serverErrorPage } from "~/http/request-guard";
export { withSiteErrorPage } from "~/http/last-resort.server";
export { bodyLimitFor } from "~/http/body-limits.server";
export { publicLimit } from "~/http/public-limit.server";
export { closeSharedStore, connectSharedStore } from "~/http/shared-store.server";
export { closeSiteStore, openSiteStore } from "~/store/site-store.server";
export { startAlertSender, stopAlertSender } from "~/alerts/alert-sender.server";
export { stopEmbeddedUpstream } from "~/api/transport.server";
export { COMMON_SECURITY_HEADERS, policyFor } from "~/http/security-headers";
// The readiness address and the measures (server/service-addresses.ts, decision 147).
export { readiness } from "~/http/readiness.server";
export { recordRequest, routeLabeller } from "~/http/request-metrics.server";
export { enableMetrics } from "@rli/contract/metrics/metrics";
export { logger, listenToLog } from "@rli/contract/logging/logger";

/**
 * What the site uses now and then (sharp, the QR codes, pdfkit and its fonts, the embedded API's mail,
 * password and zip libraries), loaded by the production server before its first visitor (decision 158):
 * a running process never reads a library's files again, so reinstalling `node_modules` under it breaks
 * nothing. A library missing rejects, and the server does not start.
 */
export async function loadLibraries(): Promise<void> {
  await Promise.all([loadSharp(), loadQrCodeLibrary(), loadSheetLibraries(), loadEmbeddedUpstreamLibraries()]);
}

/** Rendered public pages served again for a short while (server/app.ts). */
export const pageCache = new PageCache({ maxAgeS: env.PAGE_CACHE_S, cookies: pageCacheCookies });

// A new upload of the import folder is served from the next request on: nothing kept of the old one;
// the first photo of each new listing is encoded before its first visitor asks for it.
onEmbeddedInventorySwap((swap) => {
  apiCache.reset();
  apiAnswers.reset();
  pageCache.clear();
  if (!swap.takenHere || swap.newPhotos.length === 0) return;
  const addresses = swap.newPhotos.map(sitePhotoAddress).filter((address) => address !== null);
  const started = Date.now();
  void preparePhotos(addresses).then((done) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    logger.info(
      { component: "import", event: "import.photos-ready", listings: done, seconds },
      `[import] premières photos de ${done} annonces prêtes en ${seconds} s`,
    );
  });
});
