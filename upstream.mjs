// The embedded upstream alone, as its own HTTP server (`npm run upstream`): the agency's API
// contract (SPEC §7) under /api, for testing the site's HTTP transport (API_URL) against it.
// It listens on the loopback only by default (UPSTREAM_HOST, UPSTREAM_PORT): its form calls send
// e-mail, and the public site has no route to them.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import express from "express";

const buildDir = process.env.BUILD_DIR || "build";
const build = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
const { handleUpstreamRequest, upstreamAddress } = build.entry.module;

const app = express();
app.disable("x-powered-by");
app.disable("etag");
app.all("*", async (req, res, next) => {
  try {
    await sendRemixResponse(res, await handleUpstreamRequest(createRemixRequest(req, res)));
  } catch (error) {
    next(error);
  }
});

const { port, host } = upstreamAddress;
const server = app.listen(port, host, () => {
  console.log(`API embarquée servie sur http://${host}:${port}/api`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
