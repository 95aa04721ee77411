import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";

/**
 * Whether this process may write in a folder, asked of the system without writing anything (a
 * readiness check runs every second): W_OK on the folder, or on the nearest folder above it that
 * exists when it is not made yet (it is made at its first write). A read-only file system (EROFS), a
 * folder of another user or a missing parent all say no.
 */
export async function writableFolder(folder: string): Promise<boolean> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      await access(current, constants.W_OK);
      return true;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === current) return false;
      current = parent;
    }
  }
}
