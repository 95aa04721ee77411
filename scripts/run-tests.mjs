#!/usr/bin/env node
// `npm test`: every check of the site, stopping at the first failure. Stages that do not depend on
// each other run at the same time (lint, typecheck and build; vitest and Playwright once typecheck and
// build have passed, beside the end of lint and beside each other). One
// stage's output is shown as it comes; the others' is kept and printed in one block when they end,
// so that lines of two stages never mix. At the end (also after a failure) a table says when each
// stage started, how long it took and how much processor time it used, and after a failure the last
// lines of the stage that failed.
// Extra arguments name the stages to run, e.g. `npm test -- lint typecheck`.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** `after`: the stages that must have passed first (when they are part of the run). */
const stages = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"], after: [] },
  { name: "typecheck", command: "npx", args: ["tsc"], after: [] },
  // `npm run build`: the site's build, then the demo inventory's photos drawn once (var/demo-photos), so
  // that no server started by the tests has any to draw.
  { name: "build", command: "npm", args: ["run", "--silent", "build"], after: [] },
  // Vitest and Playwright need the build and sound types, not the lint: they start beside the end of the
  // lint (whose last seconds are the spelling check, one core), and beside each other. Vitest leaves about
  // a third of the processor idle (its resilience files wait on the servers, nginx, ProFTPD and Redis they
  // start): the browsers fill it. Measured on 2 cores (Node.js 24, 2026-12-02): vitest 210 s then
  // Playwright 201 s one after the other; 367 s side by side, both included.
  { name: "vitest", command: "npx", args: ["vitest", "run"], after: ["typecheck", "build"] },
  { name: "playwright", command: "npx", args: ["playwright", "test"], after: ["typecheck", "build"] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Étape inconnue : ${unknown.join(", ")} (étapes : ${stages.map((stage) => stage.name).join(", ")})`);
  process.exit(2);
}
const selected = wanted.length > 0 ? stages.filter((stage) => wanted.includes(stage.name)) : stages;
const selectedNames = new Set(selected.map((stage) => stage.name));

/** Processor time (user + system, in ms) of the children this process has waited for, on Linux. */
function childrenCpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 16 and 17 of proc(5) (cutime, cstime), counted from the state (field 3) here.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const env = { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}) };

/** name → { status, startedAt, ms, cpuMs, chunks, child } */
const state = new Map(selected.map((stage) => [stage.name, { status: "waiting", chunks: [] }]));
let live; // the stage whose output goes straight to the terminal
let failed;

function header(stage) {
  return `\n▶ ${stage.name} : ${[stage.command, ...stage.args].join(" ")}\n\n`;
}

/** The last lines each stage printed, shown again under the table when it fails. */
const tailLines = 150;

function write(name, text) {
  const entry = state.get(name);
  entry.tail = (entry.tail ?? "") + text;
  if (entry.tail.length > 200_000) entry.tail = entry.tail.slice(-100_000);
  if (live === name) process.stdout.write(text);
  else entry.chunks.push(text);
}

/** The next running stage becomes the live one; finished stages' output is printed first. */
function handOver() {
  live = undefined;
  for (const entry of state.values()) {
    if (entry.status !== "running" && entry.chunks.length > 0) {
      process.stdout.write(entry.chunks.join(""));
      entry.chunks = [];
    }
  }
  const next = [...state].find(([, entry]) => entry.status === "running");
  if (next) {
    live = next[0];
    process.stdout.write(next[1].chunks.join(""));
    next[1].chunks = [];
  }
}

let lastCpu = childrenCpuMs();
function start(stage) {
  const entry = state.get(stage.name);
  entry.status = "running";
  entry.startedAt = performance.now();
  if (!live) live = stage.name;
  write(stage.name, header(stage));
  return new Promise((resolve) => {
    // Own process group: a failure elsewhere stops the stage and everything it started.
    const child = spawn(stage.command, stage.args, { stdio: ["ignore", "pipe", "pipe"], env, detached: true });
    entry.child = child;
    child.stdout.on("data", (chunk) => write(stage.name, chunk));
    child.stderr.on("data", (chunk) => write(stage.name, chunk));
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      entry.ms = performance.now() - entry.startedAt;
      // The processor time reaped since the previous stage ended is this stage's.
      const cpu = childrenCpuMs();
      if (cpu !== undefined && lastCpu !== undefined) entry.cpuMs = cpu - lastCpu;
      lastCpu = cpu;
      if (entry.status === "running") entry.status = code === 0 ? "ok" : `échec (${code})`;
      if (live === stage.name) handOver();
      resolve(code);
    };
    child.on("error", (error) => {
      write(stage.name, `${error.message}\n`);
      finish(1);
    });
    // Whatever the stage left running in its group (a server, a browser) goes with it.
    child.on("exit", () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Nothing left.
      }
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

function stopOthers() {
  for (const [, entry] of state) {
    if (entry.status !== "running" || !entry.child) continue;
    entry.status = "interrompue";
    try {
      process.kill(-entry.child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

// Ctrl-C reaches only this process (the stages have their own process groups): pass it on.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    failed ??= "interrompu";
    stopOthers();
  });
}

const running = new Set();
function ready(stage) {
  return stage.after.every((name) => !selectedNames.has(name) || state.get(name).status === "ok");
}
function launch() {
  if (failed) return;
  for (const stage of selected) {
    if (state.get(stage.name).status !== "waiting" || !ready(stage)) continue;
    const run = start(stage).then((code) => {
      running.delete(run);
      if (code !== 0 && !failed) {
        failed = stage.name;
        stopOthers();
      }
      launch();
    });
    running.add(run);
  }
}
launch();
while (running.size > 0) await Promise.race(running);
const total = performance.now() - started;
// Output of stages stopped by another's failure.
handOver();

const width = Math.max(...selected.map((stage) => stage.name.length), "total".length);
console.log("\nDurée des étapes (début, durée, temps processeur) :");
for (const stage of selected) {
  const { status, startedAt, ms, cpuMs } = state.get(stage.name);
  if (startedAt === undefined) {
    console.log(`  ${stage.name.padEnd(width)}  ${"".padStart(8)}  ${"".padStart(8)}  ${"".padStart(12)}  non lancée`);
    continue;
  }
  const at = `+${seconds(startedAt - started)}`.padStart(8);
  const cpu = cpuMs === undefined ? "" : `${seconds(cpuMs)} cpu`;
  console.log(`  ${stage.name.padEnd(width)}  ${at}  ${seconds(ms).padStart(8)}  ${cpu.padStart(12)}  ${status}`);
}
console.log(`  ${"total".padEnd(width)}  ${"".padStart(8)}  ${seconds(total).padStart(8)}`);
console.log("  (les étapes lancées au même moment se chevauchent : leurs durées se recouvrent)");
if (failed) {
  // A log read from its end (a CI page) shows the failure, not the other stages' output printed after it.
  const failedStage = state.get(failed);
  if (failedStage?.tail) {
    const lines = failedStage.tail.trimEnd().split("\n").slice(-tailLines);
    console.log(`\nFin de la sortie de l'étape « ${failed} » (${lines.length} dernières lignes) :\n`);
    console.log(lines.join("\n"));
  }
  console.log(`\nÉchec à l'étape « ${failed} ».`);
  process.exit(1);
}
