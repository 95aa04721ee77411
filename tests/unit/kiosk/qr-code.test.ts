import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodeCacheSize, qrCodeSvg } from "~/kiosk/qr-code.server";

describe("kiosk QR codes", () => {
  it("are inline SVG, hidden from assistive technology, sized by CSS", async () => {
    const svg = await qrCodeSvg("https://www.example.ch/vente/appartement/vevey-1800/rlm-1047");
    expect(svg.startsWith('<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<svg[^>]* width=/);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });

  it("encode the address given", async () => {
    const url = "https://www.example.ch/location/maison/blonay-1807/rlm-1041";
    const code = QRCode.create(url, { errorCorrectionLevel: "M" });
    const size = code.modules.size;
    // Same module count as an independent encoding of the same text, with a two-module quiet zone.
    expect(await qrCodeSvg(url)).toContain(`viewBox="0 0 ${size + 4} ${size + 4}"`);
  });

  it("keep a bounded cache", async () => {
    for (let i = 0; i < 600; i += 1) await qrCodeSvg(`https://www.example.ch/bien/${i}`);
    expect(qrCodeCacheSize()).toBeLessThanOrEqual(256);
  });
});
