import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sitePhotoAddress } from "~/api/photo-address.server";
import { loader } from "~/routes/images.$";
import { captureLog } from "../../support/log";

async function get(path: string, accept?: string): Promise<Response> {
  const url = new URL(path, "http://localhost");
  const request = new Request(url, { headers: accept ? { Accept: accept } : {} });
  const splat = url.pathname.replace(/^\/images\//, "");
  return loader({ request, params: { "*": splat }, context: {} });
}

describe("GET /images/{group}/{name}", () => {
  it("answers AVIF, else WebP, to a browser that accepts them, with long-lived caching", async () => {
    const response = await get("/images/site/monthey?size=480", "image/avif,image/webp,*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const avif = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(["heif", 480, 270]);

    const webp = await get("/images/site/monthey?size=480", "image/webp,image/avif;q=0,*/*");
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 270]);
  });

  it("gives a strong ETag and answers 304 when the browser already has the bytes", async () => {
    const first = await get("/images/equipe/sophie-carron?size=320", "image/webp");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const url = new URL("/images/equipe/sophie-carron?size=320", "http://localhost");
    const again = await loader({
      request: new Request(url, { headers: { Accept: "image/webp", "If-None-Match": etag! } }),
      params: { "*": "equipe/sophie-carron" },
      context: {},
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Vary")).toBe("Accept");
    const other = await get("/images/equipe/sophie-carron?size=320", "image/jpeg");
    expect(other.headers.get("ETag")).not.toBe(etag);
  });

  it("answers JPEG otherwise, at the group's default width when no size is given", async () => {
    const response = await get("/images/equipe/julien-dubois", "image/png,*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 480, 600]);
  });

  it("snaps an odd size to a rendered width", async () => {
    const response = await get("/images/site/hero?size=1000");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it("answers 404 with a short French text for unknown pictures and bad sizes", async () => {
    for (const path of [
      "/images/biens/maison-7",
      "/images/equipe/inconnu",
      "/images/site/hero/extra",
      "/images/logo",
      "/images/site/hero?size=abc",
      "/images/site/hero?size=0",
      "/images/site/hero?size=100000",
    ]) {
      const response = await get(path, "image/webp");
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(await response.text()).toBe("Image introuvable.");
    }
  });

  it("answers the same placeholder whether the photo is refused or missing, and logs why", async () => {
    const log = captureLog();
    const refused = sitePhotoAddress("http://169.254.169.254/latest/meta-data")!;
    const missing = sitePhotoAddress("http://embedded.upstream/api/photos/aucune-photo-9.png")!;
    const answers = [];
    for (const address of [refused, missing]) {
      const response = await get(`${address}?size=640`, "image/avif,image/webp,*/*");
      answers.push({
        status: response.status,
        headers: [...response.headers.entries()],
        body: await response.text(),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(200);
    expect(Object.fromEntries(answers[0]!.headers)).toEqual({
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=60",
    });
    log.stop();
    const lines = log.messages("warn");
    expect(lines).toContainEqual(expect.stringMatching(/^Image de 169\.254\.169\.254 remplacée .*\(refusée\)/));
    expect(lines).toContainEqual(expect.stringMatching(/^Image de embedded\.upstream remplacée .*\(absente\) : .*404/));
    expect(log.records).toContainEqual(
      expect.objectContaining({ event: "image.placeholder", origin: "169.254.169.254", reason: "refused" }),
    );
  });
});
