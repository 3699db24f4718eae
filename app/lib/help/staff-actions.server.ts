// The staff's help article form, through the kernel's case form (the bounded reader, the origin
// check, post/redirect/get with a toast, 400/403/404/409 as the page's data). One form serves the new
// article page and an article's page:
// - save (a new article's first version, or the next version), and preview (the body rendered with
//   the blog's safe markdown rules, nothing saved: works without JavaScript);
// - restore an older version; publish / unpublish / archive — an editor's decision (canPublish), so
//   staff without it are refused with 403 even when they post by hand;
// - on the new article page, fromTicket: a draft from a resolved ticket (or the one already made).
import { helpCategoryKeys } from "~/content/help-categories";
import { services } from "~/content/services";
import { staffHelpCopy } from "~/content/staff-help";
import { deviceKinds, type HelpArticleStatus } from "~/db/schema";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import { type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import { idValue } from "~/lib/casework/list-codec";
import { canPublish } from "~/lib/casework/policy";
import { cleanLine, cleanText, type FieldErrors, stringFields } from "~/lib/forms/fields";
import type { Locale } from "~/lib/i18n/locale";
import { readLanguage } from "~/lib/publishing/records.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import {
  createHelpArticle,
  draftHelpArticleFromTicket,
  type HelpArticleFields,
  type HelpArticleMove,
  isValidSlug,
  moveHelpArticle,
  restoreHelpArticleVersion,
  saveHelpArticle,
} from "./articles.server";
import {
  HELP_ARTICLE_LIMITS,
  type HelpArticleField,
  helpArticleFieldNames,
  type HelpArticleIntent,
} from "./staff-query";

const words = staffHelpCopy;
const errors = words.errors;

/** What an article may concern: a device kind or a service. */
const concernKeys: ReadonlySet<string> = new Set([...deviceKinds, ...services.map((service) => service.id)]);
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

type Target = { mode: "new" } | { mode: "edit"; id: number };
type Extra = { previewHtml?: string; concerns?: string[] };
type Args = CaseIntentArgs<HelpArticleIntent, HelpArticleField, Extra>;

/** The words of a comma-separated list: trimmed, lower-case, each once. */
function tagsOf(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => cleanLine(tag).toLowerCase().slice(0, MAX_TAG_LENGTH))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

const concernsOf = (form: FormData) =>
  [...new Set(form.getAll("concerns").filter((value): value is string => typeof value === "string"))].filter((key) =>
    concernKeys.has(key),
  );

/** Reads and checks the article's fields; an empty slug is null (made from the title). */
function readArticle(
  form: FormData,
):
  | { ok: true; slug: string | null; fields: HelpArticleFields; language?: Locale; note: string | null }
  | { ok: false; fieldErrors: FieldErrors<HelpArticleField> } {
  const text = stringFields(form, helpArticleFieldNames);
  const fieldErrors: FieldErrors<HelpArticleField> = {};
  const title = cleanLine(text.title);
  const slug = cleanLine(text.slug).toLowerCase();
  const summary = cleanText(text.summary);
  const body = text.body.replace(/\r\n?/g, "\n").trim();
  const note = cleanLine(text.note);
  const limit = (field: HelpArticleField, value: string, max: number, empty: string | null) => {
    if (value === "" && empty) fieldErrors[field] = empty;
    else if (value.length > max) fieldErrors[field] = errors.tooLong(max);
  };
  limit("title", title, HELP_ARTICLE_LIMITS.title, errors.title);
  limit("summary", summary, HELP_ARTICLE_LIMITS.summary, errors.summaryField);
  limit("body", body, HELP_ARTICLE_LIMITS.body, errors.body);
  limit("tags", text.tags, HELP_ARTICLE_LIMITS.tags, null);
  limit("note", note, HELP_ARTICLE_LIMITS.note, null);
  if (slug !== "" && !isValidSlug(slug)) fieldErrors.slug = errors.slug;
  if (!(helpCategoryKeys as readonly string[]).includes(text.category)) fieldErrors.category = errors.category;
  const { valid: languageValid, language } = readLanguage(text.language);
  if (!languageValid) fieldErrors.language = errors.language;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    slug: slug === "" ? null : slug,
    fields: { title, summary, body, category: text.category, tags: tagsOf(text.tags), concerns: concernsOf(form) },
    language,
    note: note === "" ? null : note,
  };
}

/** The form's own fields echoed back, so a refused or previewed form keeps what was typed. */
const typed = (form: FormData) => ({
  values: stringFields(form, helpArticleFieldNames) as Partial<Record<HelpArticleField, string>>,
  concerns: concernsOf(form),
});

const pageOf = (id: number) => `/staff/help/${id}`;

export function helpArticleForm(actor: StaffUser, target: Target) {
  const page = target.mode === "new" ? "/staff/help/new" : pageOf(target.id);
  const editOnly =
    (handler: (id: number, args: Args) => ReturnType<Args["missing"]> | Promise<ReturnType<Args["missing"]>>) =>
    async (args: Args) =>
      target.mode === "edit" ? handler(target.id, args) : args.answer(400, { message: words.toasts.failed });
  const stale = (args: Args) => args.answer(409, { message: errors.stale });
  const move = (to: HelpArticleMove, toast: string) =>
    editOnly(async (id, args) => {
      // Refused before anything is read: the page shows these buttons disabled with the reason.
      if (!canPublish(actor, "help_article")) return args.answer(403, { message: errors.notAllowed });
      const expected = args.form.get("status") as HelpArticleStatus;
      const result = await moveHelpArticle(args.db, actor, id, { move: to, expected });
      if (result.outcome === "missing") return args.missing();
      if (result.outcome === "conflict") return stale(args);
      if (result.outcome === "invalid") return args.answer(400, { message: words.toasts.failed });
      return args.done(toast);
    });

  return defineCaseForm<HelpArticleIntent, HelpArticleField, Extra>({
    name: "staff-help-article",
    page,
    // Room for the longest body in 4-byte characters, and the rest of the form.
    maxBytes: HELP_ARTICLE_LIMITS.body * 4 + 16 * 1024,
    failed: words.toasts.failed,
    keep: [...helpArticleFieldNames],
    intents: {
      async preview({ form, answer }: Args) {
        const { values, concerns } = typed(form);
        const body = (values.body ?? "").slice(0, HELP_ARTICLE_LIMITS.body);
        return answer(200, { values, concerns, previewHtml: renderMarkdown(body).html });
      },
      async save(args: Args) {
        const { form, db, answer, done } = args;
        const read = readArticle(form);
        const refuse = (fieldErrors: FieldErrors<HelpArticleField>) =>
          answer(400, { message: errors.summary, fieldErrors, ...typed(form) });
        if (!read.ok) return refuse(read.fieldErrors);
        if (target.mode === "new") {
          const created = await createHelpArticle(db, actor, read);
          if (created.outcome === "invalid") return refuse({ slug: errors.slugTaken });
          return done(words.toasts.created, "success", pageOf(created.id));
        }
        const expectedVersion = idValue(cleanLine(String(form.get("version") ?? "")));
        if (expectedVersion === null) return answer(400, { message: words.toasts.failed, ...typed(form) });
        const saved = await saveHelpArticle(db, actor, target.id, { ...read, expectedVersion });
        if (saved.outcome === "missing") return args.missing();
        if (saved.outcome === "invalid") return refuse({ slug: errors.slugTaken });
        if (saved.outcome === "conflict") return answer(409, { message: errors.stale, ...typed(form) });
        if (saved.outcome !== "changed") return answer(400, { message: words.toasts.failed });
        return done(words.toasts.saved(saved.version));
      },
      restore: editOnly(async (id, args) => {
        const version = idValue(String(args.form.get("restoreVersion") ?? ""));
        const expectedVersion = idValue(String(args.form.get("version") ?? ""));
        if (version === null || expectedVersion === null) return args.answer(400, { message: words.toasts.failed });
        const result = await restoreHelpArticleVersion(args.db, actor, id, {
          version,
          expectedVersion,
          note: words.history.restoredNote(version),
        });
        if (result.outcome === "missing") return args.missing();
        if (result.outcome === "conflict") return stale(args);
        if (result.outcome !== "changed") return args.done(words.toasts.failed, "info");
        return args.done(words.toasts.restored(version, result.version));
      }),
      publish: move("publish", words.toasts.published),
      unpublish: move("unpublish", words.toasts.unpublished),
      archive: move("archive", words.toasts.archived),
      async fromTicket(args: Args) {
        if (target.mode !== "new") return args.answer(400, { message: words.toasts.failed });
        const ticketId = idValue(String(args.form.get("ticket") ?? ""));
        if (ticketId === null) return args.missing();
        const result = await draftHelpArticleFromTicket(args.db, actor, ticketId);
        if (result.outcome === "missing") return args.missing();
        if (result.outcome === "invalid") return args.answer(409, { message: errors.ticketNotResolved });
        if (result.outcome === "existing") return args.done(words.toasts.existingDraft, "info", pageOf(result.id));
        return args.done(words.toasts.drafted(result.removed), "success", pageOf(result.id));
      },
    },
  });
}
