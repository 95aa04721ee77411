import { describe, expect, it } from "vitest";
import { DEMO_BLOG_FILE, loadBlogFile } from "@rli/upstream/blog.server";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { searchIndex } from "@rli/upstream/search";
import { blogAnswerSchema, promotionSchema, propertySchema, searchResultSchema } from "@rli/contract/api/contract";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";

/** The default inventory and blog of the repository load and meet the contract. */
describe("demo data", () => {
  const index = loadInventoryFile(DEMO_INVENTORY_FILE);

  it("maps every demo property and promotion to the contract", () => {
    expect(index.listingsByRef.size).toBeGreaterThan(0);
    for (const { property } of index.listingsByRef.values()) {
      const result = propertySchema.safeParse(JSON.parse(JSON.stringify(property)));
      expect(result.success, property.ref).toBe(true);
      expect(property.description, property.ref).not.toMatch(/<script|on\w+=/i);
    }
    for (const { promotion } of index.promotionsByRef.values()) {
      expect(promotionSchema.safeParse(JSON.parse(JSON.stringify(promotion))).success, promotion.ref).toBe(true);
    }
  });

  it("answers a default search in the contract's shape", () => {
    const result = searchIndex(index, defaultCriteria());
    expect(searchResultSchema.safeParse(JSON.parse(JSON.stringify(result))).success).toBe(true);
    expect(result.totalItems).toBeGreaterThan(0);
  });

  it("reads the demo blog", () => {
    const posts = loadBlogFile(DEMO_BLOG_FILE);
    expect(blogAnswerSchema.safeParse({ data: posts }).success).toBe(true);
    const dates = posts.map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
