import { describe, expect, it } from "vitest";
import { crawl } from "./crawl";

/**
 * The crawl's own checks, on a small site answered by a function: a variant past the caps, or a page
 * another crawl reads, is checked through its data (`.data`), and a failure there is the page's own
 * status, checked as a document.
 */

const variants = [1, 2, 3, 4, 5, 6];

function smallSite(options: { brokenVariant: number; dataAnswers: (variant: number) => number }) {
  const asked: string[] = [];
  const html = (body: string) =>
    new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  const handle = async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
    asked.push(pathname + (searchParams.size ? `?${searchParams}` : ""));
    const variant = Number(searchParams.get("photo"));
    if (pathname === "/") return html(variants.map((n) => `<a href="/bien?photo=${n}">${n}</a>`).join(""));
    if (pathname === "/bien.data") return new Response("[]", { status: options.dataAnswers(variant) });
    if (pathname === "/bien") {
      return variant === options.brokenVariant ? new Response("absent", { status: 404 }) : html("photo");
    }
    return new Response("absent", { status: 404 });
  };
  return { handle, asked };
}

describe("site crawl", () => {
  it("checks the variants past the caps through their data, without drawing them", async () => {
    const site = smallSite({ brokenVariant: 0, dataAnswers: () => 200 });
    const result = await crawl(site.handle, { seeds: ["/"], maxVariantsPerShape: 2 });
    expect(result.broken).toEqual([]);
    expect(result.pages.map((page) => page.url)).toEqual(["/", "/bien?photo=1", "/bien?photo=2"]);
    expect(site.asked.filter((path) => path.startsWith("/bien.data")).sort()).toEqual(
      [3, 4, 5, 6].map((n) => `/bien.data?photo=${n}`),
    );
    expect(site.asked).not.toContain("/bien?photo=3");
  });

  it("reports a variant past the caps that does not answer, with the page's own status", async () => {
    const site = smallSite({ brokenVariant: 5, dataAnswers: (variant) => (variant === 5 ? 404 : 200) });
    const result = await crawl(site.handle, { seeds: ["/"], maxVariantsPerShape: 2 });
    expect(result.broken).toEqual([{ url: "/bien?photo=5", status: 404, linkedFrom: ["/"] }]);
    expect(site.asked).toContain("/bien?photo=5");
  });

  it("trusts the document, not the data address, when the two disagree", async () => {
    const site = smallSite({ brokenVariant: 0, dataAnswers: () => 400 });
    const result = await crawl(site.handle, { seeds: ["/"], maxVariantsPerShape: 2 });
    expect(result.broken).toEqual([]);
    expect(site.asked).toContain("/bien?photo=6");
  });

  it("checks the pages another crawl reads through their data, and reports one that fails as a document", async () => {
    const asked: string[] = [];
    const handle = async (request: Request) => {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      if (pathname === "/") {
        return new Response('<!DOCTYPE html><html><body><a href="/de">de</a><a href="/de/absent">x</a></body></html>', {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      if (pathname === "/de.data") return new Response("[]");
      return new Response("absent", { status: 404 });
    };
    const result = await crawl(handle, { seeds: ["/"], reads: (url) => !url.startsWith("/de") });
    expect(result.pages.map((page) => page.url)).toEqual(["/"]);
    expect(asked).toContain("/de.data");
    expect(asked).not.toContain("/de");
    expect(result.broken).toEqual([{ url: "/de/absent", status: 404, linkedFrom: ["/"] }]);
    expect(asked).toContain("/de/absent");
  });
});
