#!/usr/bin/env node
// `npm test`: every check of the site, in order, stopping at the first failure. At the end (also
// after a failure) a table says how long each stage took, so that the slow one is plain to see.
// Extra arguments name the stages to run, e.g. `npm test -- lint typecheck`.
import { spawn } from "node:child_process";

const stages = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "typecheck", command: "npx", args: ["tsc"] },
  { name: "build", command: "npx", args: ["remix", "vite:build"] },
  { name: "vitest", command: "npx", args: ["vitest", "run"] },
  { name: "playwright", command: "npx", args: ["playwright", "test"] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Étape inconnue : ${unknown.join(", ")} (étapes : ${stages.map((stage) => stage.name).join(", ")})`);
  process.exit(2);
}
const selected = wanted.length > 0 ? stages.filter((stage) => wanted.includes(stage.name)) : stages;

function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
let failed;
const started = performance.now();
for (const stage of selected) {
  console.log(`\n▶ ${stage.name} : ${[stage.command, ...stage.args].join(" ")}\n`);
  const stageStarted = performance.now();
  const code = await run(stage);
  results.push({
    name: stage.name,
    ms: performance.now() - stageStarted,
    status: code === 0 ? "ok" : `échec (${code})`,
  });
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}
const total = performance.now() - started;
for (const stage of selected.slice(results.length)) results.push({ name: stage.name, ms: 0, status: "non lancée" });

const width = Math.max(...results.map((result) => result.name.length), "total".length);
console.log("\nDurée des étapes :");
for (const { name, ms, status } of results) {
  const share = total > 0 ? `${Math.round((ms / total) * 100)} %`.padStart(5) : "";
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${share}  ${status}`);
}
console.log(`  ${"total".padEnd(width)}  ${seconds(total).padStart(8)}`);
if (failed) {
  console.log(`\nÉchec à l'étape « ${failed} ».`);
  process.exit(1);
}
