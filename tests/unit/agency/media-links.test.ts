import { describe, expect, it } from "vitest";
import { mediaKindOfHost, mediaLink } from "@rli/contract/agency/media-links";

describe("a video or virtual tour address offered as a link", () => {
  it("keeps a plain https address of a known tour or video host, with its kind", () => {
    expect(mediaLink("https://my.matterport.com/show/?m=Ab12Cd34")).toEqual({
      kind: "tour",
      url: "https://my.matterport.com/show/?m=Ab12Cd34",
    });
    expect(mediaLink("  https://kuula.co/share/collection/7vXyz  ")?.kind).toBe("tour");
    expect(mediaLink("https://tour.giraffe360.com/abc")?.kind).toBe("tour");
    expect(mediaLink("https://www.youtube.com/watch?v=abc123")).toEqual({
      kind: "video",
      url: "https://www.youtube.com/watch?v=abc123",
    });
    expect(mediaLink("https://youtu.be/abc123")?.kind).toBe("video");
    expect(mediaLink("HTTPS://Player.Vimeo.com/video/1")).toEqual({
      kind: "video",
      url: "https://player.vimeo.com/video/1",
    });
  });

  it.each([
    ["plain http", "http://my.matterport.com/show/?m=x"],
    ["a script", "javascript:alert(1)//https://my.matterport.com"],
    ["a data address", "data:text/html,https://youtu.be"],
    ["no scheme", "my.matterport.com/show/?m=x"],
    ["a protocol-relative address", "//my.matterport.com/show/?m=x"],
    ["credentials", "https://user:secret@my.matterport.com/show/?m=x"],
    ["a user that looks like the host", "https://my.matterport.com@evil.example/show"],
    ["another port", "https://my.matterport.com:8443/show/?m=x"],
    ["an IPv4 address", "https://203.0.113.7/show"],
    ["an IPv4 address in another spelling", "https://0xcb007107/show"],
    ["an IPv6 address", "https://[2001:db8::1]/show"],
    ["an unknown host", "https://tour.example/1"],
    ["a host that only ends like a known one", "https://evilmatterport.com/show"],
    ["a known name under another domain", "https://matterport.com.evil.example/show"],
    ["text around the address", "Visite 3D : https://my.matterport.com/show/?m=x"],
    ["two addresses", "https://youtu.be/a https://youtu.be/b"],
    ["an empty field", ""],
    ["an address far too long", `https://youtu.be/${"a".repeat(3000)}`],
  ])("ignores %s", (_case, value) => {
    expect(mediaLink(value)).toBeUndefined();
  });

  it("ignores nothing given", () => {
    expect(mediaLink(undefined)).toBeUndefined();
    expect(mediaLink(null)).toBeUndefined();
  });

  it("knows a host by its domain, subdomains included, whatever its case or final dot", () => {
    expect(mediaKindOfHost("MY.MATTERPORT.COM.")).toBe("tour");
    expect(mediaKindOfHost("www.youtube-nocookie.com")).toBe("video");
    expect(mediaKindOfHost("example.ch")).toBeUndefined();
  });
});
