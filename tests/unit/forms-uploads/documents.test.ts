import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanDocument, DocumentRefused } from "~/forms/uploads/clean-document.server";
import { documentKind, safeDocumentName } from "@rli/contract/forms/documents";

describe("documents attached to a form", () => {
  it("are told by their bytes, not by their name", () => {
    const bytes = (text: string) => Buffer.from(text, "latin1");
    expect(documentKind(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(documentKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
    expect(documentKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    // A program renamed .pdf, a page saved as .pdf, an SVG, a GIF, nothing.
    for (const head of ["MZ\x90\x00\x03", "\x7fELF\x02\x01", "<!DOCTYPE html><html>", "<svg xmlns=", "GIF89a", ""]) {
      expect(documentKind(bytes(head)), JSON.stringify(head)).toBeNull();
    }
  });

  it("get a safe name ending as what they are", () => {
    expect(safeDocumentName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(safeDocumentName("C:\\Users\\moi\\Fiche de salaire mars.PDF", "pdf")).toBe("Fiche de salaire mars.pdf");
    expect(safeDocumentName("photo\u0000\u202e\r\ngpj.exe", "jpeg")).toBe("photogpj.jpg");
    expect(safeDocumentName("...", "png")).toBe("document.png");
    expect(safeDocumentName(`${"é".repeat(300)}.pdf`, "pdf")).toHaveLength(94);
  });

  it("lose the metadata of a photo (its GPS position) and keep their pixels", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .withExif({ IFD0: { Make: "Téléphone", Artist: "Claire Dubœuf" }, IFD3: { GPSLatitudeRef: "N" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const clean = await cleanDocument("IMG_2031.JPG", photo);
    expect(clean).toMatchObject({ name: "IMG_2031.jpg", kind: "jpeg", contentType: "image/jpeg" });
    const metadata = await sharp(clean.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
    expect(Buffer.from(clean.bytes).includes(Buffer.from("Dub"))).toBe(false);
  });

  it("refuse a PNG bomb, a broken picture and a renamed program, and pass a PDF as it is", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(cleanDocument("plan.png", bomb)).rejects.toThrow(DocumentRefused);
    await expect(cleanDocument("a.jpg", Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]))).rejects.toThrow(
      "Cette image est illisible ou trop grande.",
    );
    await expect(cleanDocument("extrait.pdf", Buffer.from("MZ\x90\x00programme", "latin1"))).rejects.toThrow(
      "Ce fichier n'est ni un PDF, ni une photo JPEG ou PNG.",
    );
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
    const kept = await cleanDocument("extrait poursuites.pdf", pdf);
    expect(Buffer.from(kept.bytes).equals(pdf)).toBe(true);
    expect(kept.name).toBe("extrait poursuites.pdf");
  });
});
