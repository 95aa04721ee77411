// The site as Express serves it: security headers on every answer (a policy on every document), static files, compression,
// request guard, then the Remix build with its in-memory cache of rendered public pages; a costly
// page about to be drawn (not served from that cache) or a PDF sheet made counts towards the
// per-visitor limit, and so does a picture encoded (counted by the image route itself).
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express, { type Response as ExpressResponse } from "express";
import { readdirSync } from "node:fs";
import path from "node:path";
import type * as SiteEntry from "~/entry.server";
import { remixRequest, sendResponse, writeWhole } from "./remix-http";
import { healthAddresses, isProbePath, requestCounting } from "./service-addresses";
import { documentPolicy } from "./document-policy";
import { requestLog } from "./request-log";
import type { SiteBuild } from "./site-build";

type Rejection = NonNullable<ReturnType<typeof SiteEntry.guardRequest>>;

/** `clientDir`: the build's public files (`build/client`). */
export function createSiteApp(build: SiteBuild, clientDir: string): express.Express {
  const {
    env,
    guardRequest,
    bodyLimitFor,
    rejectionPage,
    serverErrorPage,
    withSiteErrorPage,
    pageCache,
    publicLimit,
    COMMON_SECURITY_HEADERS,
    policyFor,
    logger,
  } = build.entry.module;
  // The production build in production mode whatever NODE_ENV says: an error is never shown in
  // detail to a visitor.
  const remix = createRequestHandler(build, "production");

  // The Remix route each request reaches, one labeller for the journal and the measures.
  const routeOf = build.entry.module.routeLabeller(build.routes);
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // Behind a reverse proxy (TRUST_PROXY=1), the visitor's address, scheme and host come from
  // X-Forwarded-For, -Proto and -Host (first hop only), and the request's id from X-Request-Id.
  // Without one, anybody could send those headers: they are dropped before anything reads them
  // (the request's address, the page cache, the journal).
  const trustProxy = env.TRUST_PROXY === "1";
  // One line per request in the journal, static files and the machine's probes at debug level only
  // (`publicFiles` is read when a request ends, below).
  app.use(
    requestLog({
      logger,
      routeOf,
      isStatic: (path) => path.startsWith("/assets/") || publicFiles.has(path),
      isProbe: isProbePath,
      proxyGivesId: trustProxy,
    }),
  );
  app.set("trust proxy", trustProxy ? 1 : false);
  if (!trustProxy) {
    app.use((req, _res, next) => {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
      next();
    });
  }
  // Every answer, documents or not: static files, images, redirects, refusals and errors alike.
  // A document's own value replaces these (see remix-http.ts) rather than being added to them.
  app.use((_req, res, next) => {
    res.set(COMMON_SECURITY_HEADERS);
    next();
  });
  // Every HTML or SVG answer without a policy of its own gets the still documents' one.
  app.use(documentPolicy(policyFor));
  // Liveness and readiness, before everything else; then every other request counted (with METRICS_PORT).
  app.use(healthAddresses(build.entry.module));
  if (env.METRICS_PORT !== undefined) {
    app.use(requestCounting(build.entry.module, routeOf, (file) => publicFiles.has(file)));
  }
  app.use(compression());

  // Hashed build assets never change; other public files may.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  // The other public files (top level of the client build) are known at start-up: pages need no file lookup.
  const publicFiles = new Set(
    readdirSync(clientDir)
      .filter((name) => name !== "assets")
      .map((name) => `/${name}`),
  );
  const publicFile = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()));

  function refuse(res: ExpressResponse, rejection: Rejection): void {
    if (rejection.retryAfterSeconds) res.set("Retry-After", String(rejection.retryAfterSeconds));
    res.status(rejection.status).type("html").set("Cache-Control", "no-store").send(rejectionPage(rejection));
  }

  app.use((req, res, next) => {
    const rejection = guardRequest({
      method: req.method,
      header: (name) => req.get(name),
      maxBodyBytes: bodyLimitFor(req.path),
      path: req.path,
    });
    if (rejection) refuse(res, rejection);
    else next();
  });

  app.all("*", async (req, res, next) => {
    try {
      const key = pageCache.keyOf({
        method: req.method,
        url: `${req.protocol}://${req.get("host")}${req.originalUrl}`,
        header: (name) => req.get(name),
      });
      const kept = key === undefined ? undefined : pageCache.serve(key);
      if (kept) {
        res.set("X-Page-Cache", "hit");
        writeWhole(res, { ...kept, headers: new Headers(kept.headers) }, COMMON_SECURITY_HEADERS);
        return;
      }
      // Only work is counted: a list or the sitemap drawn now, not a copy the page cache served above.
      const address = req.ip ?? req.socket.remoteAddress ?? "";
      const rejection = await publicLimit({ path: req.path, address });
      if (rejection) return refuse(res, rejection);
      // keep() also removes the page cache's own header from every response, kept or not.
      const request = remixRequest(req, res);
      const answer = await withSiteErrorPage(await remix(request, { clientAddress: address }), request);
      const response = await pageCache.keep(key, answer);
      if (key !== undefined) res.set("X-Page-Cache", "miss");
      await sendResponse(res, response, COMMON_SECURITY_HEADERS);
    } catch (error) {
      next(error);
    }
  });

  // Express's own errors (an address whose escapes a file handler cannot decode, "/de/%E0%A4%A")
  // get the site's page in the address's language instead of Express's English "Bad Request".
  app.use((error: unknown, req: express.Request, res: ExpressResponse, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const given = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const status = Number(given.status ?? given.statusCode) || 500;
    if (status >= 500) {
      logger.error({ event: "error", reqId: res.locals.requestId, err: error }, `Erreur sur ${req.method} ${req.path}`);
    }
    const page = serverErrorPage(status, req.path);
    res.status(page.status).type("html").set("Cache-Control", "no-store").send(rejectionPage(page));
  });
  return app;
}
