// Production server (`node build/server.js`, compiled from this folder by `npm run build`): serves
// the build it sits in, on PORT and HOST as app/env.server.ts reads them.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createSiteApp, type SiteBuild } from "./app";
import { startMetricsListener } from "./service-addresses";

// The Remix build beside this file; loading it checks the configuration (an invalid one stops
// the process with a one-line message) and starts the embedded upstream.
const build = (await import(new URL("./server/index.js", import.meta.url).href)) as SiteBuild;
const { env } = build.entry.module;
const app = createSiteApp(build, fileURLToPath(new URL("./client", import.meta.url)));
// The store the processes share (REDIS_URL) is connected before the first visitor; nothing opens it on import.
await build.entry.module.connectSharedStore();
// The measures' private listener (METRICS_PORT), on before the first visitor; none without it.
await startMetricsListener(build.entry.module);

// No HOST: every interface.
const server = createServer(app).listen({ port: env.PORT, host: env.HOST }, () => {
  build.entry.module.logger.info(
    { event: "server.listening", host: env.HOST ?? null, port: env.PORT },
    `Site servi sur http://${env.HOST ?? "localhost"}:${env.PORT}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
