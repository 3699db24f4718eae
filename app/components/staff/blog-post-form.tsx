// The blog post form (new, and a post's page): title, address, excerpt, author, date, category, tags,
// featured, illustration and its description, the markdown body and a note. "Save" and "Preview" are
// plain submits, so both work without JavaScript — the preview (rendered on the server with the
// blog's safe rules, drawn with the blog's own components) stands beside the form with everything
// typed kept. With JavaScript the body's preview also follows the typing (the console's live
// markdown preview, rendered on the server by the same rules). Props only; the words come from the page.
import { ArticleBody } from "~/components/blog/article-body";
import { PostIllustration } from "~/components/blog/post-illustration";
import { PostMeta } from "~/components/blog/post-meta";
import { MarkdownPreview, useLiveMarkdownPreview } from "~/components/staff/markdown-preview";
import { PreviewSection, PublicationForm } from "~/components/staff/publication-panels";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import type { staffBlogCopy } from "~/content/staff-publishing";
import { team } from "~/content/team";
import { type IllustrationName, illustrationNames } from "~/lib/blog/types";
import { caseAlert } from "~/lib/casework/case-form";
import { BLOG_POST_LIMITS, type BlogPostActionData, type BlogPostField } from "~/lib/publishing/staff-query";

export type BlogPostValues = Record<Exclude<BlogPostField, "note">, string>;

const authors = team.map((member) => ({ value: member.name, label: member.name }));

export function BlogPostForm({
  words,
  initial,
  version,
  slugFixed,
  answer,
  submitLabel,
}: {
  words: typeof staffBlogCopy;
  initial: BlogPostValues;
  /** The version the page shows (a post's page): a save based on an older one is refused. */
  version: number | null;
  /** The post has been public: its address shows but cannot change. */
  slugFixed: boolean;
  answer: BlogPostActionData | undefined;
  submitLabel: string;
}) {
  // A refused save or a preview answers with what was typed; otherwise the post as saved.
  const typed = answer && (answer.intent === "save" || answer.intent === "preview") ? answer : undefined;
  const value = (field: keyof BlogPostValues) => typed?.values[field] ?? initial[field];
  const errors = typed?.fieldErrors ?? {};
  const fields = words.fields;
  const preview = typed?.preview;
  const illustrations = illustrationNames.map((name) => ({ value: name, label: words.illustrations[name] ?? name }));
  const imageName = value("imageName");
  const live = useLiveMarkdownPreview({ field: "body", source: value("body"), serverHtml: preview?.html });
  return (
    <div className={live.shown ? "mt-6 grid gap-8 xl:grid-cols-2" : "mt-6"}>
      <PublicationForm
        id="post-form-heading"
        formKey={`${answer?.intent ?? "page"}-${version ?? "new"}-${preview?.html.length ?? ""}`}
        words={words}
        alert={caseAlert(answer, answer?.intent === "preview" ? "preview" : "save", "save")}
        version={version}
        title={{ value: value("title"), error: errors.title, maxLength: BLOG_POST_LIMITS.title }}
        slug={{
          value: slugFixed ? initial.slug : value("slug"),
          error: errors.slug,
          fixed: slugFixed,
          prefix: "/blog/",
        }}
        language={{ value: value("language"), error: errors.language }}
        note={{ value: typed?.values.note ?? "", error: errors.note, maxLength: BLOG_POST_LIMITS.note }}
        submitLabel={submitLabel}
        onInput={live.onInput}
      >
        <TextAreaField
          name="excerpt"
          label={fields.excerpt}
          rows={3}
          description={fields.excerptHint}
          defaultValue={value("excerpt")}
          error={errors.excerpt}
          maxLength={BLOG_POST_LIMITS.excerptMax}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="author"
            label={fields.author}
            options={authors}
            defaultValue={value("author")}
            error={errors.author}
          />
          <TextField
            name="publishedOn"
            type="date"
            label={fields.publishedOn}
            description={fields.publishedOnHint}
            defaultValue={value("publishedOn")}
            error={errors.publishedOn}
          />
          <TextField
            name="category"
            label={fields.category}
            defaultValue={value("category")}
            error={errors.category}
            maxLength={BLOG_POST_LIMITS.category}
          />
          <TextField
            name="tags"
            label={fields.tags}
            description={fields.tagsHint}
            defaultValue={value("tags")}
            error={errors.tags}
            maxLength={BLOG_POST_LIMITS.tags}
          />
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="featured"
            defaultChecked={value("featured") === "on"}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          {fields.featured}
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="imageName"
            label={fields.imageName}
            options={illustrations}
            defaultValue={imageName}
            error={errors.imageName}
          />
          <TextField
            name="imageAlt"
            label={fields.imageAlt}
            description={fields.imageAltHint}
            defaultValue={value("imageAlt")}
            error={errors.imageAlt}
            maxLength={BLOG_POST_LIMITS.imageAlt}
          />
        </div>
        <TextAreaField
          name="body"
          label={fields.body}
          rows={20}
          defaultValue={value("body")}
          error={errors.body}
          maxLength={BLOG_POST_LIMITS.body}
        />
      </PublicationForm>
      {preview === undefined ? (
        live.shown ? (
          <MarkdownPreview heading={words.previewHeading} hint={words.previewHint} preview={live} />
        ) : null
      ) : (
        <PreviewSection id="blog-post-preview" words={words}>
          <div className="space-y-4">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{value("category")}</p>
            <p className="text-2xl font-bold tracking-tight text-slate-900">{value("title")}</p>
            <p className="text-lg text-slate-600">{value("excerpt")}</p>
            <PostMeta
              post={{ author: value("author"), publishedAt: value("publishedOn"), readTime: preview.readTime }}
              tone="strong"
            />
            {(illustrationNames as readonly string[]).includes(imageName) ? (
              <PostIllustration image={{ name: imageName as IllustrationName, alt: value("imageAlt") }} size="hero" />
            ) : null}
            <ArticleBody html={live.html ?? preview.html} />
          </div>
        </PreviewSection>
      )}
    </div>
  );
}
