// What the machine's own tools ask of the site rather than its visitors (decision 147): the liveness
// and readiness addresses, answered before anything else of the site, and the measures, counted on
// every request and served on a listener of their own, never on the public port.
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import type { SiteBuild } from "./site-build";

type Entry = SiteBuild["entry"]["module"];

/** The process answers (systemd, a load balancer). */
export const LIVENESS_PATH = "/sante/vivant";
/** The process may be sent visitors (nginx, an orchestrator): 200 or 503 with a small JSON report. */
export const READINESS_PATH = "/sante/pret";

/** The liveness or readiness address. */
export function isProbePath(path: string): boolean {
  return path === LIVENESS_PATH || path === READINESS_PATH;
}

/**
 * Both addresses, before the page cache, the limits and Remix: never a page of the site, never
 * kept by a cache, a GET or HEAD only.
 */

export function healthAddresses(entry: Entry): RequestHandler {
  return (req, res, next) => {
    if (req.path !== LIVENESS_PATH && req.path !== READINESS_PATH) return next();
    res.set("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("405\n");
      return;
    }
    if (req.path === LIVENESS_PATH) {
      res.status(200).type("text/plain").send("ok\n");
      return;
    }
    entry.readiness.check().then((report) => res.status(report.ready ? 200 : 503).json(report), next);
  };
}

/**
 * Counts every request answered from here on, by route (Remix route id, `assets`, `public`), method
 * and status, with its duration and the page cache's outcome. `isPublicFile`: a top-level file of
 * the client build (`/favicon.svg`…).
 */
export function requestCounting(
  entry: Entry,
  routeOf: (path: string) => string,
  isPublicFile: (path: string) => boolean,
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const path = req.path;
      const route = path.startsWith("/assets/") ? "assets" : isPublicFile(path) ? "public" : routeOf(path);
      const kept = res.getHeader("X-Page-Cache");
      entry.recordRequest({
        route,
        method: req.method,
        status: res.writableFinished ? res.statusCode : undefined,
        seconds: (performance.now() - started) / 1000,
        pageCache: typeof kept === "string" ? kept : undefined,
      });
    });
    next();
  };
}

/**
 * The measures' listener (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default), started once the
 * measures are on; none without METRICS_PORT. `/metrics` only, in the Prometheus text format. A port
 * already taken is told in one line and the site runs on without it: the measures never stop the visitors'.
 */
export async function startMetricsListener(entry: Entry): Promise<Server | undefined> {
  const { METRICS_PORT: port, METRICS_HOST: host } = entry.env;
  if (port === undefined) return undefined;
  const registry = await entry.enableMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("404\n");
      return;
    }
    registry.text().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      entry.logger.error(
        { event: "metrics.unavailable", host, port, reason: error.code ?? error.message },
        `Mesures non servies : ${host}:${port} ${error.code === "EADDRINUSE" ? "déjà pris" : error.message}`,
      );
      resolve(undefined);
    });
    server.listen({ port, host }, () => {
      // The measures never keep the process alive: stopping the site stops them.
      server.unref();
      entry.logger.info(
        { event: "metrics.listening", host, port },
        `Mesures servies sur http://${host}:${port}/metrics`,
      );
      resolve(server);
    });
  });
}
