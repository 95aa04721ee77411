import { readFile } from "node:fs/promises";
import { userInfo } from "node:os";
import { loadBcrypt } from "../../libraries";

/**
 * The FTP daemon's one account, in the two files it reads (passwd and group formats): the CRM's
 * name, a bcrypt hash of its password (the password itself is never written), and the system user
 * the daemon writes as, which is the site's own (the one that started it).
 */

export type SystemUser = { uid: number; gid: number; user: string; group: string };

/** Characters a name cannot hold in a passwd-format file, nor in a control command. */
const UNSAFE_NAME = /[:\s\p{Cc}]/u;

export function accountNameProblem(name: string): string | undefined {
  if (!name) return "nom vide";
  if (UNSAFE_NAME.test(name)) return "ni deux-points, ni espace, ni caractère de contrôle";
  if (name.length > 32) return "32 caractères au plus";
  return undefined;
}

/** The user this process runs as, with its primary group's name (read from /etc/group). */
export async function currentSystemUser(groups = "/etc/group"): Promise<SystemUser> {
  const { uid, gid, username } = userInfo();
  const lines = await readFile(groups, "utf8").catch(() => "");
  const group = lines
    .split("\n")
    .find((line) => line.split(":")[2] === String(gid))
    ?.split(":")[0];
  return { uid, gid, user: username, group: group || username };
}

export function accountFiles(
  account: { name: string; passwordHash: string; home: string },
  owner: SystemUser,
): { passwd: string; group: string } {
  return {
    passwd: `${account.name}:${account.passwordHash}:${owner.uid}:${owner.gid}::${account.home}:/bin/false\n`,
    group: `${owner.group}:x:${owner.gid}:\n`,
  };
}

export async function hashPassword(password: string): Promise<string> {
  const bcrypt = await loadBcrypt();
  return bcrypt.hash(password, 10);
}
