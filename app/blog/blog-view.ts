/**
 * Blog posts as the blog pages show them (product §2.14): address, formatted date, excerpt, and the
 * author, who is shown with a team member's full name, role and portrait when the name given by
 * the API is that member's first name (or full name).
 */
import { agency, team, type TeamMember } from "@rli/contract/agency/agency";
import { blogPostPath, blogPostSlug } from "~/agency/blog";
import { memberRole } from "~/agency/team-view";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { formatDate } from "@rli/contract/agency/format";
import type { BlogPost } from "@rli/contract/api/contract";
import { imageUrl, splitImagePath } from "~/images/catalog";

export type BlogAuthorView = {
  name: string;
  /** The team member's role; null for an author outside the team. */
  role: string | null;
  /** The role's language when it is not the page's (a role only written in French). */
  roleLang?: Language;
  /** Address of the picture, sized; null when there is none the site can show. */
  image: string | null;
  /** Initials, shown when there is no picture. */
  initials: string;
};

export type BlogPostSummary = {
  /** The language the post is written in: French, the only one the API's posts have. */
  lang: Language;
  slug: string;
  path: string;
  title: string;
  /** Plain text, cut at a word. */
  excerpt: string;
  /** "14.10.2026" */
  date: string;
  /** ISO date and time, for <time> and structured data. */
  isoDate: string;
  author: BlogAuthorView;
};

type BlogPostView = BlogPostSummary & {
  /** The post's sanitised HTML (sanitised by the API contract). */
  html: string;
  /** A longer plain-text summary, for the page description. */
  description: string;
};

/** The API's posts carry no language: the agency writes them in French. */
export const POSTS_LANGUAGE: Language = "fr";

/** Width asked for author pictures; they are shown at most 96 px wide, twice that on dense screens. */
const AUTHOR_IMAGE_WIDTH = 320;

function comparable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The team member an author name designates: same first name, or same full name (case and accents aside). */
export function teamMemberForAuthor(name: string, members: readonly TeamMember[] = team): TeamMember | undefined {
  const wanted = comparable(name);
  if (!wanted) return undefined;
  return members.find(
    (member) =>
      comparable(member.first_name) === wanted || comparable(`${member.first_name} ${member.last_name}`) === wanted,
  );
}

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join("") || "?";
}

/**
 * A picture the site can show: its own drawn images (sized), or another address on the site.
 * Pictures on other sites are left out, as the Content-Security-Policy would block them.
 */
function sitePicture(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  return splitImagePath(trimmed) ? imageUrl(trimmed, AUTHOR_IMAGE_WIDTH) : trimmed;
}

export function blogAuthorView(author: BlogPost["author"], language: Language = "fr"): BlogAuthorView {
  const member = teamMemberForAuthor(author.name);
  if (member) {
    const name = `${member.first_name} ${member.last_name}`;
    return { name, ...memberRole(member, language), image: sitePicture(member.image_url), initials: initialsOf(name) };
  }
  const name = author.name.trim() || agency.name;
  return { name, role: null, image: sitePicture(author.image), initials: initialsOf(name) };
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of sanitised HTML: tags dropped, character references decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#")) {
        const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : " ";
      }
      return namedEntities[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Text cut at a word boundary, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text
    .slice(0, max - 1)
    .replace(/\s+\S*$/, "")
    .replace(/[\s.,;:!?…]+$/, "")}…`;
}

/** The opening of a post: its first paragraphs (headings and lists left aside), else all its text. */
export function leadText(html: string, enough = 140): string {
  let lead = "";
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    lead = `${lead} ${plainText(match[1] ?? "")}`.trim();
    if (lead.length >= enough) break;
  }
  return lead || plainText(html);
}

function isoDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** A post as a list shows it; the author's role in the page's language. */
export function blogPostSummary(post: BlogPost, language: Language = "fr"): BlogPostSummary {
  return {
    lang: POSTS_LANGUAGE,
    slug: blogPostSlug(post),
    path: blogPostPath(post),
    title: post.title,
    excerpt: cutAtWord(leadText(post.content), 220),
    date: formatDate(post.created_at, language),
    isoDate: isoDate(post.created_at),
    author: blogAuthorView(post.author, language),
  };
}

export function blogPostView(post: BlogPost, language: Language = "fr"): BlogPostView {
  return {
    ...blogPostSummary(post, language),
    html: localLinks(post.content, language),
    description: cutAtWord(leadText(post.content), 160),
  };
}

/** A post's links to the site's pages, in the page's language (`href="/equipe"` → `href="/de/equipe"`). */
export function localLinks(html: string, language: Language): string {
  return html.replace(
    /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi,
    (_whole, start: string, href: string) => `${start}${localPath(href, language)}"`,
  );
}

/** The post at an address; the first (newest) one when two titles give the same address. */
export function findBlogPost(posts: readonly BlogPost[], slug: string): BlogPost | undefined {
  return posts.find((post) => blogPostSlug(post) === slug);
}
