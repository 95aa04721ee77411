import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CRM_LISTENER_FOLDER, siblingReceives, stopOrphans } from "../src/import/ftp/daemon-process";

/**
 * Whether the FTP port another program holds is a sibling's: another running process of the site with
 * its daemon running, each under the shared run folder in a folder named by the process's id.
 */

const children: ChildProcess[] = [];
const folders: string[] = [];

/** A process that lives until the test ends, named `name` as `ps` shows it. */
function running(name: string): ChildProcess {
  const child = spawn("bash", ["-c", `exec -a ${name} sleep 60`], { stdio: "ignore" });
  children.push(child);
  return child;
}

async function runFolder(): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), "ftp-run-"));
  folders.push(made);
  return made;
}

async function sibling(parent: string, owner: number, daemon?: number) {
  await mkdir(path.join(parent, String(owner)));
  if (daemon !== undefined) await writeFile(path.join(parent, String(owner), "proftpd.pid"), `${daemon}\n`);
}

/** Until /proc shows the process under its new name (exec takes a moment). */
async function named(child: ChildProcess, name: string) {
  await expect
    .poll(() => readFile(`/proc/${child.pid}/cmdline`, "utf8").catch(() => ""))
    .toMatch(new RegExp(`^${name}`));
}

afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("a sibling receiving the uploads", () => {
  it("is a running process of the site whose daemon runs", async () => {
    const parent = await runFolder();
    const owner = running("node");
    const daemon = running("proftpd");
    await named(daemon, "proftpd");
    await sibling(parent, owner.pid!, daemon.pid!);
    expect(await siblingReceives(parent)).toBe(true);
  });

  it("is none when the folder's process is gone, its daemon is not proftpd or has no pid file", async () => {
    const parent = await runFolder();
    const other = running("vsftpd");
    await named(other, "vsftpd");
    const gone = spawn("true");
    await new Promise((resolve) => gone.once("exit", resolve));
    const daemon = running("proftpd");
    await named(daemon, "proftpd");
    await sibling(parent, gone.pid!, daemon.pid!);
    await sibling(parent, running("node").pid!, other.pid!);
    await sibling(parent, running("node").pid!);
    expect(await siblingReceives(parent)).toBe(false);
  });

  it("is never this process itself, nor a folder that is not a process's", async () => {
    const parent = await runFolder();
    const daemon = running("proftpd");
    await named(daemon, "proftpd");
    await sibling(parent, process.pid, daemon.pid!);
    await mkdir(path.join(parent, "journal"));
    expect(await siblingReceives(parent)).toBe(false);
    expect(await siblingReceives(path.join(parent, "absent"))).toBe(false);
  });

  it("left by a process killed outright, has both its daemons stopped (the CRM's own listener's too) and its folder removed", async () => {
    const parent = await runFolder();
    const gone = spawn("true");
    await new Promise((resolve) => gone.once("exit", resolve));
    const main = running("proftpd");
    const crm = running("proftpd");
    await Promise.all([named(main, "proftpd"), named(crm, "proftpd")]);
    await sibling(parent, gone.pid!, main.pid!);
    await mkdir(path.join(parent, String(gone.pid), CRM_LISTENER_FOLDER));
    await writeFile(path.join(parent, String(gone.pid), CRM_LISTENER_FOLDER, "proftpd.pid"), `${crm.pid}\n`);
    const lines: string[] = [];
    const exited = [main, crm].map((child) => new Promise((resolve) => child.once("exit", resolve)));
    await stopOrphans(parent, (line) => lines.push(line));
    await Promise.all(exited);
    expect(lines).toEqual([
      `FTP : proftpd ${main.pid} laissé par le processus ${gone.pid}, arrêté`,
      `FTP : proftpd ${crm.pid} laissé par le processus ${gone.pid}, arrêté`,
    ]);
    await expect(readFile(path.join(parent, String(gone.pid), "proftpd.pid"))).rejects.toThrow(/ENOENT/);
  });
});
