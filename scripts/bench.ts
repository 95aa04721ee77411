/**
 * `npm run bench` (after `npm run build`): each measure in turn, even when one before it failed,
 * so that one failing measure does not hide the others' figures. At the end a table gives each
 * measure's status and duration; the run exits non-zero when any measure failed.
 * Ctrl-C (or SIGTERM) stops the run: the measures after it are not started.
 */
import { spawnSync } from "node:child_process";

const measures: string[][] = [
  ["scripts/bench-upstream.ts"],
  ["scripts/bench-kiosk.ts"],
  ["scripts/bench-maps.ts"],
  ["scripts/bench-pages.ts"],
  ["scripts/bench-images.ts"],
  ["scripts/bench-import.ts"],
  ["scripts/bench-alerts.ts"],
  ["scripts/bench-application-memory.ts"],
  ["scripts/bench-rolling-restart.ts"],
  ["scripts/audit-mobile.ts", "--lcp", "--runs", "3"],
  ["scripts/audit-mobile.ts", "--import", "--runs", "3"],
];

type Outcome = { name: string; status: string; seconds?: number };
const outcomes: Outcome[] = [];
let stopped = false;

for (const args of measures) {
  const name = args.join(" ");
  if (stopped) {
    outcomes.push({ name, status: "non lancée" });
    continue;
  }
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const run = spawnSync("tsx", args, { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  if (run.signal === "SIGINT" || run.signal === "SIGTERM") stopped = true;
  const status = run.error
    ? `échec (${run.error.message})`
    : run.status === 0
      ? "ok"
      : `échec (${run.signal ? `signal ${run.signal}` : `code ${run.status}`})`;
  outcomes.push({ name, status, seconds });
}

const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
console.log("\nMesures (durée, résultat) :");
for (const { name, status, seconds } of outcomes) {
  const duration = seconds === undefined ? "" : `${seconds.toFixed(1)} s`;
  console.log(`  ${name.padEnd(width)}  ${duration.padStart(9)}  ${status}`);
}
const failures = outcomes.filter((outcome) => outcome.status.startsWith("échec")).length;
if (failures > 0 || stopped) {
  console.log(`\n${failures} mesure(s) en échec sur ${outcomes.length}${stopped ? ", la suite interrompue" : ""}.`);
  process.exit(1);
}
