import { describe, expect, it } from "vitest";
import { team } from "@rli/contract/agency/agency";
import blog from "@rli/upstream/demo/blog.json";

describe("demo blog", () => {
  it("has six posts with a title, HTML content and a date in 2025–2026", () => {
    expect(blog).toHaveLength(6);
    for (const post of blog) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.content).toMatch(/^<p>/);
      expect(post.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      const date = new Date(post.created_at);
      expect(date.toISOString()).toBe(post.created_at);
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
      expect(date.getUTCFullYear()).toBeLessThanOrEqual(2026);
    }
    expect(new Set(blog.map((post) => post.title)).size).toBe(6);
  });

  it("is written by team members, named by first name, with their portrait", () => {
    for (const post of blog) {
      const member = team.find((m) => m.first_name === post.author.name);
      expect(member, post.author.name).toBeDefined();
      expect(post.author.image).toBe(member?.image_url);
    }
  });

  it("keeps to simple HTML: p, h2, ul, li, strong, em and internal links", () => {
    for (const post of blog) {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const tag of tags) expect(["p", "h2", "ul", "li", "strong", "em", "a"]).toContain(tag);
      for (const link of post.content.matchAll(/href="([^"]*)"/g)) expect(link[1]).toMatch(/^\/[a-z-]*$/);
    }
  });
});
