import { open, type FileHandle } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";

/**
 * The lines appended to a file, read every `intervalMs` from where the last read ended (the file may
 * not exist yet; a file that shrinks was started anew and is read from its start). A partial last
 * line waits for its end.
 *
 * With `startAnewPastBytes`, a file read to its end past that size is emptied, so that it never grows
 * without bound: its writer appends (O_APPEND) and goes on at the new start. A line written between
 * the last read and the emptying (the same instant) would be lost; the reader is the file's only one.
 */

export type FollowedFile = { stop(): Promise<void> };

const CHUNK = 64 * 1024;

export type FollowOptions = { intervalMs?: number; startAnewPastBytes?: number };

export function followFile(
  file: string,
  onLine: (line: string) => void,
  { intervalMs = 250, startAnewPastBytes }: FollowOptions = {},
): FollowedFile {
  let handle: FileHandle | undefined;
  let offset = 0;
  let pending = "";
  let decoder = new StringDecoder("utf8");
  let stopped = false;
  let reading: Promise<void> = Promise.resolve();

  const readMore = async (): Promise<void> => {
    handle ??= await open(file, startAnewPastBytes === undefined ? "r" : "r+").catch(() => undefined);
    if (!handle) return;
    const { size } = await handle.stat();
    if (size < offset) {
      offset = 0;
      pending = "";
      decoder = new StringDecoder("utf8");
    }
    const buffer = Buffer.alloc(CHUNK);
    while (offset < size && !stopped) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
      pending += decoder.write(buffer.subarray(0, bytesRead));
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line) onLine(line);
    }
    if (startAnewPastBytes !== undefined && offset >= startAnewPastBytes && pending === "" && !stopped) {
      if ((await handle.stat()).size !== offset) return;
      await handle.truncate(0).then(
        () => (offset = 0),
        () => {},
      );
    }
  };

  const timer = setInterval(() => {
    reading = reading.then(readMore).catch(() => {});
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await reading;
      await readMore().catch(() => {});
      stopped = true;
      await handle?.close();
    },
  };
}
