import { createReadStream, type ReadStream, type Stats } from "node:fs";
import { lstat, mkdir, readdir, realpath, rename, rmdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { isInside, printable, resolveClientPath } from "./ftp-path";

/**
 * The files an FTP client sees: the receiver's root and nothing else. Each command's path is
 * resolved by `resolveClientPath` (no climbing above the root), then on disk with `realpath`, so
 * that a symbolic link leading outside the root, or leading nowhere, is refused for reading,
 * listing, entering and writing. Deleting and renaming act on the entry itself (a link, never what
 * it points to), whose folder must lie in the root. This object has the methods ftp-srv calls on
 * the file system of a logged-in connection; its errors carry the FTP reply code and a French
 * message that names the path.
 */

export class FtpPathError extends Error {
  constructor(
    message: string,
    readonly code = 550,
  ) {
    super(message);
    this.name = "FtpPathError";
  }
}

export type FileSystemHooks = {
  /** Told of every path refused because it would leave the root (client path, reason). */
  onRefused?(name: string, reason: string): void;
  /** Told when a client deleted or renamed something (the bytes under the root changed). */
  onChanged?(): void;
};

export type Located = { /** as the client sees it */ client: string; /** on disk */ real: string };

type NamedStats = Stats & { name: string };

const FS_REASONS: Record<string, string> = {
  ENOENT: "introuvable",
  EEXIST: "existe déjà",
  ENOTDIR: "un élément du chemin n'est pas un dossier",
  EISDIR: "est un dossier",
  ENOTEMPTY: "dossier non vide",
  EACCES: "accès refusé par le système",
  EPERM: "accès refusé par le système",
  ELOOP: "lien symbolique refusé",
  ENOSPC: "disque plein",
  EDQUOT: "disque plein",
  ENAMETOOLONG: "nom trop long",
  EINVAL: "opération impossible sur ce chemin",
};

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

/** An error of the file system, as a French message naming the client's path. */
export function fsError(error: unknown, client: string): FtpPathError {
  if (error instanceof FtpPathError) return error;
  const code = errorCode(error);
  const reason = (code && FS_REASONS[code]) ?? `erreur du système de fichiers (${code ?? "inconnue"})`;
  return new FtpPathError(`${printable(client)} : ${reason}`, code === "ELOOP" ? 553 : 550);
}

/**
 * Where `file` leads on disk: the real path of its deepest existing part, joined with the parts
 * still to be created. `null` when one of its parts is a symbolic link that leads nowhere.
 */
async function realLocation(file: string): Promise<string | null> {
  const missing: string[] = [];
  for (let current = file; ;) {
    try {
      return path.join(await realpath(current), ...missing.reverse());
    } catch (error) {
      const code = errorCode(error);
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
      if (
        await lstat(current).then(
          (stats) => stats.isSymbolicLink(),
          () => false,
        )
      )
        return null;
      const parent = path.dirname(current);
      if (parent === current) throw error;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

export class ConfinedFileSystem {
  cwd = "/";

  /** `root` must be a real path (no link in it): everything is compared with it. */
  constructor(
    readonly root: string,
    private readonly hooks: FileSystemHooks = {},
  ) {}

  private refuse(name: string, reason: string): FtpPathError {
    this.hooks.onRefused?.(name, reason);
    return new FtpPathError(`${printable(name)} : ${reason}`, 553);
  }

  private resolve(name: string | null | undefined): { path: string; segments: string[] } {
    const resolved = resolveClientPath(this.cwd, name);
    if (!resolved.ok) throw this.refuse(name ?? "", resolved.reason);
    return resolved;
  }

  private async inside(name: string, literal: string): Promise<string> {
    const real = await realLocation(literal);
    if (real === null) throw this.refuse(name, "lien symbolique sans cible");
    if (!isInside(this.root, real)) throw this.refuse(name, "lien symbolique qui sort du dossier de dépôt");
    return real;
  }

  /** What a path leads to on disk, through links; refused outside the root. */
  async target(name: string | null | undefined): Promise<Located> {
    const { path: client, segments } = this.resolve(name);
    const real = await this.inside(name ?? "", path.join(this.root, ...segments));
    return { client, real };
  }

  /** The entry a path names (a link itself, not its target), in a folder inside the root. */
  async entry(name: string | null | undefined): Promise<Located> {
    const { path: client, segments } = this.resolve(name);
    const last = segments.at(-1);
    if (last === undefined)
      throw new FtpPathError("/ : le dossier de dépôt lui-même ne peut être ni supprimé ni renommé");
    const folder = await this.inside(name ?? "", path.join(this.root, ...segments.slice(0, -1)));
    return { client, real: path.join(folder, last) };
  }

  currentDirectory(): string {
    return this.cwd;
  }

  async get(name = "."): Promise<NamedStats> {
    const { client, real } = await this.target(name);
    const stats = await stat(real).catch((error) => Promise.reject(fsError(error, client)));
    return Object.assign(stats, { name });
  }

  async list(name = "."): Promise<NamedStats[]> {
    const { client, real } = await this.target(name);
    const entries = await readdir(real, { withFileTypes: true }).catch((error) =>
      Promise.reject(fsError(error, client)),
    );
    const listed = await Promise.all(
      entries.map(async (entry): Promise<NamedStats | null> => {
        const file = path.join(real, entry.name);
        try {
          // A link is shown as what it leads to, and only when that lies in the root.
          if (entry.isSymbolicLink() && !isInside(this.root, await realpath(file))) return null;
          return Object.assign(await stat(file), { name: entry.name });
        } catch {
          return null; // removed meanwhile, or a link to nowhere
        }
      }),
    );
    return listed.filter((entry): entry is NamedStats => entry !== null);
  }

  async chdir(name = "."): Promise<string> {
    const { client, real } = await this.target(name);
    const stats = await stat(real).catch((error) => Promise.reject(fsError(error, client)));
    if (!stats.isDirectory()) throw new FtpPathError(`${printable(client)} : n'est pas un dossier`);
    this.cwd = client;
    return client;
  }

  async read(name: string, { start }: { start?: number } = {}): Promise<{ stream: ReadStream; clientPath: string }> {
    const { client, real } = await this.target(name);
    const stats = await stat(real).catch((error) => Promise.reject(fsError(error, client)));
    if (!stats.isFile()) throw new FtpPathError(`${printable(client)} : n'est pas un fichier`);
    return { stream: createReadStream(real, { start }), clientPath: client };
  }

  async delete(name: string): Promise<void> {
    const { client, real } = await this.entry(name);
    try {
      if ((await lstat(real)).isDirectory()) await rmdir(real);
      else await unlink(real);
    } catch (error) {
      throw fsError(error, client);
    }
    this.hooks.onChanged?.();
  }

  async mkdir(name: string): Promise<string> {
    const { client, real } = await this.target(name);
    await mkdir(real, { recursive: true }).catch((error) => Promise.reject(fsError(error, client)));
    return client;
  }

  async rename(from: string, to: string): Promise<void> {
    const source = await this.entry(from);
    const destination = await this.entry(to);
    await rename(source.real, destination.real).catch((error) => Promise.reject(fsError(error, source.client)));
    this.hooks.onChanged?.();
  }
}
