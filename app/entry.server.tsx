import { pipeline } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { startEmbeddedUpstream } from "~/api/transport.server";
import { env } from "~/env.server";
import { NonceProvider } from "~/components/nonce";
import { isHttps, securityHeaders } from "~/http/security-headers";
import { DeferDocumentEnd } from "~/http/defer-document-end.server";
import { StripNulBytes } from "~/http/strip-nul-bytes.server";
import { newCspNonce, PageCache } from "~/http/page-cache.server";
import { pageCacheCookies } from "~/http/page-cache-cookies.server";

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
    development: env.NODE_ENV === "development",
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);

  // Crawlers and scripts-off visitors get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // React renders on a later tick (setImmediate): no callback below runs before `abortTimer` is set.
    const stream = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new StripNulBytes();
          const output = pipeline(body, new DeferDocumentEnd(), () => {});
          // Once the document is complete, the abort timer has nothing left to guard.
          output.on("close", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(output), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          stream.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was sent are logged here; earlier ones reach the error boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(stream.abort, ABORT_DELAY + 1000);
  });
}

/** Errors thrown by loaders and actions: logged once, without the request's body. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Erreur sur ${request.method} ${new URL(request.url).pathname}:`, error);
}

// Requests of Remix's earlier data protocol (`?_data=`) get a French 400.
export { handleDataRequest } from "~/http/data-request.server";

// Used by server.mjs before a request reaches Remix, and by the route tests.
export { guardRequest, rejectionPage, rejectionResponse } from "~/http/request-guard";
export { publicLimit } from "~/http/public-limit.server";
export { COMMON_SECURITY_HEADERS } from "~/http/security-headers";

/** Rendered public pages served again for a short while (server.mjs). */
export const pageCache = new PageCache({ maxAgeS: env.PAGE_CACHE_S, cookies: pageCacheCookies });
