import { Search } from "~/components/ui/icons";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { blogHref, MAX_SEARCH_LENGTH, parseBlogFilter } from "~/lib/blog/query";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** Typing pauses this long before the results update, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box. Without JavaScript it is a GET form (search + current tag) with a submit button.
 * With JavaScript, typing updates the URL and the server-rendered results in place after a short
 * pause; the first change of a search adds a history entry, later keystrokes replace it.
 */
export function BlogSearch({
  q,
  tag,
  copy,
}: {
  q: string;
  tag: string;
  /** Its words, from the loader (the blog's copy stays out of the page's JavaScript). */
  copy: { label: string; placeholder: string; button: string };
}) {
  const navigate = useNavigate();
  const to = useLocalePath();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();
  // Searches this box has sent whose results have not arrived yet, oldest first. When the URL's
  // search becomes one of them, the visitor may have typed more since, so the box is left alone;
  // any other change (Back, Forward, a link) shows the URL's search in the box. Several can be in
  // flight on a slow connection, which is why this is a list and not just the last one sent.
  const sent = useRef<string[]>([q]); // on first render the box already shows q (and may hold early typing)
  useEffect(() => {
    const arrived = sent.current.indexOf(q);
    if (arrived !== -1) {
      sent.current.splice(0, arrived + 1);
      return;
    }
    sent.current = [];
    clearTimeout(timer.current);
    if (inputRef.current && inputRef.current.value !== q) inputRef.current.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    clearTimeout(timer.current);
    // The address bar, not the last render: it is what history holds right now, even while a
    // previous search is still loading.
    const inUrl = parseBlogFilter(new URLSearchParams(window.location.search));
    const next = parseBlogFilter(new URLSearchParams({ q: value })).q;
    if (next === (sent.current.at(-1) ?? inUrl.q)) return;
    sent.current.push(next);
    // A new search (none in the URL yet) is a step the Back button should undo; refining it is not.
    // Changing the search always goes back to page 1 (blogHref leaves the page out).
    navigate(to(blogHref({ q: next, tag: inUrl.tag })), { replace: inUrl.q !== "", preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(inputRef.current?.value ?? "");
  }

  return (
    <search>
      <form method="get" action={to("/blog")} onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {copy.label}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={copy.placeholder}
            autoComplete="off"
            onChange={(event) => {
              const value = event.currentTarget.value;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
            }}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
          />
        </div>
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {copy.button}
        </button>
      </form>
    </search>
  );
}
