import path from "node:path";

/**
 * Paths as an FTP client names them, resolved inside the receiver's root. The client sees the root
 * as `/`: an absolute path starts there, a relative one at the working directory, `..` climbs
 * within it, and a path that would climb above it is refused rather than silently clamped (a CRM
 * that asks for `../x` gets an error, never a file somewhere else). Backslashes count as
 * separators, as Windows clients send them (the traversal ftp-srv fixed in 4.4.0 came from them).
 */

export type ClientPath =
  | { ok: true; /** the path as the client sees it, from `/` */ path: string; segments: string[] }
  | { ok: false; reason: string };

// Control characters (NUL, line breaks…) have no place in a file name and would forge log lines.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function resolveClientPath(cwd: string, input: string | null | undefined): ClientPath {
  const given = input ?? "";
  if (CONTROL.test(given)) return { ok: false, reason: "caractère de contrôle dans le nom" };
  const normalized = given.replace(/\\/g, "/");
  const segments = normalized.startsWith("/") ? [] : cwd.split("/").filter((part) => part !== "");
  for (const part of normalized.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.length === 0) return { ok: false, reason: "chemin hors du dossier de dépôt" };
      segments.pop();
    } else {
      segments.push(part);
    }
  }
  return { ok: true, path: "/" + segments.join("/"), segments };
}

/** Whether `target` (an absolute, resolved path) is `root` or lies under it. */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  if (relative === "") return true;
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** A client-given name fit for a one-line log or reply: control characters shown as `?`, length bounded. */
export function printable(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const shown = (name ?? "").replace(/[\u0000-\u001f\u007f]/g, "?");
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}
