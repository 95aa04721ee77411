import { describe, expect, it } from "vitest";
import { rootDataUnchanged } from "~/root-revalidation";

const url = (path: string) => new URL(path, "http://localhost:3000");
const move = (from: string, to: string, extra: { formMethod?: string; actionResult?: unknown } = {}) =>
  rootDataUnchanged({ currentUrl: url(from), nextUrl: url(to), ...extra });

describe("rootDataUnchanged", () => {
  it("keeps the root's data while moving between photos, pages of results or listings", () => {
    expect(move("/vente/appartement/vevey-1800/rlm-1047", "/vente/appartement/vevey-1800/rlm-1047?photo=2")).toBe(true);
    expect(move("/annonces", "/annonces?page=2")).toBe(true);
    expect(move("/annonces", "/vente/appartement/vevey-1800/rlm-1047")).toBe(true);
    expect(move("/x?contact=RLM-1047&photo=1", "/x?contact=RLM-1047&photo=2")).toBe(true);
  });

  it("asks again when the contact window opens, closes, changes listing or page, or after a post", () => {
    expect(move("/x", "/x?contact")).toBe(false);
    expect(move("/x?contact", "/x")).toBe(false);
    expect(move("/x?contact=RLM-1047", "/x?contact=RLM-1048")).toBe(false);
    expect(move("/x?contact", "/y?contact")).toBe(false);
    expect(move("/x?contact=RLM-1047", "/x?contact=RLM-1047&visite=2027-01-16-1000")).toBe(false);
    expect(move("/x", "/x", { formMethod: "POST" })).toBe(false);
    expect(move("/x", "/x", { actionResult: { ok: true } })).toBe(false);
    expect(move("/x", "/x?page=2", { formMethod: "GET" })).toBe(true);
  });
});
