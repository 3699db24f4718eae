// The /portfolio category filter. The category travels in the URL (?category=Cloud%20Solutions), so a
// filtered view is a shareable link that the server renders without JavaScript.
import { projectLabels } from "~/content/project-words";
import type { Project, ProjectCategory } from "~/content/schema";

export const categoryParam = "category";

/**
 * The category named by the query value, matched case-insensitively against the known categories.
 * Anything else (missing, empty, unknown, or a hand-edited value) means "All": a stale or mistyped
 * link still shows every project instead of an empty page or an error.
 */
export function parseCategory(
  value: string | null | undefined,
  categories: readonly ProjectCategory[],
): ProjectCategory | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}

export function filterProjects<T extends Pick<Project, "category">>(
  items: readonly T[],
  category: ProjectCategory | null,
): T[] {
  return category ? items.filter((item) => item.category === category) : [...items];
}

/** 'Showing 3 projects', 'Showing 1 project in Cloud Solutions' (in English; pages use their language's projectLabels). */
export function projectCountLine(count: number, category: ProjectCategory | null): string {
  return projectLabels.showing(count, category);
}

/** The link target of a filter button: the bare page for "All", else ?category=… (URL-encoded). */
export function categoryHref(pathname: string, category: ProjectCategory | null): string {
  if (!category) return pathname;
  return `${pathname}?${new URLSearchParams({ [categoryParam]: category }).toString().replace(/\+/g, "%20")}`;
}
