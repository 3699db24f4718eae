// The console's live markdown preview (POST /staff/preview/markdown): any editor's markdown — a help
// article, a blog post, a job opening — rendered with the public pages' safe rules (raw HTML escaped,
// every link and image address sanitised: app/lib/blog/markdown.server.ts), so what staff see as they
// type is what the public page will show, and nothing they type can run as script. Nothing is saved.
//
// Through the form pipeline like every staff post (the origin check, the bounded reader), and
// rate-limited per staff member: the editor asks after each pause in typing, which is far below the
// limit, while a script looping on it is stopped.
import { staffPreviewCopy as words } from "~/content/staff";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";

/** The longest markdown previewed: the longest body any console editor takes (a help article's is 50,000). */
export const MARKDOWN_PREVIEW_MAX_CHARS = 100_000;

/** A pause in typing every second for a minute is 60; twice that leaves room for fast typists and reloads. */
export const markdownPreviewRateLimit: RateLimitRule = { name: "markdown-preview", limit: 120, windowMs: 60_000 };

export type MarkdownPreviewAnswer = { html: string } | { message: string };

const answer = (status: number, body: MarkdownPreviewAnswer, headers?: Headers) => {
  const all = new Headers(headers);
  // One person's unsaved text: never kept by any cache.
  all.set("Cache-Control", "private, no-store");
  return dataOutcome<MarkdownPreviewAnswer>(status, body, all);
};

/** The form of a staff member's preview: one field, `markdown`. */
export function markdownPreviewForm(staff: { id: number }) {
  return defineForm<MarkdownPreviewAnswer>({
    name: "staff-markdown-preview",
    // Room for the longest markdown sent as a form: a character is at most three UTF-8 bytes, each
    // percent-encoded in three (a four-byte character counts as two).
    maxBytes: MARKDOWN_PREVIEW_MAX_CHARS * 9 + 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: () => answer(503, { message: words.unavailable }),
    async handle({ form, db, env }) {
      const markdown = form.get("markdown");
      if (typeof markdown !== "string") return answer(400, { message: words.missing });
      if (markdown.length > MARKDOWN_PREVIEW_MAX_CHARS) return answer(413, { message: words.tooLong });
      const limit = await consumeRateLimit(db, markdownPreviewRateLimit, String(staff.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(429, { message: words.rateLimited }, retryAfterHeaders(limit.retryAfterSeconds));
      }
      return answer(200, { html: renderMarkdown(markdown.replace(/\r\n?/g, "\n")).html });
    },
  });
}
