/**
 * Where this process's CRM uploads are received by FTP, as readiness tells it (health.ts):
 * - `off`: no FTP receiver is configured (IMPORT_FTP_PORT unset), or the process has none to start;
 * - `starting`: its daemon is being started;
 * - `here`: its daemon listens on IMPORT_FTP_PORT;
 * - `sibling`: another process of the site (same IMPORT_FTP_RUN_DIR) held the port at the start and
 *   receives for all;
 * - `taken`: something else held the port at the start: no upload can arrive, the process is not ready.
 */
export type ReceiverState = "off" | "starting" | "here" | "sibling" | "taken";

let state: ReceiverState = "off";

export function receiverState(): ReceiverState {
  return state;
}

export function setReceiverState(next: ReceiverState): void {
  state = next;
}
