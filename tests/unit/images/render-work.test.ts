import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLog } from "../../support/log";

/**
 * What a picture request costs: the work asked of the visitor's limit (an encode of a picture not
 * yet on disk, never one served from it), and a failed original logged once with its host and why.
 * The disk cache is a fresh folder, so "not yet on disk" holds on every run.
 */

const cacheDir = mkdtempSync(path.join(tmpdir(), "render-work-"));
type Render = typeof import("~/images/render.server");
let render: Render;
let sitePhotoAddress: (url: string) => string | null;

beforeAll(async () => {
  vi.stubEnv("IMAGE_CACHE_DIR", cacheDir);
  render = await import("~/images/render.server");
  ({ sitePhotoAddress } = await import("~/api/photo-address.server"));
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(cacheDir, { recursive: true, force: true });
});

function counter(answer: { retryAfterSeconds: number } | null = null) {
  const calls = { count: 0 };
  const admit = async () => {
    calls.count += 1;
    return answer;
  };
  return { calls, admit };
}

describe("work a picture asks of the visitor's limit", () => {
  it("is asked for an encode, not for the same picture served from disk", async () => {
    const { calls, admit } = counter();
    const first = await render.renderImage("equipe", "laurent-rochat", { width: 320, format: "jpeg", admit });
    expect(first?.contentType).toBe("image/jpeg");
    expect(calls.count).toBe(1);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith(".jpeg"))).toHaveLength(1);
    const encodes = render.imageWork.encodes;
    for (let n = 0; n < 20; n += 1) {
      await render.renderImage("equipe", "laurent-rochat", { width: 300, format: "jpeg", admit });
    }
    expect(calls.count).toBe(1);
    expect(render.imageWork.encodes).toBe(encodes);
  });

  it("stops the encode when refused: nothing made, nothing kept, the seconds to wait given", async () => {
    const { calls, admit } = counter({ retryAfterSeconds: 42 });
    const encodes = render.imageWork.encodes;
    const files = readdirSync(cacheDir).length;
    const refused = render.renderImage("site", "monthey", { width: 480, format: "webp", admit });
    await expect(refused).rejects.toBeInstanceOf(render.WorkRefused);
    await expect(render.renderImage("site", "monthey", { width: 480, format: "webp", admit })).rejects.toMatchObject({
      retryAfterSeconds: 42,
    });
    expect(calls.count).toBe(2);
    expect(render.imageWork.encodes).toBe(encodes);
    expect(readdirSync(cacheDir).length).toBe(files);
  });

  it("is not asked again for an original known to fail, whose failure is logged once with its host", async () => {
    const log = captureLog();
    const { calls, admit } = counter();
    const address = sitePhotoAddress("https://crm.hors-liste.test/media/1.jpg")!;
    const token = address.replace("/images/photos/", "");
    for (let n = 0; n < 3; n += 1) {
      await expect(render.renderImage("photos", token, { width: 640, format: "avif", admit })).rejects.toMatchObject({
        reason: "refused",
      });
    }
    expect(calls.count).toBe(1);
    log.stop();
    expect(log.messages()).toEqual([
      "Image de crm.hors-liste.test remplacée par l'image d'attente (refusée) : hôte crm.hors-liste.test non autorisé",
    ]);
  });
});
