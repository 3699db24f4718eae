// The help article form (new, and an article's page): title, address, summary, category, tags, what
// it concerns, the markdown body and a note; "Save" and "Preview" are plain submits, so both work
// without JavaScript — the preview (rendered on the server with the blog's safe rules) stands beside
// the form with everything typed kept. With JavaScript the preview is live: it follows the body as it
// is typed (markdown-preview.tsx). Props only; the words come from the page.
import { Form, useNavigation } from "react-router";
import { MarkdownPreview, useLiveMarkdownPreview } from "~/components/staff/markdown-preview";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import { deviceKindLabels } from "~/content/devices";
import { services } from "~/content/services";
import type { staffHelpCopy } from "~/content/staff-help";
import { caseAlert } from "~/lib/casework/case-form";
import { HELP_ARTICLE_LIMITS, type HelpArticleActionData, helpCategoryChoices } from "~/lib/help/staff-query";

export type HelpArticleValues = {
  title: string;
  slug: string;
  summary: string;
  category: string;
  tags: string;
  body: string;
  concerns: readonly string[];
};

const concernGroups = (words: typeof staffHelpCopy.fields) => [
  {
    legend: words.devices,
    choices: Object.entries(deviceKindLabels).map(([value, label]) => ({ value, label })),
  },
  { legend: words.services, choices: services.map((service) => ({ value: service.id, label: service.title })) },
];

const buttonClass =
  "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

export function HelpArticleForm({
  words,
  initial,
  version,
  answer,
  submitLabel,
}: {
  words: typeof staffHelpCopy;
  initial: HelpArticleValues;
  /** The version the page shows (an article's page): a save based on an older one is refused. */
  version: number | null;
  answer: HelpArticleActionData | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // A refused save or a preview answers with what was typed; otherwise the article as saved.
  const typed = answer && (answer.intent === "save" || answer.intent === "preview") ? answer : undefined;
  const value = (field: Exclude<keyof HelpArticleValues, "concerns">) => typed?.values[field] ?? initial[field];
  const concerns = new Set(typed?.concerns ?? initial.concerns);
  const errors = typed?.fieldErrors ?? {};
  const fields = words.fields;
  const previewHtml = typed?.previewHtml;
  const preview = useLiveMarkdownPreview({ field: "body", source: value("body"), serverHtml: previewHtml });
  return (
    <div className={preview.shown ? "mt-6 grid gap-8 xl:grid-cols-2" : "mt-6"}>
      <Form
        method="post"
        // A new key after each answer: the fields show what the server kept, not a stale default.
        key={`${answer?.intent ?? "page"}-${version ?? "new"}-${previewHtml?.length ?? ""}`}
        onInput={preview.onInput}
        noValidate
        aria-labelledby="article-form-heading"
        className="max-w-3xl space-y-5"
      >
        <h2 id="article-form-heading" className="text-lg font-bold text-slate-900">
          {words.formHeading}
        </h2>
        <FormAlert message={caseAlert(answer, answer?.intent === "preview" ? "preview" : "save", "save")} />
        {version === null ? null : <input type="hidden" name="version" value={version} />}
        <TextField
          name="title"
          label={fields.title}
          defaultValue={value("title")}
          error={errors.title}
          maxLength={HELP_ARTICLE_LIMITS.title}
        />
        <TextField
          name="slug"
          label={fields.slug}
          required={false}
          optionalNote={fields.optional}
          description={fields.slugHint}
          defaultValue={value("slug")}
          error={errors.slug}
          maxLength={HELP_ARTICLE_LIMITS.slug}
        />
        <TextAreaField
          name="summary"
          label={fields.summary}
          rows={2}
          description={fields.summaryHint}
          defaultValue={value("summary")}
          error={errors.summary}
          maxLength={HELP_ARTICLE_LIMITS.summary}
        />
        <SelectField
          name="category"
          label={fields.category}
          options={helpCategoryChoices}
          defaultValue={value("category")}
          error={errors.category}
        />
        <TextField
          name="tags"
          label={fields.tags}
          required={false}
          optionalNote={fields.optional}
          description={fields.tagsHint}
          defaultValue={value("tags")}
          error={errors.tags}
          maxLength={HELP_ARTICLE_LIMITS.tags}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{fields.concerns}</legend>
          <p className="mt-1 text-sm text-slate-600">{fields.concernsHint}</p>
          {concernGroups(fields).map((group) => (
            <fieldset key={group.legend} className="mt-3">
              <legend className="text-sm font-semibold text-slate-700">{group.legend}</legend>
              <div className="mt-2 grid gap-x-4 gap-y-3 sm:grid-cols-2">
                {group.choices.map((choice) => (
                  <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      name="concerns"
                      value={choice.value}
                      defaultChecked={concerns.has(choice.value)}
                      className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
                    />
                    {choice.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <TextAreaField
          name="body"
          label={fields.body}
          rows={18}
          defaultValue={value("body")}
          error={errors.body}
          maxLength={HELP_ARTICLE_LIMITS.body}
        />
        <TextField
          name="note"
          label={fields.note}
          required={false}
          optionalNote={fields.optional}
          description={fields.noteHint}
          defaultValue={typed?.values.note ?? ""}
          error={errors.note}
          maxLength={HELP_ARTICLE_LIMITS.note}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {submitLabel}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            disabled={busy}
            className={`${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          >
            {words.preview}
          </button>
        </div>
      </Form>
      {preview.shown ? (
        <MarkdownPreview heading={words.previewHeading} hint={words.previewHint} preview={preview} />
      ) : null}
    </div>
  );
}
