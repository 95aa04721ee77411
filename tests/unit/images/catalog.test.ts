import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  imageDimensions,
  imageSrcSet,
  imageUrl,
  parseImageName,
  parseSizeParam,
  snapWidth,
  splitImagePath,
} from "~/images/catalog";

describe("image names", () => {
  it("knows site pictures and team portraits", () => {
    expect(parseImageName("site", "hero")).toEqual({ group: "site", name: "hero" });
    expect(parseImageName("equipe", "sophie-carron")).toEqual({ group: "equipe", memberId: "sophie-carron" });
  });

  it("refuses unknown pictures, members and groups, property pictures included (they are photos now)", () => {
    expect(parseImageName("biens", "chalet-4821")).toBeNull();
    expect(parseImageName("photos", "pas-un-jeton")).toBeNull();
    expect(parseImageName("site", "logo")).toBeNull();
    expect(parseImageName("equipe", "jean-dupont")).toBeNull();
    expect(parseImageName("autres", "hero")).toBeNull();
  });
});

describe("widths and sizes", () => {
  it("snaps a width up to the next rendered width, capped at the largest", () => {
    expect(snapWidth(1)).toBe(320);
    expect(snapWidth(640)).toBe(640);
    expect(snapWidth(700)).toBe(960);
    expect(snapWidth(3000)).toBe(1920);
    for (const w of IMAGE_WIDTHS) expect(snapWidth(w)).toBe(w);
  });

  it("reads the size parameter: absent, snapped, or invalid", () => {
    expect(parseSizeParam(null)).toBeNull();
    expect(parseSizeParam("480")).toBe(480);
    expect(parseSizeParam("500")).toBe(640);
    for (const bad of ["", "abc", "0", "-5", "1e3", "12.5", "99999", " 640"])
      expect(parseSizeParam(bad), bad).toBe("invalid");
  });

  it("gives intrinsic dimensions from each group's aspect ratio", () => {
    const photo = `${"a".repeat(40)}.${"b".repeat(22)}`;
    expect(imageDimensions("photos", photo, 640)).toEqual({ width: 640, height: 480 });
    expect(imageDimensions("site", "hero", 1920)).toEqual({ width: 1920, height: 1080 });
    expect(imageDimensions("equipe", "marc-favre", 480)).toEqual({ width: 480, height: 600 });
    expect(imageDimensions("photos", photo, 700)).toEqual({ width: 960, height: 720 });
    expect(imageDimensions("photos", photo)).toEqual({ width: 960, height: 720 });
    expect(imageDimensions("biens", "maison-1", 640)).toBeNull();
  });

  it("builds addresses with a snapped size and a srcset of distinct widths", () => {
    expect(imageUrl("/images/biens/villa-3", 600)).toBe("/images/biens/villa-3?size=640");
    expect(imageUrl("/images/site/hero?v=2", 1920)).toBe("/images/site/hero?v=2&size=1920");
    expect(imageSrcSet("/images/biens/villa-3", [300, 320, 800])).toBe(
      "/images/biens/villa-3?size=320 320w, /images/biens/villa-3?size=960 960w",
    );
    expect(splitImagePath("/images/biens/villa-3?size=640")).toEqual({ group: "biens", name: "villa-3" });
    expect(splitImagePath("/autre/biens/villa-3")).toBeNull();
  });
});
