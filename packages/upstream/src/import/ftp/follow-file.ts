import { open, type FileHandle } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";

/**
 * The lines appended to a file, read every `intervalMs` from where the last read ended (the file may
 * not exist yet; a file that shrinks was started anew and is read from its start). A partial last
 * line waits for its end.
 */

export type FollowedFile = { stop(): Promise<void> };

const CHUNK = 64 * 1024;

export function followFile(file: string, onLine: (line: string) => void, intervalMs = 250): FollowedFile {
  let handle: FileHandle | undefined;
  let offset = 0;
  let pending = "";
  let decoder = new StringDecoder("utf8");
  let stopped = false;
  let reading: Promise<void> = Promise.resolve();

  const readMore = async (): Promise<void> => {
    handle ??= await open(file, "r").catch(() => undefined);
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
