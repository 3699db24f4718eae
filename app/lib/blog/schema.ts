// The frontmatter the blog's post files had before the posts moved to the database (migration 0023):
// the import's fixtures (tests/fixtures/imported-2026-11/blog) are checked with it.
// Server and tests only: pages import ./types, never this file, so Zod stays out of the browser.
import { z } from "zod";
import { team } from "~/content/team";
import { illustrationNames } from "./types";

const nonEmpty = z.string().trim().min(1);

export const PostFrontmatterSchema = z.strictObject({
  title: nonEmpty.max(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
  /** One or two sentences: the list cards, the meta description and the feed use it. */
  excerpt: z.string().trim().min(80).max(200),
  /** Articles are written by the company team. */
  author: z.enum(team.map((member) => member.name) as [string, ...string[]]),
  publishedAt: z.iso.date(),
  tags: z.array(nonEmpty.max(40)).min(2).max(5),
  featured: z.boolean().default(false),
  category: nonEmpty.max(40),
  image: z.strictObject({ name: z.enum(illustrationNames), alt: nonEmpty.max(160) }),
  // No readTime here on purpose: it is computed from the text, so it can never go stale.
});
export type PostFrontmatter = z.infer<typeof PostFrontmatterSchema>;
