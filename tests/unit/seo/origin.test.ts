import { describe, expect, it } from "vitest";
import { originOf, schemeOf } from "~/seo/origin.server";

/**
 * The public origin of absolute addresses (canonical links, robots.txt's sitemap line, feed ids,
 * the PDF sheet's address and QR code, the page named in a broker's mail): forwarded headers count
 * only behind a trusted proxy, and SITE_URL wins over every header.
 */

const hostile = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("the public origin", () => {
  it("ignores X-Forwarded-Host and -Proto without a trusted proxy", () => {
    expect(originOf(request("http://localhost:3000/annonces", hostile), { trustProxy: false })).toBe(
      "http://localhost:3000",
    );
    expect(schemeOf(request("http://localhost:3000/", hostile), { trustProxy: false })).toBe("http");
  });

  it("reads them behind a trusted proxy, when they are well formed", () => {
    const trusted = { trustProxy: true };
    expect(originOf(request("http://127.0.0.1:3001/", hostile), trusted)).toBe("https://evil.example");
    expect(
      originOf(request("http://127.0.0.1:3001/", { "X-Forwarded-Host": "www.example.ch, proxy.local" }), trusted),
    ).toBe("http://www.example.ch");
    const malformed: Record<string, string>[] = [
      { "X-Forwarded-Host": "evil.example/path" },
      { "X-Forwarded-Host": "" },
      { "X-Forwarded-Proto": "ftp" },
      { "X-Forwarded-Host": "evil.example:99999" },
    ];
    for (const headers of malformed) {
      expect(originOf(request("http://127.0.0.1:3001/", headers), trusted), JSON.stringify(headers)).toBe(
        "http://127.0.0.1:3001",
      );
    }
    expect(schemeOf(request("http://127.0.0.1:3001/", { "X-Forwarded-Proto": "HTTPS" }), trusted)).toBe("https");
    expect(schemeOf(request("https://127.0.0.1:3001/", { "X-Forwarded-Proto": "http" }), trusted)).toBe("http");
  });

  it("is SITE_URL whatever Host or the forwarded headers say", () => {
    for (const trustProxy of [false, true]) {
      expect(
        originOf(request("http://evil.example/", hostile), { siteUrl: "https://www.example.ch/", trustProxy }),
      ).toBe("https://www.example.ch");
    }
  });

  it("keeps the request's own scheme when it came over https", () => {
    expect(schemeOf(request("https://www.example.ch/"), { trustProxy: false })).toBe("https");
    expect(originOf(request("https://www.example.ch/x"), { trustProxy: false })).toBe("https://www.example.ch");
  });
});
