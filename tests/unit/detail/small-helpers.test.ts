import { describe, expect, it } from "vitest";
import { requireListingReference } from "~/detail/reference";
import { onlyViewerChanged } from "~/detail/revalidation";
import { sentence } from "~/detail/sentence";

describe("onlyViewerChanged", () => {
  const at = (path: string) => new URL(path, "http://localhost");

  it("is true when only the photo or the contact parameter changes", () => {
    expect(onlyViewerChanged({ currentUrl: at("/v/a/b/c"), nextUrl: at("/v/a/b/c?photo=2") })).toBe(true);
    expect(onlyViewerChanged({ currentUrl: at("/v/a/b/c?photo=2&x=1"), nextUrl: at("/v/a/b/c?x=1&contact=R") })).toBe(
      true,
    );
  });

  it("is false for another page, other parameters or a posted form", () => {
    expect(onlyViewerChanged({ currentUrl: at("/v/a/b/c"), nextUrl: at("/v/a/b/d?photo=2") })).toBe(false);
    expect(onlyViewerChanged({ currentUrl: at("/v/a/b/c"), nextUrl: at("/v/a/b/c?x=1") })).toBe(false);
    expect(onlyViewerChanged({ currentUrl: at("/v/a/b/c"), nextUrl: at("/v/a/b/c"), formMethod: "POST" })).toBe(false);
  });
});

describe("sentence", () => {
  it("ends a text with a full stop when it has no ending", () => {
    expect(sentence("Proche de tout")).toBe("Proche de tout.");
    expect(sentence("Vue !")).toBe("Vue !");
    expect(sentence("<p>Texte</p>")).toBe("<p>Texte</p>");
    expect(sentence("  ")).toBe("");
  });
});

describe("requireListingReference", () => {
  it("gives the reference as the API knows it", () => {
    expect(requireListingReference("rlm-1001", "Introuvable.")).toBe("RLM-1001");
  });

  it("answers a 404 with the page's message, never cached, for what cannot be a reference", async () => {
    for (const value of [undefined, "<script>", "a b"]) {
      let thrown: unknown;
      try {
        requireListingReference(value, "Ce bien n'existe pas.");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe("Ce bien n'existe pas.");
    }
  });
});
