// The addresses of what the console publishes (/help/{slug}, /blog/{slug}, /careers/{slug}): the
// database's rule (lower-case words joined by single hyphens, at most 120 characters) and an address
// made from a title when the editor leaves it empty. Pure: the pages and the server share it.

/** The database's checks on help_articles.slug, blog_posts.slug and job_openings.slug. */
export const SLUG_MAX_LENGTH = 120;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isValidSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** An address from a title: lower-case ASCII words joined by hyphens ("Wi-Fi drops at night" → "wi-fi-drops-at-night"). */
export function slugFromTitle(title: string, fallback = "article"): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // Room left for a "-2" suffix when the address is taken.
  return (words.slice(0, SLUG_MAX_LENGTH - 8).replace(/-+$/, "") || fallback).replace(/--+/g, "-");
}
