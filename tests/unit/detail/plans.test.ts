import { describe, expect, it } from "vitest";
import { withSiteImages } from "~/api/site-images.server";
import { listingPlans } from "~/detail/photos";

describe("plans of a listing", () => {
  it("are pictures of the site's pipeline, never the CRM's originals; a plan in PDF stays a link", () => {
    const answer = withSiteImages({
      attachments: [
        { type: "plan", url: "https://crm.example.ch/plans/rez.jpg", title: "Rez-de-chaussée" },
        { type: "plan", url: "https://crm.example.ch/plans/etage.PDF", title: "Étage" },
        { type: "plan", url: "javascript:alert(1)" },
      ],
    });
    expect(answer.attachments).toHaveLength(2);
    expect(answer.attachments[0]!.url).toMatch(/^\/images\/photos\/[\w-]+\.[\w-]{22}$/);
    expect(answer.attachments[1]!.url).toBe("https://crm.example.ch/plans/etage.PDF");

    const plans = listingPlans(answer.attachments);
    expect(plans).toEqual([
      {
        src: `${answer.attachments[0]!.url}?size=960`,
        srcSet: expect.stringMatching(/\?size=480 480w, .*\?size=960 960w, .*\?size=1600 1600w$/),
        href: `${answer.attachments[0]!.url}?size=1920`,
        alt: "Rez-de-chaussée",
      },
    ]);
  });
});
