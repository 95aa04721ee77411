import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withSiteImages } from "~/api/site-images.server";
import { splitImagePath, parseImageName } from "~/images/catalog";
import { DiskCache } from "~/images/disk-cache.server";
import { allowedImageHosts, isAllowedUrl, parseHostList } from "~/images/image-hosts.server";
import { preferredFormat } from "~/images/image-response.server";
import { photoKey, photoOriginal, signPhotoUrl, sitePhotoAddress, verifyPhotoToken } from "~/api/photo-address.server";
import { absolutePhotoUrl, listingPhotos } from "~/detail/photos";
import { env } from "~/env.server";
import { absoluteImage } from "~/listing/list-seo";
import { SingleFlight } from "~/images/single-flight";

describe("photo addresses", () => {
  const key = photoKey("une-clé-de-test-assez-longue");
  it("carry the original URL and accept only this site's signature", () => {
    const url = "https://crm.example.ch/media/12/photo 1.jpg?v=3";
    const token = signPhotoUrl(url, key);
    expect(verifyPhotoToken(token, key)).toBe(url);
    expect(verifyPhotoToken(token, photoKey("une-autre-clé-de-test-longue"))).toBeNull();
    expect(
      verifyPhotoToken(
        signPhotoUrl("https://crm.example.ch/media/13.jpg", key).split(".")[0] + "." + token.split(".")[1],
        key,
      ),
    ).toBeNull();
    expect(verifyPhotoToken("abc", key)).toBeNull();
    expect(parseImageName("photos", token)).toEqual({ group: "photos", token });
    expect(splitImagePath(`/images/photos/${token}?size=640`)).toEqual({ group: "photos", name: token });
  });

  it("change when the original's URL changes", () => {
    expect(signPhotoUrl("https://crm.example.ch/a.jpg", key)).not.toBe(
      signPhotoUrl("https://crm.example.ch/b.jpg", key),
    );
  });

  it("replace every http(s) photo of an answer, keep site images, plans and documents, drop the rest", () => {
    const answer = {
      data: {
        attachments: [
          { url: "https://crm.example.ch/1.jpg", type: "image" },
          { url: "http://photos.example.ch/2.jpg", type: "image" },
          { url: "/images/site/vevey", type: "image" },
          { url: "/images/biens/chalet-4", type: "image" },
          { url: "//crm.example.ch/4.jpg", type: "image" },
          { url: "javascript:alert(1)", type: "image" },
          { url: "https://crm.example.ch/plan.pdf", type: "plan" },
        ],
        lots: [{ attachments: [{ url: "https://crm.example.ch/3.jpg", type: "image" }] }],
      },
    };
    const rewritten = withSiteImages(answer);
    const urls = rewritten.data.attachments.map((item) => item.url);
    expect(urls).toHaveLength(5);
    expect(photoOriginal(urls[0]!.replace("/images/photos/", ""))).toBe("https://crm.example.ch/1.jpg");
    expect(photoOriginal(urls[1]!.replace("/images/photos/", ""))).toBe("http://photos.example.ch/2.jpg");
    expect(urls.slice(2)).toEqual(["/images/site/vevey", "/images/biens/chalet-4", "https://crm.example.ch/plan.pdf"]);
    expect(rewritten.data.lots[0]!.attachments[0]!.url).toMatch(/^\/images\/photos\//);
    expect(answer.data.attachments[0]!.url).toBe("https://crm.example.ch/1.jpg");
  });
});

describe("site-relative picture paths of a feed", () => {
  const origin = "https://www.rli.example";

  it("keep only the site's own image form, without its query", () => {
    const token = signPhotoUrl("https://crm.example.ch/1.jpg", photoKey(env.SESSION_SECRET));
    expect(sitePhotoAddress("/images/site/hero")).toBe("/images/site/hero");
    expect(sitePhotoAddress(" /images/equipe/sophie-carron?size=640 ")).toBe("/images/equipe/sophie-carron");
    expect(sitePhotoAddress(`/images/photos/${token}`)).toBe(`/images/photos/${token}`);
    // The route says whether the picture exists (404 otherwise); the path stays on the site either way.
    expect(sitePhotoAddress("/images/biens/rlm-1001-1")).toBe("/images/biens/rlm-1001-1");
  });

  it("refuse every other path, so that none becomes an address elsewhere", () => {
    for (const path of [
      "/\\evil.example/a.jpg",
      "\\\\evil.example/a.jpg",
      "//evil/x",
      "///evil/x",
      "/images/../x",
      "/images/site/../../x",
      "/images/site/%2e%2e",
      "/images/site/hero/../../../evil",
      "/images/site/hero?size=640&x=//evil",
      "/images/site/hero#x",
      "/images/site/.hidden",
      "/images/Site/hero",
      "/images/site/hero/",
      "/images/site/hero?size=640&size=1",
      "/images//hero",
      "/images/site/héros",
      "/annonces",
      "/images/",
      "/",
    ]) {
      expect(sitePhotoAddress(path), path).toBeNull();
    }
  });

  it("stay on the site's origin in Open Graph and structured data", () => {
    const answer = withSiteImages({
      attachments: [
        { url: "/\\evil.example/og.jpg", type: "image" },
        { url: "//evil.example/x.jpg", type: "image" },
        { url: "/images/site/monthey", type: "image" },
      ],
    });
    expect(answer.attachments.map((item) => item.url)).toEqual(["/images/site/monthey"]);
    const photos = listingPhotos(answer.attachments, "Chalet");
    expect(new URL(absolutePhotoUrl(photos[0], origin)!).origin).toBe(origin);
    expect(new URL(absoluteImage(origin, answer.attachments[0]!.url)!).origin).toBe(origin);
    // What the rule prevents: the same path joined to the origin leaves it.
    expect(new URL("/\\evil.example/og.jpg", origin).origin).toBe("https://evil.example");
  });
});

describe("allowed hosts", () => {
  it("match host and port exactly, http or https only, no credentials", () => {
    const hosts = parseHostList(" CRM.example.ch , photos.example.ch:8443");
    expect(isAllowedUrl(new URL("https://crm.example.ch/a.jpg"), hosts)).toBe(true);
    expect(isAllowedUrl(new URL("http://crm.example.ch/a.jpg"), hosts)).toBe(true);
    expect(isAllowedUrl(new URL("https://crm.example.ch:444/a.jpg"), hosts)).toBe(false);
    expect(isAllowedUrl(new URL("https://photos.example.ch:8443/a.jpg"), hosts)).toBe(true);
    expect(isAllowedUrl(new URL("https://photos.example.ch/a.jpg"), hosts)).toBe(false);
    expect(isAllowedUrl(new URL("https://evil.example.ch/a.jpg"), hosts)).toBe(false);
    expect(isAllowedUrl(new URL("ftp://crm.example.ch/a.jpg"), hosts)).toBe(false);
    expect(isAllowedUrl(new URL("https://user:pw@crm.example.ch/a.jpg"), hosts)).toBe(false);
  });

  it("default to the upstream's host: the embedded one, where its demo photos are, without API_URL", () => {
    expect([...allowedImageHosts()]).toEqual(["embedded.upstream"]);
    expect(isAllowedUrl(new URL("http://embedded.upstream/api/photos/chalet-4821.png"), allowedImageHosts())).toBe(
      true,
    );
    expect(isAllowedUrl(new URL("https://crm.example.ch/1.jpg"), allowedImageHosts())).toBe(false);
  });
});

describe("format from Accept", () => {
  it("prefers AVIF, then WebP, else JPEG, and honours q=0", () => {
    expect(preferredFormat("image/avif,image/webp,*/*")).toBe("avif");
    expect(preferredFormat("image/avif;q=0,image/webp")).toBe("webp");
    expect(preferredFormat("image/png,*/*;q=0.8")).toBe("jpeg");
    expect(preferredFormat(null)).toBe("jpeg");
  });
});

describe("disk cache", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("drops the least recently used files beyond its bound, and counts files written by others", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "disk-cache-"));
    dirs.push(dir);
    const cache = new DiskCache(dir, 10_000);
    await cache.settled();
    const old = Date.now() / 1000 - 3600;
    for (const [index, name] of ["a", "b", "c"].entries()) {
      await cache.write(name, new Uint8Array(3000));
      utimesSync(path.join(dir, name), old + index, old + index);
    }
    await cache.read("a");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = new DiskCache(dir, 10_000);
    await other.settled();
    expect(other.approximateBytes).toBe(9000);
    await other.write("d", new Uint8Array(3000));
    await other.settled();
    expect(readdirSync(dir).sort()).toEqual(["a", "c", "d"]);
    expect(await other.read("b")).toBeNull();
    expect((await other.read("a"))?.length).toBe(3000);
    expect(statSync(path.join(dir, "d")).size).toBe(3000);
  });

  it("never shows a half-written file and refuses keys that are not file names", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "disk-cache-"));
    dirs.push(dir);
    const cache = new DiskCache(dir, 1_000_000);
    await Promise.all(Array.from({ length: 10 }, (_, n) => cache.write("same", new Uint8Array(50_000).fill(n))));
    const body = await cache.read("same");
    expect(new Set(body)).toHaveProperty("size", 1);
    expect(readdirSync(dir)).toEqual(["same"]);
    expect(() => cache.file("../etc/passwd")).toThrow();
  });
});

describe("single flight", () => {
  it("shares one run per key while it is pending", async () => {
    const flight = new SingleFlight<number>();
    let calls = 0;
    const task = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 7;
    };
    expect(await Promise.all([flight.run("k", task), flight.run("k", task)])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });
});
