// Reads, checks and maps one export in a worker thread, so that the process serving pages is never
// held by a large upload: started by prepare-in-worker.ts, runs the package's TypeScript sources.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { prepareExport } = await import("../inventory.server.ts");

try {
  const prepared = prepareExport(workerData.file, { now: new Date(workerData.now) });
  parentPort.postMessage({ ok: true, prepared });
} catch (error) {
  parentPort.postMessage({
    ok: false,
    error: { message: error?.message ?? String(error), invalidPath: error?.invalidPath, file: error?.file },
  });
}
