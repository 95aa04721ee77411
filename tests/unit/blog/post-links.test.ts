import { describe, expect, it } from "vitest";
import { localLinks } from "~/blog/blog-view";

describe("a post's links on a German or English page", () => {
  const html =
    '<p>Demandez une <a href="/estimation-bien-immobilier">estimation</a>, voyez ' +
    '<a href="/vente/appartement?page=2" rel="nofollow">nos appartements</a>, ' +
    '<a href="https://www.admin.ch/">la loi</a> ou <a href="//cdn.example.ch/x">ceci</a>.</p>';

  it("lead to the site's pages in the page's language, other sites untouched", () => {
    const local = localLinks(html, "de");
    expect(local).toContain('href="/de/estimation-bien-immobilier"');
    expect(local).toContain('href="/de/vente/appartement?page=2"');
    expect(local).toContain('href="https://www.admin.ch/"');
    expect(local).toContain('href="//cdn.example.ch/x"');
  });

  it("stay as written on French pages", () => {
    expect(localLinks(html, "fr")).toBe(html);
  });
});
