import path from "node:path";
import { parseBlogFile } from "@rli/upstream/blog.server";
import { createUpstreamHandler } from "@rli/upstream/handler.server";
import type { InventoryIndex } from "@rli/upstream/inventory-index";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import type { Mailer, SentMail, OutgoingMail } from "@rli/upstream/mail/mailer.server";
import { readFileSync } from "node:fs";

export const FIXTURES = path.resolve("tests/fixtures/api");
export const FIXTURE_INVENTORY = path.join(FIXTURES, "inventory.json");
export const FIXTURE_NOW = new Date("2025-06-01T12:00:00Z");
export const SITE_ORIGIN = "https://www.rhone-leman-immobilier.ch";

let index: InventoryIndex | undefined;

export function fixtureIndex(): InventoryIndex {
  index ??= loadInventoryFile(FIXTURE_INVENTORY, { now: FIXTURE_NOW, siteOrigins: [SITE_ORIGIN] });
  return index;
}

export function fixtureBlog() {
  const file = path.join(FIXTURES, "blog.json");
  return parseBlogFile(file, JSON.parse(readFileSync(file, "utf8")));
}

/** A mailer that keeps the messages in memory. */
export function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail): Promise<SentMail> {
      sent.push(mail);
      return { via: "outbox", messageId: `<${sent.length}@test>` };
    },
  };
}

export function fixtureUpstream(mailer: Mailer = memoryMailer()) {
  return createUpstreamHandler({
    inventory: fixtureIndex,
    blog: fixtureBlog,
    mailer: () => mailer,
    siteOrigin: SITE_ORIGIN,
  });
}
