// Production server: static files, compression, request guard, then the Remix build.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const buildDir = process.env.BUILD_DIR || "build";
const build = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const { guardRequest, rejectionPage } = build.entry.module;

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy, the visitor's address comes from X-Forwarded-For (first hop only).
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
app.use(compression());

// Hashed build assets never change; other public files may.
app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
app.use(express.static(`${buildDir}/client`, { maxAge: "1h" }));

app.use((req, res, next) => {
  const rejection = guardRequest({ method: req.method, header: (name) => req.get(name) });
  if (!rejection) return next();
  res.status(rejection.status).type("html").set("X-Content-Type-Options", "nosniff").send(rejectionPage(rejection));
});

app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? "production",
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "" }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const server = app.listen(port, host, () => {
  console.log(`Site servi sur http://${host ?? "localhost"}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
