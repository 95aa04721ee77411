import { describe, expect, it } from "vitest";
import { photoHosts } from "@rli/upstream/inventory-index";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";

describe("hosts of an inventory's photos", () => {
  it("names the CRM's photo hosts of a real export, not those of its documents", () => {
    const index = loadInventoryFile("tests/fixtures/feeds/feed-details.json");
    const hosts = photoHosts(index);
    expect(hosts).toContain("photos.example.invalid");
    expect(hosts).not.toContain("docs.example.invalid");
  });

  it("names none for the demo, whose photos are the upstream's own site-relative addresses", () => {
    expect(photoHosts(loadInventoryFile(DEMO_INVENTORY_FILE))).toEqual([]);
  });
});
