// Production server (`node build/server.js`, compiled from this folder by `npm run build`): serves
// the build it sits in, on PORT and HOST as app/env.server.ts reads them, and stops without losing
// what it accepted (SIGTERM, SIGINT; see stop() below).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createSiteApp } from "./app";
import type { SiteBuild } from "./site-build";
import { startMetricsListener } from "./service-addresses";
import { gracefulClose, STOP_MARGIN_S } from "./graceful-close";

// The Remix build beside this file; loading it checks the configuration (an invalid one stops
// the process with a one-line message) and starts the embedded upstream.
const build = (await import(new URL("./server/index.js", import.meta.url).href)) as SiteBuild;
const { env, stopEmbeddedUpstream, stopAlertSender, closeSharedStore, closeSiteStore, logger, readiness } =
  build.entry.module;
const app = createSiteApp(build, fileURLToPath(new URL("./client", import.meta.url)));
// What the site uses now and then, read from this release before the first visitor (decision 158).
try {
  await build.entry.module.loadLibraries();
} catch (error) {
  logger.error(
    { event: "server.library-missing", err: error },
    `Le site ne démarre pas : une bibliothèque manque (${error instanceof Error ? error.message.split("\n")[0] : String(error)}) ; refaire « npm ci »`,
  );
  process.exit(1);
}
// The store the processes share (REDIS_URL) is connected before the first visitor; nothing opens it on import.
await build.entry.module.connectSharedStore();
// The site's database (search alerts), brought up to date before the first visitor: one that cannot
// be opened stops the start with one line.
try {
  await build.entry.module.openSiteStore();
} catch (error) {
  logger.fatal(
    { event: "store.unavailable", err: error },
    `Le site ne démarre pas : sa base (DATABASE_URL ou DATABASE_FILE) ne s'ouvre pas (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
  );
  process.exit(1);
}
// The search alerts' rounds (one process of all sends, by a lease in the database).
build.entry.module.startAlertSender();
// The measures' private listener (METRICS_PORT), on before the first visitor; none without it.
await startMetricsListener(build.entry.module);

const server = createServer(app);
const http = gracefulClose(server);

// No HOST: every interface.
server.listen({ port: env.PORT, host: env.HOST }, () => {
  logger.info(
    { event: "server.listening", host: env.HOST ?? null, port: env.PORT },
    `Site servi sur http://${env.HOST ?? "localhost"}:${env.PORT}`,
  );
});

/**
 * A stop asked by the service manager or a rolling restart: the port is closed at once (a proxy in
 * front sends new visitors to another process), the requests in flight are answered within
 * SHUTDOWN_TIMEOUT_S, the alerts' round ends after the mail in hand, the import folder and the FTP
 * receiver stop between two uploads, no pass over
 * the mail spool starts (a message being sent stays in it until sent), then the shared store's
 * connection is closed and the process exits 0. A second signal ends it at once (code 1).
 */
async function stop(signal: NodeJS.Signals): Promise<void> {
  const started = Date.now();
  const deadline = started + env.SHUTDOWN_TIMEOUT_S * 1000;
  const inFlight = http.inFlight();
  // The readiness address answers 503 from now on: a proxy that asks it sends nobody here any more.
  readiness.markStopping();
  logger.info(
    { event: "server.stopping", signal, inFlight, boundS: env.SHUTDOWN_TIMEOUT_S },
    `Arrêt demandé (${signal}) : plus de nouvelle connexion ; ${inFlight} requête(s) en cours, ${env.SHUTDOWN_TIMEOUT_S} s au plus pour finir`,
  );
  // Past the bound and a margin (the FTP daemon's own stop), whatever is left is given up.
  const late = setTimeout(
    () => {
      logger.error(
        { event: "server.stop-forced", afterS: env.SHUTDOWN_TIMEOUT_S + STOP_MARGIN_S },
        `Arrêt forcé : travail encore en cours ${env.SHUTDOWN_TIMEOUT_S + STOP_MARGIN_S} s après le signal`,
      );
      process.exit(0);
    },
    deadline - started + STOP_MARGIN_S * 1000,
  );
  const [answers] = await Promise.all([
    http.close(deadline),
    // The alerts' round ends after the mail in hand, before the mailer stops.
    stopAlertSender()
      .then(() => stopEmbeddedUpstream(deadline))
      .catch((error: unknown) => {
        logger.error({ event: "server.stop-incomplete", err: error }, "Arrêt de l'import ou des e-mails incomplet");
      }),
  ]);
  await Promise.all([closeSharedStore(), closeSiteStore()]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  logger.info(
    { event: "server.stopped", seconds: Number(seconds), answered: answers.answered, cut: answers.cut },
    `Arrêt terminé en ${seconds} s : ${answers.answered} requête(s) menée(s) à terme${answers.cut > 0 ? `, ${answers.cut} coupée(s)` : ""}`,
  );
  clearTimeout(late);
  process.exit(0);
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // A second signal of either kind: no more waiting.
    if (stopping) process.exit(1);
    stopping = true;
    void stop(signal);
  });
}
