import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { StripNulBytes } from "~/http/strip-nul-bytes.server";

describe("document stream", () => {
  it("drops the zero bytes React leaves at a buffer boundary and keeps every character", async () => {
    const chunks = [Buffer.from("<p>3"), Buffer.from([0]), Buffer.from("½ pièces</p>", "utf8")];
    const out = await buffer(Readable.from(chunks).pipe(new StripNulBytes()));
    expect(out.toString("utf8")).toBe("<p>3½ pièces</p>");
  });

  it("passes clean chunks through unchanged", async () => {
    const clean = Buffer.from('<html lang="fr-CH">é</html>', "utf8");
    const out = await buffer(Readable.from([clean]).pipe(new StripNulBytes()));
    expect(out.equals(clean)).toBe(true);
  });
});
