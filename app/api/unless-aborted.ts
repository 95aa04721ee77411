/**
 * `work`'s outcome, or a rejection with the signal's reason if the signal aborts first (also when it
 * already has). The signal is listened to only while `work` runs: a listener left on it would keep
 * `work`'s result (an upstream answer's whole text) reachable for as long as the signal lives, and
 * Node's fetch keeps a request's signal until a full garbage collection has run.
 */
export async function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let stopListening = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason);
    if (signal.aborted) return fail();
    signal.addEventListener("abort", fail, { once: true });
    stopListening = () => signal.removeEventListener("abort", fail);
  });
  try {
    return await Promise.race([aborted, work]);
  } finally {
    stopListening();
  }
}
