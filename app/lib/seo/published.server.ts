// What the SEO pages (head tags, JSON-LD, the sitemap) list of what staff publish: the published posts
// and the openings taking applications today, from the per-process snapshots (one stamp query each
// per request). Without the database they list none, like the help articles in the sitemap, so a
// page that needs no database never fails for want of one.
import type { RouterContextProvider } from "react-router";
import { publishedPosts } from "~/lib/blog/posts.server";
import { publishedOpenings } from "~/lib/careers/openings.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import type { SeoPublished } from "./pages.server";

/** Nothing published: the same arrays every time, so the SEO index built from them is kept. */
export const nothingPublished: SeoPublished = Object.freeze({ posts: Object.freeze([]), openings: Object.freeze([]) });

/** The published posts and the open openings, or nothing when the database is unavailable. */
export function sitePublished(
  name: string,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
): Promise<SeoPublished> {
  return orUnavailable(
    name,
    async () => {
      const [posts, openings] = await Promise.all([publishedPosts(context), publishedOpenings(context)]);
      return { posts: posts.summaries, openings: openings.open(now) };
    },
    () => nothingPublished,
  );
}

/**
 * Whether a document's head tags depend on what is published: the posts' and openings' own pages
 * (their share image and JSON-LD). Every other page's tags are the same whatever is published, so
 * their documents need no query for them.
 */
export function headDependsOnPublished(pathname: string): boolean {
  return /^\/(blog|careers)\/./.test(pathname);
}

/**
 * The stamps of the published posts and openings, for a page drawn from them (its head's JSON-LD and
 * share image too) to name: keptWhileUnchanged. Null without the database: such a page is not kept.
 */
export async function publishedStamps(
  context: Readonly<RouterContextProvider>,
): Promise<{ posts: string; openings: string } | null> {
  try {
    const [posts, openings] = await Promise.all([publishedPosts(context), publishedOpenings(context)]);
    return { posts: posts.stamp, openings: openings.stamp };
  } catch {
    return null;
  }
}
