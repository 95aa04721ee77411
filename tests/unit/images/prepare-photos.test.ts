import { describe, expect, it } from "vitest";
import { PREPARED_VARIANTS, preparePhotos } from "~/images/prepare-photos.server";

describe("photos prepared after an upload", () => {
  it("encodes each first photo in the first view's variants, one at a time, in the order given", async () => {
    const calls: string[] = [];
    let running = 0;
    let most = 0;
    const render = async (group: string, name: string, options: { width: number; format: string }) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      calls.push(`${group}/${name} ${options.width} ${options.format}`);
      running -= 1;
    };
    const done = await preparePhotos(
      [
        "/images/photos/aaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb",
        "/ailleurs/x",
        "/images/photos/cccccccc.dddddddddddddddddddddd",
      ],
      render,
    );
    expect(done).toBe(2);
    expect(most).toBe(1);
    expect(calls).toHaveLength(2 * PREPARED_VARIANTS.length);
    expect(calls[0]).toBe("photos/aaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb 960 avif");
    expect(calls[PREPARED_VARIANTS.length]).toBe("photos/cccccccc.dddddddddddddddddddddd 960 avif");
  });

  it("goes on after a photo that cannot be made, and stops for a newer upload", async () => {
    const seen: string[] = [];
    const failing = async (_group: string, name: string) => {
      seen.push(name);
      throw new Error("illisible");
    };
    const first = preparePhotos(
      ["/images/photos/a1a1a1a1.xxxxxxxxxxxxxxxxxxxxxx", "/images/photos/a2a2a2a2.xxxxxxxxxxxxxxxxxxxxxx"],
      failing,
    );
    const second = preparePhotos(["/images/photos/b1b1b1b1.xxxxxxxxxxxxxxxxxxxxxx"], async (_group, name) => {
      seen.push(name);
    });
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(seen.filter((name) => name.startsWith("a2"))).toEqual([]);
  });
});
