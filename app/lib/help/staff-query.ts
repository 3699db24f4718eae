// The staff's help article pages, the zod-free pieces shared by the pages (browser) and the server:
// the limits, the form's fields, what the article page's action answers, and the list's URL.
import { helpCategories, helpCategoryKeys } from "~/content/help-categories";
import type { HelpArticleStatus } from "~/db/help-schema";
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";
import { locales } from "~/lib/i18n/locale";

/**
 * The statuses in lifecycle order: the same list as the database's (helpArticleStatuses in
 * app/db/help-schema.ts), written out rather than imported so the schema stays out of the browser —
 * and not read from the labels in app/content/staff-help.ts either: that module sits in the console's
 * shared chunk, which imports this one, and reading it while the chunks load found it undefined.
 */
export const helpArticleStatusNames: readonly HelpArticleStatus[] = ["draft", "published", "archived"];

export const HELP_ARTICLE_LIMITS = {
  title: 160,
  /** The database's check on help_articles.slug. */
  slug: 120,
  summary: 300,
  body: 50_000,
  tags: 500,
  note: 300,
  /** A draft from a ticket starts here; the editor chooses the right one. */
  draftCategory: "computers-and-laptops",
} as const;

/** The list's URL: ?status=&category=&language=&q=&page= (bookmarkable). */
export const helpArticleList = defineListCodec({
  status: choiceParam(helpArticleStatusNames),
  category: choiceParam(helpCategoryKeys),
  language: choiceParam(locales),
  q: textParam(100),
  page: pageParam(),
});
export type HelpArticleQuery = ReturnType<typeof helpArticleList.parse>;

export const helpCategoryChoices = helpCategories.map((category) => ({ value: category.key, label: category.title }));

/** The article form's text fields (concerns are checkboxes, posted as repeated `concerns`). */
export const helpArticleFieldNames = [
  "title",
  "slug",
  "summary",
  "category",
  "tags",
  "body",
  "language",
  "note",
] as const;
export type HelpArticleField = (typeof helpArticleFieldNames)[number] | "concerns";

export type HelpArticleIntent = "save" | "preview" | "restore" | "publish" | "unpublish" | "archive" | "fromTicket";

/** What the article pages' actions answer: a preview carries the rendered body and the concerns ticked. */
export type HelpArticleActionData = CaseActionData<
  HelpArticleIntent,
  HelpArticleField,
  { previewHtml?: string; concerns?: string[] }
>;
