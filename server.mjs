// Production server: security headers on every answer, static files, compression, request guard,
// then the Remix build with its in-memory cache of rendered public pages; a costly page about to be
// drawn (not served from that cache) or a PDF sheet made counts towards the per-visitor limit, and
// so does a picture encoded (counted by the image route itself).
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import { readdirSync } from "node:fs";
import compression from "compression";
import express from "express";

const buildDir = process.env.BUILD_DIR || "build";
const build = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const { guardRequest, bodyLimitFor, rejectionPage, pageCache, publicLimit, COMMON_SECURITY_HEADERS } =
  build.entry.module;
const remix = createRequestHandler(build, process.env.NODE_ENV ?? "production");

const app = express();
app.disable("x-powered-by");
app.disable("etag");
// Behind a reverse proxy (TRUST_PROXY=1), the visitor's address, scheme and host come from
// X-Forwarded-For, -Proto and -Host (first hop only). Without one, anybody could send those
// headers: they are dropped before anything reads them (the request's address, the page cache).
const trustProxy = process.env.TRUST_PROXY === "1";
app.set("trust proxy", trustProxy ? 1 : false);
if (!trustProxy) {
  app.use((req, _res, next) => {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    next();
  });
}
// Every answer, documents or not: static files, images, redirects, refusals and errors alike.
// A document's own value replaces these (see send) rather than being added to them.
app.use((_req, res, next) => {
  res.set(COMMON_SECURITY_HEADERS);
  next();
});
app.use(compression());

// Hashed build assets never change; other public files may.
app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
// The other public files (top level of the client build) are known at start-up: pages need no file lookup.
const publicFiles = new Set(
  readdirSync(`${buildDir}/client`)
    .filter((name) => name !== "assets")
    .map((name) => `/${name}`),
);
const publicFile = express.static(`${buildDir}/client`, { maxAge: "1h", index: false });
app.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()));

function refuse(res, rejection) {
  if (rejection.retryAfterSeconds) res.set("Retry-After", String(rejection.retryAfterSeconds));
  res.status(rejection.status).type("html").set("Cache-Control", "no-store").send(rejectionPage(rejection));
}

app.use((req, res, next) => {
  const rejection = guardRequest({
    method: req.method,
    header: (name) => req.get(name),
    maxBodyBytes: bodyLimitFor(req.path),
  });
  if (!rejection) return next();
  refuse(res, rejection);
});

/** Headers of a Remix answer: those it sets itself replace the common ones instead of doubling them. */
function dropCommonHeadersSetBy(res, headers) {
  for (const name of Object.keys(COMMON_SECURITY_HEADERS)) if (headers.has(name)) res.removeHeader(name);
}

/** Writes an answer in one piece: its status, its headers (in place of the common ones) and its body. */
function writeWhole(res, { status, statusText, headers, body }) {
  dropCommonHeadersSetBy(res, headers);
  if (statusText) res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
  res.end(body);
}

/**
 * Pages are rendered whole (whole-document.server.ts) and written in one piece; other answers
 * (pictures, files) are streamed.
 */
async function send(res, response) {
  if (!response.body || !/^text\/html/i.test(response.headers.get("Content-Type") ?? "")) {
    dropCommonHeadersSetBy(res, response.headers);
    return sendRemixResponse(res, response);
  }
  const body = new Uint8Array(await response.arrayBuffer());
  writeWhole(res, { status: response.status, statusText: response.statusText, headers: response.headers, body });
}

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
      writeWhole(res, { ...kept, headers: new Headers(kept.headers) });
      return;
    }
    // Only work is counted: a list or the sitemap drawn now, not a copy the page cache served above.
    const address = req.ip ?? req.socket.remoteAddress ?? "";
    const rejection = await publicLimit({ path: req.path, address });
    if (rejection) return refuse(res, rejection);
    const request = createRemixRequest(req, res);
    // keep() also removes the page cache's own header from every response, kept or not.
    const response = await pageCache.keep(key, await remix(request, { clientAddress: address }));
    if (key !== undefined) res.set("X-Page-Cache", "miss");
    await send(res, response);
  } catch (error) {
    next(error);
  }
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const server = app.listen(port, host, () => {
  console.log(`Site servi sur http://${host ?? "localhost"}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
