// The help article form (new, and an article's page): title, address, summary, category, tags, what
// it concerns, the markdown body and a note; "Save" and "Preview" are plain submits, so both work
// without JavaScript — the preview (rendered on the server with the blog's safe rules) stands beside
// the form with everything typed kept. With JavaScript the preview is live: it follows the body as it
// is typed (markdown-preview.tsx). Props only; the words come from the page.
import { MarkdownPreview, useLiveMarkdownPreview } from "~/components/staff/markdown-preview";
import { PublicationForm } from "~/components/staff/publication-panels";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
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
  language: string;
  concerns: readonly string[];
};

const concernGroups = (words: typeof staffHelpCopy.fields) => [
  {
    legend: words.devices,
    choices: Object.entries(deviceKindLabels).map(([value, label]) => ({ value, label })),
  },
  { legend: words.services, choices: services.map((service) => ({ value: service.id, label: service.title })) },
];

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
      <PublicationForm
        id="article-form-heading"
        formKey={`${answer?.intent ?? "page"}-${version ?? "new"}-${previewHtml?.length ?? ""}`}
        words={{ ...words, note: fields.note, noteHint: fields.noteHint, fieldsOptional: fields.optional }}
        alert={caseAlert(answer, answer?.intent === "preview" ? "preview" : "save", "save")}
        version={version}
        title={{ value: value("title"), error: errors.title, maxLength: HELP_ARTICLE_LIMITS.title }}
        // An article's address may still change after publishing (nothing else names it).
        slug={{ value: value("slug"), error: errors.slug, fixed: false, prefix: "/help/" }}
        language={{ value: value("language"), error: errors.language }}
        note={{ value: typed?.values.note ?? "", error: errors.note, maxLength: HELP_ARTICLE_LIMITS.note }}
        submitLabel={submitLabel}
        onInput={preview.onInput}
      >
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
      </PublicationForm>
      {preview.shown ? (
        <MarkdownPreview heading={words.previewHeading} hint={words.previewHint} preview={preview} />
      ) : null}
    </div>
  );
}
