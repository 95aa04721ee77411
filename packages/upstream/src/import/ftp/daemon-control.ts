import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * ProFTPD's control socket (`ftpdctl`): bans and their end (daemon-bans.ts), and new connections
 * turned away when the site stops (`down all`, daemon-sessions.ts). The socket takes one client at
 * a time (two at once failed): commands are sent in turn.
 */

const run = promisify(execFile);
const CONTROL_TIMEOUT_MS = 10_000;

export type DaemonControl = (...command: string[]) => Promise<{ stdout: string }>;

export function daemonControl(control: { program: string; socket: string; env: NodeJS.ProcessEnv }): DaemonControl {
  let turn: Promise<unknown> = Promise.resolve();
  return (...command) => {
    const sent = turn.then(() =>
      run(control.program, ["-s", control.socket, ...command], { env: control.env, timeout: CONTROL_TIMEOUT_MS }),
    );
    turn = sent.catch(() => {});
    return sent;
  };
}
