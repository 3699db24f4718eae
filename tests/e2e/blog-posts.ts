import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { splitFrontmatter } from "../../app/lib/blog/frontmatter.server";
import { sortNewestFirst } from "../../app/lib/blog/query";
import type { PostSummary } from "../../app/lib/blog/types";

/** The frontmatter facts the specs check a post by. */
export type TestPost = Pick<PostSummary, "slug" | "title" | "excerpt" | "author" | "publishedAt" | "tags" | "category">;

const folder = path.resolve(import.meta.dirname, "../../content/blog");

/** The articles' frontmatter, newest first, read straight from content/blog (the server's source). */
export const testPosts: TestPost[] = sortNewestFirst(
  readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => splitFrontmatter(readFileSync(path.join(folder, file), "utf8")).data as TestPost),
);
