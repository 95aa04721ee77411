import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BlogPost } from "@rli/contract/api/contract";
import { sanitizeRichText } from "@rli/contract/api/rich-text";

/**
 * Blog posts of the embedded upstream, read from a JSON file: either a list of
 * posts or an object holding one under `posts` or `data`. A post has title,
 * content (HTML), created_at (or createdAt, date) and author { name, image }
 * (or an author name). Served newest first, content sanitised.
 */

export const DEMO_BLOG_FILE = "packages/upstream/src/demo/blog.json";

const authorSchema = z.union([
  z.string().transform((name) => ({ name, image: "" })),
  z.object({
    name: z.string().default(""),
    image: z
      .string()
      .nullish()
      .transform((image) => image ?? ""),
  }),
]);

const postSchema = z
  .object({
    title: z.string().trim().min(1),
    content: z.string().default(""),
    created_at: z.string().optional(),
    createdAt: z.string().optional(),
    date: z.string().optional(),
    author: authorSchema.default({ name: "", image: "" }),
  })
  .superRefine((post, context) => {
    const date = post.created_at ?? post.createdAt ?? post.date;
    if (!date || Number.isNaN(Date.parse(date))) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["created_at"], message: "date manquante ou invalide" });
    }
  });

const fileSchema = z.union([
  z.array(postSchema),
  z.object({ posts: z.array(postSchema) }).transform((file) => file.posts),
  z.object({ data: z.array(postSchema) }).transform((file) => file.data),
]);

export class BlogFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Fichier du blog invalide (${file}) : ${detail}`);
    this.name = "BlogFileError";
  }
}

export function parseBlogFile(file: string, json: unknown): BlogPost[] {
  const result = fileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BlogFileError(file, issue ? `/${issue.path.join("/")} ${issue.message}` : "format inconnu");
  }
  return result.data
    .map((post) => {
      const date = post.created_at ?? post.createdAt ?? post.date ?? "";
      return {
        title: post.title,
        content: sanitizeRichText(post.content),
        created_at: date,
        author: post.author,
        time: Date.parse(date),
      };
    })
    .sort((a, b) => b.time - a.time || a.title.localeCompare(b.title, "fr"))
    .map(({ time: _time, ...post }) => post);
}

/** Posts of a file; a missing file means no posts. */
export function loadBlogFile(file: string): BlogPost[] {
  const resolved = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(resolved, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw new BlogFileError(resolved, `illisible (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BlogFileError(resolved, `JSON invalide : ${(error as Error).message}`);
  }
  return parseBlogFile(resolved, json);
}

let cached: BlogPost[] | undefined;

export function getBlogPosts(): BlogPost[] {
  cached ??= loadBlogFile(DEMO_BLOG_FILE);
  return cached;
}
