import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { InventoryFileError, prepareExport, type PreparedExport } from "../inventory.server";

/**
 * An export read, checked and mapped in a worker thread: the XML schema check, the decoding of
 * thousands of records and the cleaning of their texts run beside the pages being served, and only
 * the finished inventory comes back. Where no worker can start, the work is done here.
 */

/** The worker's file, found through the package (the same from its sources and from the site's build). */
function workerFile(): string {
  const entry = createRequire(import.meta.url).resolve("@rli/upstream");
  return path.join(path.dirname(entry), "import", "prepare-worker.mjs");
}

/** Heap of the worker: a large régie's export (3,000 listings) needs about a third of it. */
const WORKER_HEAP_MB = 512;

type WorkerAnswer =
  | { ok: true; prepared: PreparedExport }
  | { ok: false; error: { message: string; invalidPath?: string; file?: string } };

/** `signal`: the reading is no longer wanted (the site stops): the worker ends at once, the promise rejects. */
export function prepareInWorker(file: string, now = new Date(), signal?: AbortSignal): Promise<PreparedExport> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error("lecture abandonnée (arrêt)"));
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(workerFile(), {
        workerData: { file, now: now.toISOString() },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
    } catch {
      resolve(prepareExport(file, { now }));
      return;
    }
    let settled = false;
    const abandon = () => {
      if (settled) return;
      settled = true;
      reject(new Error("lecture abandonnée (arrêt)"));
      void worker.terminate();
    };
    signal?.addEventListener("abort", abandon, { once: true });
    worker.once("exit", () => signal?.removeEventListener("abort", abandon));
    worker.once("message", (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      if (answer.ok) resolve(answer.prepared);
      else if (answer.error.invalidPath !== undefined && answer.error.file) {
        const error = new InventoryFileError(answer.error.file, answer.error.invalidPath, "");
        error.message = answer.error.message;
        reject(error);
      } else reject(new Error(answer.error.message));
      void worker.terminate();
    });
    worker.once("error", (error) => {
      if (!settled) reject(new Error(`lecture interrompue (${error.message})`));
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`lecture interrompue (code ${code})`));
    });
  });
}
