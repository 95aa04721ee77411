/**
 * A rolling restart under a steady load, as the bar sets it (`npm run bench` runs it after
 * `npm run build`):
 *
 *   npx tsx scripts/bench-rolling-restart.ts [--seconds 60] [--rate 50] [--restart-after 15] [--port 3221]
 *
 * deploy/nginx/run-cluster.sh with two site processes, nginx and Redis on --port and the next ones
 * (up to +8); requests at --rate a second (open loop) that nginx's cache cannot answer, for --seconds
 * at least; after --restart-after seconds, each process is restarted in turn (the script's SIGHUP).
 * Prints requests sent, answers by status, requests without answer, latencies and the restart's
 * span; exits with 1 unless every request was answered 200. The short run of the same is
 * tests/resilience/rolling-restart.test.ts.
 */
import { parseArgs } from "node:util";
import { describeReport, nginxProgram, rollingRestartUnderLoad } from "../tests/support/rolling-restart";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    rate: { type: "string", default: "50" },
    "restart-after": { type: "string", default: "15" },
    port: { type: "string", default: "3221" },
  },
});

if (!nginxProgram()) {
  console.error("nginx absent : installer le paquet Debian « nginx-light » (ou « nginx »), puis relancer.");
  process.exit(2);
}

const port = Number(values.port);
const seconds = Number(values.seconds);
const rate = Number(values.rate);
console.log(`Redémarrage tour à tour de 2 processus derrière nginx, ${rate} requêtes/s pendant ${seconds} s au moins`);
const report = await rollingRestartUnderLoad({
  rate,
  seconds,
  restartAfterS: Number(values["restart-after"]),
  ports: { nginx: port, site: port + 1, redis: port + 8 },
  capS: seconds + 90,
});
console.log(describeReport(report));
const answered200 = report.statuses[200] ?? 0;
const ok = answered200 === report.sent && report.restart !== undefined;
console.log(
  ok
    ? `Cible tenue : ${answered200}/${report.sent} réponses 200, aucune requête perdue.`
    : `Cible manquée : ${answered200}/${report.sent} réponses 200.`,
);
process.exit(ok ? 0 : 1);
