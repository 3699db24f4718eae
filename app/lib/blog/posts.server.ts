// The articles: content/blog/<slug>.md, bundled into the server build as text by Vite (so the
// server needs no file paths at run time), validated, rendered to HTML and cached on first use —
// once per server process, not per request.
import { countWords, readTimeMinutes } from "./format";
import { splitFrontmatter } from "./frontmatter.server";
import { renderMarkdown } from "./markdown.server";
import { sortNewestFirst } from "./query";
import { PostFrontmatterSchema } from "./schema";
import type { Post, PostSummary } from "./types";

const postFiles = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** Parses, validates and renders one post file; the error names the file and every problem. */
export function parsePost(fileName: string, source: string): Post {
  const problems = (details: string) => new Error(`Blog post ${fileName} is invalid: ${details}`);
  let parts: ReturnType<typeof splitFrontmatter>;
  try {
    parts = splitFrontmatter(source);
  } catch (error) {
    throw problems(error instanceof Error ? error.message : String(error));
  }
  const result = PostFrontmatterSchema.safeParse(parts.data);
  if (!result.success) {
    throw problems(
      result.error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`).join("; "),
    );
  }
  const frontmatter = result.data;
  const expectedSlug = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  if (frontmatter.slug !== expectedSlug) throw problems(`slug "${frontmatter.slug}" must match the file name`);
  const rendered = renderMarkdown(parts.body);
  const wordCount = countWords(rendered.text);
  return {
    ...frontmatter,
    id: frontmatter.slug,
    readTime: readTimeMinutes(wordCount),
    html: rendered.html,
    headings: rendered.headings,
    wordCount,
  };
}

/** A post without its body, for lists, cards and the feed. */
export function toSummary({ html: _html, headings: _headings, wordCount: _wordCount, ...summary }: Post): PostSummary {
  return summary;
}

interface PostIndex {
  posts: Post[];
  summaries: PostSummary[];
  bySlug: Map<string, Post>;
}

let index: PostIndex | undefined;

function loadIndex(): PostIndex {
  if (index) return index;
  const posts = sortNewestFirst(Object.entries(postFiles).map(([file, source]) => parsePost(file, source)));
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  if (bySlug.size !== posts.length) throw new Error("Two blog posts share a slug");
  index = { posts, summaries: posts.map(toSummary), bySlug };
  return index;
}

/** All posts, newest first. */
export function listPosts(): Post[] {
  return loadIndex().posts;
}

/** All posts without their bodies, newest first. */
export function listPostSummaries(): PostSummary[] {
  return loadIndex().summaries;
}

export function getPost(slug: string): Post | undefined {
  return loadIndex().bySlug.get(slug);
}
