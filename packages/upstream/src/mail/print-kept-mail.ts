import { readFile } from "node:fs/promises";
import { openMail, spoolKey } from "./spool-cipher";

/**
 * A kept message (refused, in `refuse/`, or waiting, in `a-renvoyer/`) written in clear to the
 * output, for the person who reads it; nothing is written to disk. Returns the exit code: 0, or 1
 * with a one-line French reason on the error output when the file cannot be opened.
 */
export async function printKeptMail(
  file: string,
  secret: string,
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): Promise<number> {
  try {
    out.stdout.write(openMail(await readFile(file), spoolKey(secret)));
    return 0;
  } catch (error) {
    out.stderr.write(`Message illisible (${file}) : ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
