import { describe, expect, it } from "vitest";
import { parsePhotoParam, photoHref, wrapIndex } from "~/detail/photo-address";
import { absolutePhotoUrl, listingPhotos, photoImageProps, photoThumb } from "~/detail/photos";

describe("listingPhotos", () => {
  const attachments = [
    { url: "/images/biens/salon-1", type: "image" },
    { url: "/docs/plan.pdf", type: "plan" },
    { url: "https://cdn.example.ch/photo.jpg", type: "image" },
    { url: "javascript:alert(1)", type: "image" },
    { url: "//evil.example/x.jpg", type: "image" },
  ];

  it("keeps the images only, the site's own with responsive sources", () => {
    const photos = listingPhotos(attachments, "Villa");
    expect(photos).toEqual([
      { url: "/images/biens/salon-1", alt: "Villa, photo 1 sur 2" },
      { url: "https://cdn.example.ch/photo.jpg", alt: "Villa, photo 2 sur 2" },
    ]);
    expect(photoImageProps(photos[0]!, "100vw")).toEqual({
      src: "/images/biens/salon-1?size=960",
      srcSet: expect.stringContaining("/images/biens/salon-1?size=480 480w"),
      sizes: "100vw",
      width: 960,
      height: 720,
    });
    expect(photoThumb(photos[0]!)).toBe("/images/biens/salon-1?size=640");
    expect(photoImageProps(photos[1]!, "100vw")).toMatchObject({
      src: "https://cdn.example.ch/photo.jpg",
      srcSet: undefined,
      sizes: undefined,
    });
    expect(photoThumb(photos[1]!)).toBe("https://cdn.example.ch/photo.jpg");
  });

  it("describes a single photo without a position", () => {
    expect(listingPhotos([{ url: "/images/biens/salon-1", type: "image" }], "")[0]?.alt).toBe("Photo");
    expect(listingPhotos([{ url: "/images/biens/salon-1", type: "IMAGE" }], "Studio")[0]?.alt).toBe("Studio, photo");
  });

  it("makes an absolute address for previews", () => {
    const [photo] = listingPhotos([{ url: "/images/biens/salon-1", type: "image" }], "");
    expect(absolutePhotoUrl(photo, "https://www.example.ch")).toBe(
      "https://www.example.ch/images/biens/salon-1?size=960",
    );
    expect(absolutePhotoUrl(undefined, "https://www.example.ch")).toBeUndefined();
  });
});

describe("parsePhotoParam", () => {
  it("reads a 1-based photo number within range as a 0-based index", () => {
    expect(parsePhotoParam("1", 7)).toBe(0);
    expect(parsePhotoParam(" 7 ", 7)).toBe(6);
  });

  it("leaves the viewer closed for anything else", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "0",
      "8",
      "999",
      "-1",
      "1.5",
      "abc",
      "2abc",
      "<script>",
      "1\u0000",
      "99999999999",
    ]) {
      expect(parsePhotoParam(raw, 7), String(raw)).toBeNull();
    }
    expect(parsePhotoParam("1", 0)).toBeNull();
  });
});

describe("wrapIndex", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(3, 1, 7)).toBe(4);
    expect(wrapIndex(-8, 0, 7)).toBe(6);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("photoHref", () => {
  it("sets the photo parameter and keeps the others, without the contact modal", () => {
    expect(photoHref("/vente/x/y/z", "?utm=1&contact=Z", 1)).toBe("/vente/x/y/z?utm=1&photo=2");
    expect(photoHref("/vente/x/y/z", "", 0)).toBe("/vente/x/y/z?photo=1");
  });

  it("closes the viewer by removing the parameter", () => {
    expect(photoHref("/vente/x/y/z", "?photo=3", null)).toBe("/vente/x/y/z");
    expect(photoHref("/vente/x/y/z", "?photo=3&utm=1", null)).toBe("/vente/x/y/z?utm=1");
  });
});
