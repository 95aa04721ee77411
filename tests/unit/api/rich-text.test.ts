import { describe, expect, it } from "vitest";
import { propertySchema } from "@rli/contract/api/contract";
import { sanitizeRichText } from "@rli/contract/api/rich-text";

describe("rich text from the upstream", () => {
  it("keeps the formatting of a description", () => {
    expect(sanitizeRichText("<p>Un <strong>bel</strong> appartement</p><ul><li>Balcon</li></ul>")).toBe(
      "<p>Un <strong>bel</strong> appartement</p><ul><li>Balcon</li></ul>",
    );
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const html = sanitizeRichText(
      '<p onclick="x()" style="color:red">Texte<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">lien</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript:/i);
    expect(html).toContain("Texte");
  });

  it("turns plain text into paragraphs", () => {
    expect(sanitizeRichText("Premier.\n\nSecond\nsuite")).toBe("<p>Premier.</p><p>Second<br />suite</p>");
  });

  it("is applied to every description the client parses, whatever the transport", () => {
    const parsed = propertySchema.safeParse({
      ref: "X-1",
      type: "buy",
      status: "active",
      description: '<p>Vue<iframe src="https://evil.example"></iframe></p>',
    });
    expect(parsed.success && parsed.data.description).toBe("<p>Vue</p>");
  });
});
