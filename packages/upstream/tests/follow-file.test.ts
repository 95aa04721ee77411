import { appendFile, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { followFile } from "../src/import/ftp/follow-file";

/** The daemon's event log as the site reads it: line by line, and started anew once read past its bound. */

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "follow-file-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("followFile", () => {
  it("reads every line appended, a partial one once it ends, and never lets the file pass its bound (20,000 lines, 1 MB written)", async () => {
    const file = path.join(work, "events.log");
    const read: string[] = [];
    const followed = followFile(file, (line) => read.push(line), { intervalMs: 20, startAnewPastBytes: 64 * 1024 });
    let largest = 0;
    for (let batch = 0; batch < 20; batch += 1) {
      const lines = Array.from(
        { length: 1000 },
        (_, index) => `2026-12-02 10:00:00,000 ${batch} 198.51.100.7 PASS 530 ${index}`,
      );
      await appendFile(file, `${lines.join("\n")}\n`);
      await vi.waitFor(() => expect(read).toHaveLength((batch + 1) * 1000), { timeout: 5000, interval: 10 });
      largest = Math.max(largest, (await stat(file)).size);
    }
    await appendFile(file, "2026-12-02 10:00:01,000 99 198.51.100.7 USER 331 US");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toHaveLength(20_000);
    await appendFile(file, "ER crm\n");
    await followed.stop();
    expect(read.at(-1)).toBe("2026-12-02 10:00:01,000 99 198.51.100.7 USER 331 USER crm");
    expect(new Set(read).size).toBe(20_001);
    // Each batch (about 50 kB) is read, then the file emptied once past 64 kB: it never holds much more.
    expect(largest).toBeLessThan(2 * 64 * 1024);
    expect((await stat(file)).size).toBeLessThan(64 * 1024);
  });
});
