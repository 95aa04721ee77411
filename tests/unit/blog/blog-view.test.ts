import { describe, expect, it } from "vitest";
import type { BlogPost } from "@rli/contract/api/contract";
import { blogErrorMessage } from "~/blog/blog-errors";
import {
  blogAuthorView,
  blogPostSummary,
  blogPostView,
  cutAtWord,
  findBlogPost,
  leadText,
  plainText,
  teamMemberForAuthor,
} from "~/blog/blog-view";

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    title: "Vendre son bien : cinq étapes",
    content: "<h2>Intro</h2><p>Premier paragraphe &amp; suite.</p><ul><li>Point</li></ul><p>Second.</p>",
    created_at: "2026-06-03T07:45:00.000Z",
    author: { name: "Sophie", image: "/images/equipe/sophie-carron" },
    ...overrides,
  };
}

describe("blog authors", () => {
  it("match a team member by first name, ignoring case, accents and spaces", () => {
    expect(teamMemberForAuthor("Sophie")?.last_name).toBe("Carron");
    expect(teamMemberForAuthor("  sophie ")?.last_name).toBe("Carron");
    expect(teamMemberForAuthor("MARC")?.last_name).toBe("Favre");
    expect(teamMemberForAuthor("Laurent Rochat")?.first_name).toBe("Laurent");
    expect(teamMemberForAuthor("Sophie Martin")).toBeUndefined();
    expect(teamMemberForAuthor("Sophia")).toBeUndefined();
    expect(teamMemberForAuthor("")).toBeUndefined();
  });

  it("show a matching member's full name, role and portrait", () => {
    expect(blogAuthorView({ name: "Nadia", image: "" })).toEqual({
      name: "Nadia Perrin",
      role: "Responsable location",
      image: "/images/equipe/nadia-perrin?size=320",
      initials: "NP",
    });
  });

  it("show other authors as given, with their picture only when the site can show it", () => {
    expect(blogAuthorView({ name: "Invité Spécial", image: "https://cdn.example.com/a.jpg" })).toEqual({
      name: "Invité Spécial",
      role: null,
      image: null,
      initials: "IS",
    });
    expect(blogAuthorView({ name: "Paul", image: "/uploads/paul.jpg" }).image).toBe("/uploads/paul.jpg");
    expect(blogAuthorView({ name: "Paul", image: "//cdn.example.com/paul.jpg" }).image).toBeNull();
    expect(blogAuthorView({ name: "", image: "" }).name).toBe("Rhône-Léman Immobilier");
  });
});

describe("blog posts", () => {
  it("have an address, a Swiss date, an ISO date and an excerpt from the opening paragraphs", () => {
    expect(blogPostSummary(post())).toEqual({
      lang: "fr",
      slug: "vendre-son-bien-cinq-etapes",
      path: "/blog/vendre-son-bien-cinq-etapes",
      title: "Vendre son bien : cinq étapes",
      excerpt: "Premier paragraphe & suite. Second.",
      date: "03.06.2026",
      isoDate: "2026-06-03T07:45:00.000Z",
      author: blogAuthorView({ name: "Sophie", image: "" }),
    });
    expect(blogPostView(post()).html).toBe(post().content);
  });

  it("turn HTML into text and cut it at a word", () => {
    expect(plainText("<p>L&#39;été &lt;3 &#x263A;&nbsp;!</p>")).toBe("L'été <3 ☺ !");
    expect(leadText("<h2>Titre</h2><ul><li>x</li></ul>")).toBe("Titre x");
    expect(cutAtWord("Un deux trois quatre.", 100)).toBe("Un deux trois quatre.");
    expect(cutAtWord("Un deux trois. Quatre cinq", 16)).toBe("Un deux trois…");
  });

  it("are found by address, the newest first when two titles give the same one", () => {
    const newer = post({ content: "<p>Nouveau</p>" });
    const older = post({ created_at: "2020-01-01", content: "<p>Ancien</p>" });
    expect(findBlogPost([newer, older], "vendre-son-bien-cinq-etapes")).toBe(newer);
    expect(findBlogPost([newer], "autre")).toBeUndefined();
  });

  it("explain an upstream failure in French", () => {
    expect(blogErrorMessage(503)).toMatch(/^Les articles du blog ne peuvent pas être chargés/);
    expect(blogErrorMessage(504)).toMatch(/trop de temps/);
    expect(blogErrorMessage(404)).toBeUndefined();
  });
});
