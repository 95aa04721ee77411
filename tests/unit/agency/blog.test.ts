import { describe, expect, it } from "vitest";
import { blogPostPath, blogPostSlug } from "~/agency/blog";

describe("blog addresses", () => {
  it("are the slug of the title", () => {
    expect(blogPostPath({ title: "Vendre son bien à Monthey : 5 conseils" })).toBe(
      "/blog/vendre-son-bien-a-monthey-5-conseils",
    );
  });

  it("never end empty", () => {
    expect(blogPostSlug({ title: "!!!" })).toBe("article");
  });
});
