// One line per request in the journal (packages/contract/src/logging/logger.ts), written once its
// answer is sent or its connection closed: its id, method, route, path, status, duration and whether
// the page cache served it. Never its query, its body, its cookies nor the visitor's address.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * Sent back with every answer; the trusted proxy in front (TRUST_PROXY=1, nginx's $request_id) may
 * give its own, nobody else.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** An id given by the proxy is kept only in this shape (a UUID, nginx's 32 hexadecimal digits…). */
const GIVEN_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's id: the one the trusted proxy gave when it has the expected shape, otherwise a
 * new one. Without a trusted proxy (`proxyGivesId` false), whatever the request says is ignored:
 * a visitor could otherwise write into the journal, or give many requests one id.
 */
export function requestIdOf(given: string | undefined, proxyGivesId: boolean): string {
  return proxyGivesId && given !== undefined && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Paths written as they were asked, cut to this length. */
const PATH_CHARS = 200;

export type RequestLogOptions = {
  logger: Logger;
  routeOf: (path: string) => string;
  /** Files served as they are (build assets, icons): written at debug level only. */
  isStatic: (path: string) => boolean;
  /**
   * The machine's own probes (/sante/vivant, /sante/pret): route `health`, at debug level whatever
   * their status (a 503 while the process starts or stops is their answer, not an error).
   */
  isProbe: (path: string) => boolean;
  /** Behind the trusted proxy (TRUST_PROXY=1): the X-Request-Id it sends is the request's id. */
  proxyGivesId: boolean;
};

/**
 * The first handler of the server: gives the request its id (in `res.locals.requestId`, in the
 * X-Request-Id header Remix reads and in the answer's), and writes its line when it ends. Static
 * files and probes are debug, other answers of 500 and more errors, the others info.
 */
export function requestLog({ logger, routeOf, isStatic, isProbe, proxyGivesId }: RequestLogOptions): RequestHandler {
  const http = logger.child({ component: "http" });
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdOf(req.get(REQUEST_ID_HEADER), proxyGivesId);
    req.headers[REQUEST_ID_HEADER.toLowerCase()] = id;
    res.locals.requestId = id;
    res.set(REQUEST_ID_HEADER, id);
    const { method } = req;
    const path = req.path.slice(0, PATH_CHARS);
    res.once("close", () => {
      const status = res.statusCode;
      const stat = isStatic(path);
      const probe = isProbe(path);
      const level = stat || probe ? "debug" : status >= 500 ? "error" : "info";
      if (!http.isLevelEnabled(level)) return;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const cache = res.getHeader("X-Page-Cache");
      http[level](
        {
          event: "request",
          reqId: id,
          method,
          route: stat ? "static" : probe ? "health" : routeOf(path),
          path,
          status,
          ms,
          cache: typeof cache === "string" ? cache : "none",
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        `${method} ${path} ${status} ${ms} ms`,
      );
    });
    next();
  };
}
