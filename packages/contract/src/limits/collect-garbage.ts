/**
 * A full garbage collection, asked for after a piece of work that leaves megabytes behind it: a
 * dossier's documents (their base64, the JSON to the API, the mail composed; decision 153), an API
 * answer refused once read past its cap (decision 157). Left to itself V8 keeps them until its heap
 * grows again (Node.js 24 lets some 100 MB of dropped buffers pile up), and the next piece of work's
 * come on top. V8's own `gc`, which the server is given where it is started (`NODE_OPTIONS=--expose-gc`
 * beside glibc's allocator settings: the systemd unit, `npm start`, `npm run serve`, run-cluster.sh);
 * a process started without it (a test loading the build) leaves the collection to V8. Never turned
 * on from inside the process: V8's flags are not to be changed once it runs. A collection takes some
 * 50 to 150 ms of the main thread.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
