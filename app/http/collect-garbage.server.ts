import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection, asked for after a piece of work that leaves hundreds of megabytes
 * behind it (a dossier's documents: their base64, the JSON to the API, the mail composed). Left to
 * itself V8 keeps them until its heap grows again, and the next piece of work's come on top
 * (decision 153). V8's own `gc`, exposed to this process once, when first asked for; a collection
 * takes some 50 to 150 ms of the main thread.
 */

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  collect();
}
