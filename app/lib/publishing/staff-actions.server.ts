// The console's blog post and job opening forms, through the kernel's case form (the bounded reader,
// the origin check, post/redirect/get with a toast, 400/403/404/409 as the page's data). Each form
// serves its new page and its record's page:
// - save (a new record's first version, or the next version), and preview (nothing saved; works
//   without JavaScript): a post's body rendered with the blog's safe markdown rules;
// - restore an older version; publish / unpublish / archive — an editor's decision (canPublish), so
//   staff without it are refused with 403 even when they post by hand;
// - an opening's new deadline (reopen or extend): today in India or later, an editor's decision too,
//   since it puts the opening back on /careers.
import { staffBlogCopy, staffOpeningCopy } from "~/content/staff-publishing";
import type { PublicationStatus } from "~/db/publishing-schema";
import { PostFrontmatterSchema } from "~/lib/blog/schema";
import { countWords, readTimeMinutes } from "~/lib/blog/format";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import type { CaseActionData } from "~/lib/casework/case-form";
import { type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { calendarDate, idValue } from "~/lib/casework/list-codec";
import { canPublish, type PublishedSubject } from "~/lib/casework/policy";
import { indiaDay } from "~/lib/contracts/period";
import { cleanLine, cleanText, type FieldErrors, stringFields } from "~/lib/forms/fields";
import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import type { StaffUser } from "~/lib/staff/guard.server";
import { type BlogPostFields, blogPostKind } from "./blog-posts.server";
import { type JobOpeningFields, jobOpeningKind, moveOpeningDeadline, openingDepartments } from "./job-openings.server";
import type { PublicationMove } from "./moves";
import {
  createPublication,
  movePublication,
  type PublishedKind,
  readLanguage,
  restorePublicationVersion,
  savePublication,
} from "./records.server";
import { isValidSlug } from "./slug";
import {
  BLOG_POST_LIMITS,
  type BlogPostField,
  type BlogPostIntent,
  type BlogPostPreview,
  blogPostFieldNames,
  employmentTypes,
  JOB_OPENING_LIMITS,
  type JobOpeningField,
  type JobOpeningIntent,
  jobOpeningFieldNames,
} from "./staff-query";

type Target = { mode: "new" } | { mode: "edit"; id: number };

/** What a kind's words must say for the shared intents. */
type KindWords = {
  errors: { notAllowed: string; stale: string; slugTaken: string; summary: string };
  history: { restoredNote: (n: number) => string };
  toasts: {
    failed: string;
    created: string;
    saved: (version: number) => string;
    restored: (from: number, version: number) => string;
    published: string;
    unpublished: string;
    archived: string;
  };
};

/** A form's read: the fields to save, or the errors to show. */
type Read<F, Field extends string> =
  | { ok: true; slug: string | null; fields: F; language?: Locale; note: string | null }
  | { ok: false; fieldErrors: FieldErrors<Field> };

/**
 * The intents every published kind's form shares — save, restore, publish, unpublish, archive —
 * bound to the kind, its words, its reader and its page.
 */
function publicationIntents<
  F extends { title: string },
  Intent extends string,
  Field extends string,
  Extra extends object,
>(
  actor: CaseActor & { role: StaffUser["role"] },
  target: Target,
  config: {
    kind: PublishedKind<F>;
    subject: PublishedSubject;
    words: KindWords;
    read: (form: FormData) => Read<F, Field>;
    typed: (form: FormData) => Partial<Record<Field, string>>;
    pageOf: (id: number) => string;
  },
) {
  type Args = CaseIntentArgs<Intent, Field, Extra>;
  type Answer = ReturnType<Args["missing"]>;
  const { kind, words } = config;
  // The shared intents answer only the fields every case form has (Extra's are optional).
  const reply = (
    args: Args,
    status: number,
    fields: { message: string; values?: Partial<Record<Field, string>>; fieldErrors?: FieldErrors<Field> },
  ) => args.answer(status, fields as Partial<CaseActionData<Intent, Field, Extra>>);
  const editOnly = (handler: (id: number, args: Args) => Promise<Answer>) => async (args: Args) =>
    target.mode === "edit" ? handler(target.id, args) : reply(args, 400, { message: words.toasts.failed });
  const stale = (args: Args) => reply(args, 409, { message: words.errors.stale });
  const move = (to: PublicationMove, toast: string) =>
    editOnly(async (id, args) => {
      // Refused before anything is read: the page shows these buttons disabled with the reason.
      if (!canPublish(actor, config.subject)) return reply(args, 403, { message: words.errors.notAllowed });
      const expected = args.form.get("status") as PublicationStatus;
      const result = await movePublication(args.db, kind, actor, id, { move: to, expected });
      if (result.outcome === "missing") return args.missing();
      if (result.outcome === "conflict") return stale(args);
      if (result.outcome === "invalid") return reply(args, 400, { message: words.toasts.failed });
      return args.done(toast);
    });
  return {
    async save(args: Args) {
      const { form, db, done } = args;
      const read = config.read(form);
      const values = config.typed(form);
      const refuse = (fieldErrors: FieldErrors<Field>) =>
        reply(args, 400, { message: words.errors.summary, fieldErrors, values });
      if (!read.ok) return refuse(read.fieldErrors);
      const slugTaken = { slug: words.errors.slugTaken } as FieldErrors<Field>;
      if (target.mode === "new") {
        const created = await createPublication(db, kind, actor, read);
        if (created.outcome === "invalid") return refuse(slugTaken);
        return done(words.toasts.created, "success", config.pageOf(created.id));
      }
      const expectedVersion = idValue(cleanLine(String(form.get("version") ?? "")));
      if (expectedVersion === null) return reply(args, 400, { message: words.toasts.failed, values });
      const saved = await savePublication(db, kind, actor, target.id, { ...read, expectedVersion });
      if (saved.outcome === "missing") return args.missing();
      if (saved.outcome === "invalid") return refuse(slugTaken);
      if (saved.outcome === "conflict") return reply(args, 409, { message: words.errors.stale, values });
      if (saved.outcome !== "changed") return reply(args, 400, { message: words.toasts.failed });
      return done(words.toasts.saved(saved.version));
    },
    restore: editOnly(async (id, args) => {
      const version = idValue(String(args.form.get("restoreVersion") ?? ""));
      const expectedVersion = idValue(String(args.form.get("version") ?? ""));
      if (version === null || expectedVersion === null) return reply(args, 400, { message: words.toasts.failed });
      const result = await restorePublicationVersion(args.db, kind, actor, id, {
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
    editOnly,
  };
}

/** A slug field: empty is null (made from the title); otherwise it must be a valid address. */
function readSlug(raw: string): { slug: string | null; valid: boolean } {
  const slug = cleanLine(raw).toLowerCase();
  return slug === "" ? { slug: null, valid: true } : { slug, valid: isValidSlug(slug) };
}

const noteOf = (raw: string) => {
  const note = cleanLine(raw);
  return note === "" ? null : note.slice(0, BLOG_POST_LIMITS.note);
};

const bodyOf = (raw: string) => raw.replace(/\r\n?/g, "\n").trim();

// ---------------------------------------------------------------------------------------------------
// Blog posts

const blogWords = staffBlogCopy;

/** The old frontmatter's fields, named as the form names them. */
const frontmatterFields: Record<string, BlogPostField> = {
  title: "title",
  slug: "slug",
  excerpt: "excerpt",
  author: "author",
  publishedAt: "publishedOn",
  tags: "tags",
  category: "category",
  image: "imageName",
};

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((tag) => cleanLine(tag))
      .filter(Boolean),
  ),
];

/** Reads a post, checked with the rules the posts had in code (PostFrontmatterSchema). */
function readBlogPost(form: FormData): Read<BlogPostFields, BlogPostField> {
  const text = stringFields(form, blogPostFieldNames);
  const fieldErrors: FieldErrors<BlogPostField> = {};
  const slug = readSlug(text.slug);
  const fields: BlogPostFields = {
    title: cleanLine(text.title),
    excerpt: cleanText(text.excerpt).replace(/\s+/g, " "),
    author: text.author,
    publishedOn: text.publishedOn.trim(),
    body: bodyOf(text.body),
    tags: tagsOf(text.tags),
    featured: text.featured === "on",
    category: cleanLine(text.category),
    imageName: text.imageName,
    imageAlt: cleanLine(text.imageAlt),
  };
  const checked = PostFrontmatterSchema.safeParse({
    title: fields.title,
    // A derived address is checked when it is made; only a typed one is checked here.
    slug: slug.slug ?? "post",
    excerpt: fields.excerpt,
    author: fields.author,
    publishedAt: fields.publishedOn,
    tags: fields.tags,
    featured: fields.featured,
    category: fields.category,
    image: { name: fields.imageName, alt: fields.imageAlt },
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [top, inner] = issue.path;
      const field = top === "image" && inner === "alt" ? "imageAlt" : frontmatterFields[String(top)];
      if (!field || fieldErrors[field]) continue;
      const specific = blogWords.errors[field as keyof typeof blogWords.errors];
      fieldErrors[field] =
        field === "publishedOn"
          ? blogWords.errors.date
          : typeof specific === "string"
            ? specific
            : blogWords.errors.summary;
    }
  }
  if (!slug.valid) fieldErrors.slug = blogWords.errors.slug;
  const { valid: languageValid, language } = readLanguage(text.language);
  if (!languageValid) fieldErrors.language = blogWords.errors.language;
  if (fields.body === "") fieldErrors.body = blogWords.errors.body;
  else if (fields.body.length > BLOG_POST_LIMITS.body)
    fieldErrors.body = blogWords.errors.tooLong(BLOG_POST_LIMITS.body);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, slug: slug.slug, fields, language, note: noteOf(text.note) };
}

const typedBlogPost = (form: FormData) =>
  stringFields(form, blogPostFieldNames) as Partial<Record<BlogPostField, string>>;

/** The post's body as the blog renders it (the safe markdown rules) and its read time. */
export function previewBlogPost(body: string): BlogPostPreview {
  const rendered = renderMarkdown(body.slice(0, BLOG_POST_LIMITS.body));
  return { html: rendered.html, readTime: readTimeMinutes(countWords(rendered.text)) };
}

type BlogExtra = { preview?: BlogPostPreview };

export function blogPostForm(actor: StaffUser, target: Target) {
  const pageOf = (id: number) => `/staff/blog/${id}`;
  const shared = publicationIntents<BlogPostFields, BlogPostIntent, BlogPostField, BlogExtra>(actor, target, {
    kind: blogPostKind,
    subject: "blog_post",
    words: blogWords,
    read: readBlogPost,
    typed: typedBlogPost,
    pageOf,
  });
  const { editOnly: _editOnly, ...intents } = shared;
  return defineCaseForm<BlogPostIntent, BlogPostField, BlogExtra>({
    name: "staff-blog-post",
    page: target.mode === "new" ? "/staff/blog/new" : pageOf(target.id),
    // Room for the longest body in 4-byte characters, and the rest of the form.
    maxBytes: BLOG_POST_LIMITS.body * 4 + 16 * 1024,
    failed: blogWords.toasts.failed,
    keep: [...blogPostFieldNames],
    intents: {
      ...intents,
      async preview({ form, answer }) {
        const values = typedBlogPost(form);
        return answer(200, { values, preview: previewBlogPost(values.body ?? "") });
      },
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// Job openings

const openingWords = staffOpeningCopy;

/** One item per line: trimmed, empty lines dropped. */
const linesOf = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => cleanLine(line))
    .filter(Boolean);

/** Reads an opening and checks it (the careers page's rules: three or more of each list, a deadline after the posted day). */
function readJobOpening(form: FormData): Read<JobOpeningFields, JobOpeningField> {
  const text = stringFields(form, jobOpeningFieldNames);
  const fieldErrors: FieldErrors<JobOpeningField> = {};
  const slug = readSlug(text.slug);
  const fields: JobOpeningFields = {
    title: cleanLine(text.title),
    department: text.department,
    location: cleanLine(text.location),
    employmentType: text.employmentType,
    experience: cleanLine(text.experience),
    salaryRange: cleanLine(text.salaryRange),
    description: cleanText(text.description),
    requirements: linesOf(text.requirements),
    responsibilities: linesOf(text.responsibilities),
    skills: linesOf(text.skills),
    postedOn: text.postedOn.trim(),
    applicationDeadline: text.applicationDeadline.trim(),
  };
  const limits = JOB_OPENING_LIMITS;
  if (fields.title === "" || fields.title.length > limits.title) fieldErrors.title = openingWords.errors.title;
  if (!slug.valid) fieldErrors.slug = openingWords.errors.slug;
  const { valid: languageValid, language } = readLanguage(text.language);
  if (!languageValid) fieldErrors.language = openingWords.errors.language;
  if (!(openingDepartments as readonly string[]).includes(fields.department))
    fieldErrors.department = openingWords.errors.department;
  if (!(employmentTypes as readonly string[]).includes(fields.employmentType))
    fieldErrors.employmentType = openingWords.errors.employmentType;
  for (const field of ["location", "experience", "salaryRange"] as const) {
    if (fields[field] === "" || fields[field].length > limits.line) fieldErrors[field] = openingWords.errors.line;
  }
  if (fields.description === "" || fields.description.length > limits.description)
    fieldErrors.description = openingWords.errors.description;
  for (const field of ["requirements", "responsibilities", "skills"] as const) {
    const items = fields[field];
    const fits = items.length >= limits.listMin && items.length <= limits.listMax;
    if (!fits || items.some((item) => item.length > limits.listItem)) fieldErrors[field] = openingWords.errors.list;
  }
  if (calendarDate(fields.postedOn) === null) fieldErrors.postedOn = openingWords.errors.date;
  if (calendarDate(fields.applicationDeadline) === null) fieldErrors.applicationDeadline = openingWords.errors.date;
  else if (!fieldErrors.postedOn && fields.applicationDeadline < fields.postedOn)
    fieldErrors.applicationDeadline = openingWords.errors.deadlineOrder;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, slug: slug.slug, fields, language, note: noteOf(text.note) };
}

const typedJobOpening = (form: FormData) =>
  stringFields(form, jobOpeningFieldNames) as Partial<Record<JobOpeningField, string>>;

type OpeningExtra = { preview?: boolean };

export function jobOpeningForm(actor: StaffUser, target: Target) {
  const pageOf = (id: number) => `/staff/openings/${id}`;
  const { editOnly, ...intents } = publicationIntents<
    JobOpeningFields,
    JobOpeningIntent,
    JobOpeningField,
    OpeningExtra
  >(actor, target, {
    kind: jobOpeningKind,
    subject: "job_opening",
    words: openingWords,
    read: readJobOpening,
    typed: typedJobOpening,
    pageOf,
  });
  return defineCaseForm<JobOpeningIntent, JobOpeningField, OpeningExtra>({
    name: "staff-job-opening",
    page: target.mode === "new" ? "/staff/openings/new" : pageOf(target.id),
    failed: openingWords.toasts.failed,
    keep: [...jobOpeningFieldNames],
    intents: {
      ...intents,
      async preview({ form, answer }) {
        return answer(200, { values: typedJobOpening(form), preview: true });
      },
      deadline: editOnly(async (id, args) => {
        if (!canPublish(actor, "job_opening")) return args.answer(403, { message: openingWords.deadline.notAllowed });
        const deadline = calendarDate(cleanLine(String(args.form.get("deadline") ?? "")));
        const expectedVersion = idValue(String(args.form.get("version") ?? ""));
        if (expectedVersion === null) return args.answer(400, { message: openingWords.toasts.failed });
        if (deadline === null) return args.invalid("deadline", openingWords.errors.date);
        if (deadline < indiaDay(new Date())) return args.invalid("deadline", openingWords.errors.deadlinePast);
        const result = await moveOpeningDeadline(args.db, actor, id, {
          deadline,
          expectedVersion,
          note: (from, to) => openingWords.deadline.note(formatLongDate(from), formatLongDate(to)),
        });
        if (result.outcome === "missing") return args.missing();
        if (result.outcome === "conflict") return args.answer(409, { message: openingWords.errors.stale });
        if (result.outcome === "unchanged")
          return args.done(openingWords.toasts.deadline(formatLongDate(deadline)), "info");
        if (result.outcome !== "changed") return args.answer(400, { message: openingWords.toasts.failed });
        return args.done(openingWords.toasts.deadline(formatLongDate(deadline)));
      }),
    },
  });
}
