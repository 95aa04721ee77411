import { describe, expect, it } from "vitest";
import { siteDocumentAddress, withSiteDocuments } from "~/api/site-documents.server";

describe("documents of the export", () => {
  it("points the API's export documents at the site, with their content key", () => {
    expect(siteDocumentAddress("http://embedded.upstream/api/files/doc/Plaquette%20A.pdf?v=abc_123-x")).toBe(
      "/documents/Plaquette%20A.pdf?v=abc_123-x",
    );
    expect(siteDocumentAddress("https://api.exemple.ch/api/files/doc/plan.pdf")).toBe("/documents/plan.pdf");
    expect(siteDocumentAddress("/api/files/doc/plan.pdf?v=k")).toBe("/documents/plan.pdf?v=k");
  });

  it("leaves every other address alone", () => {
    for (const url of [
      "https://crm.exemple.ch/docs/plan.pdf",
      "http://embedded.upstream/api/files/images/a.jpg?v=k",
      "http://embedded.upstream/api/files/doc/../../etc/passwd",
      "http://embedded.upstream/api/files/doc/a.pdf?v=<script>",
      "javascript:alert(1)",
    ]) {
      expect(siteDocumentAddress(url), url).toBeNull();
    }
  });

  it("rewrites documents wherever they are nested, and only documents", () => {
    const answer = {
      data: {
        attachments: [
          { type: "document", url: "http://embedded.upstream/api/files/doc/a.pdf?v=k1", title: "Plaquette" },
          { type: "image", url: "http://embedded.upstream/api/files/images/a.jpg?v=k2" },
          { type: "document", url: "https://crm.exemple.ch/b.pdf" },
        ],
      },
    };
    expect(withSiteDocuments(answer).data.attachments).toEqual([
      { type: "document", url: "/documents/a.pdf?v=k1", title: "Plaquette" },
      { type: "image", url: "http://embedded.upstream/api/files/images/a.jpg?v=k2" },
      { type: "document", url: "https://crm.exemple.ch/b.pdf" },
    ]);
    expect(answer.data.attachments[0]!.url).toMatch(/^http/);
  });
});
