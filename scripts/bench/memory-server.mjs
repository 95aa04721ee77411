// Baseline for the page bench: serves fixed bodies from memory with node:http, nothing else.
//   node scripts/bench/memory-server.mjs <manifest.json> <port> [burnMs]
// The manifest maps a URL path to { file, contentType }; every file is read once at start-up.
// With burnMs, each answer first keeps the processor busy that long (a loop that allocates nothing):
// the control beside the site's latency, the same processor time per request without any rendering.
import { readFileSync } from "node:fs";
import http from "node:http";

const [manifestFile, portArg, burnArg] = process.argv.slice(2);
const burnMs = Number(burnArg ?? 0);
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const pages = new Map(
  Object.entries(manifest).map(([path, entry]) => [path, { body: readFileSync(entry.file), type: entry.contentType }]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("absent");
    return;
  }
  const until = performance.now() + burnMs;
  while (performance.now() < until);
  res.writeHead(200, { "Content-Type": page.type, "Content-Length": page.body.length });
  res.end(page.body);
});

server.listen(Number(portArg), "127.0.0.1", () => console.log("prêt"));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => process.exit(0)));
