import { spawn, spawnSync, type ChildProcess } from "node:child_process";

/**
 * A Redis server for the tests that need one (package `redis-server`), on a loopback port of the
 * test's choice, without persistence. Tests skip themselves where it is absent.
 */

export const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server n'a pas démarré :\n${output}`)), 10_000);
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server s'est arrêté (code ${code}) :\n${output}`));
    });
  });
  return child;
}
