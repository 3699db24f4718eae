// The console editors' live markdown preview: as staff type, the text is rendered again after each
// pause — on the server, by POST /staff/preview/markdown, with the same safe rules as the public pages
// (raw HTML escaped, addresses sanitised), so the browser never turns typed markup into HTML itself.
// Any editor uses it: the hook watches one field of its form (through the form's input events, so the
// fields stay plain, uncontrolled inputs), the panel shows the result. Without JavaScript nothing here
// runs: the editor's own Preview button, a plain submit, shows the same panel from the server.
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ArticleBody } from "~/components/blog/article-body";
import { staffPreviewCopy as words } from "~/content/staff";
import { useHydrated } from "~/lib/use-hydrated";

/** The route every editor's live preview posts to. */
export const MARKDOWN_PREVIEW_PATH = "/staff/preview/markdown";
/** How long typing pauses before the preview is asked for: one request per pause, not per key. */
const PAUSE_MS = 400;

type Status = "idle" | "updating" | "failed";

export type LiveMarkdownPreview = {
  /** Whether to show the panel: always once the page runs script, else only with the server's preview. */
  shown: boolean;
  /** The HTML to show: the latest live render, else the server's (after the Preview button). */
  html: string | undefined;
  status: Status;
  /** The failure's words (the server's, e.g. too many previews), when status is "failed". */
  message: string | null;
  /** Put on the editor's form: follows what is typed into `field`. */
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * Follows the markdown typed into the form's field `field`. `source` is the field's text as the page
 * shows it (rendered at once, and again whenever the page changes it, e.g. after restoring a version);
 * `serverHtml` the server's render after a Preview press, if any.
 */
export function useLiveMarkdownPreview({
  field,
  source,
  serverHtml,
}: {
  field: string;
  source: string;
  serverHtml: string | undefined;
}): LiveMarkdownPreview {
  const hydrated = useHydrated();
  const [live, setLive] = useState<{ html: string } | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const render = useCallback(async (markdown: string) => {
    clearTimeout(timer.current);
    // Only the latest text matters: an answer to older text is dropped.
    inFlight.current?.abort();
    if (markdown.trim() === "") {
      inFlight.current = null;
      setLive({ html: "" });
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus("updating");
    try {
      const response = await fetch(MARKDOWN_PREVIEW_PATH, {
        method: "POST",
        body: new URLSearchParams({ markdown }),
        signal: controller.signal,
      });
      const answer = (await response.json()) as { html?: unknown; message?: unknown };
      if (controller.signal.aborted) return;
      if (response.ok && typeof answer.html === "string") {
        setLive({ html: answer.html });
        setStatus("idle");
        setMessage(null);
      } else {
        setStatus("failed");
        setMessage(typeof answer.message === "string" ? answer.message : null);
      }
    } catch {
      if (controller.signal.aborted) return;
      setStatus("failed");
      setMessage(null);
    }
  }, []);

  // The page's text, at once: on arrival, and whenever the page replaces it.
  useEffect(() => {
    void render(source);
  }, [source, render]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target;
      if (!(target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) || target.name !== field)
        return;
      const markdown = target.value;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void render(markdown), PAUSE_MS);
    },
    [field, render],
  );

  return {
    shown: hydrated || serverHtml !== undefined,
    html: live?.html ?? serverHtml,
    status,
    message,
    onInput,
  };
}

/** The preview panel beside an editor: a heading, a hint, the rendered text, and what went wrong if anything did. */
export function MarkdownPreview({
  heading,
  hint,
  preview,
}: {
  heading: string;
  hint: string;
  preview: Pick<LiveMarkdownPreview, "html" | "status" | "message">;
}) {
  return (
    <section
      aria-labelledby="preview-heading"
      aria-busy={preview.status === "updating"}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="preview-heading" className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      {/* Only a failure is announced: a screen reader is not told of every pause in typing. */}
      <p role="status" className="mt-2 text-sm font-medium text-amber-900 empty:hidden">
        {preview.status === "failed" ? (preview.message ?? words.failed) : ""}
      </p>
      <p aria-hidden="true" className="mt-1 text-xs text-slate-500">
        {preview.status === "updating" ? words.updating : "\u00a0"}
      </p>
      <div className="mt-3">
        <ArticleBody html={preview.html ?? ""} />
      </div>
    </section>
  );
}
