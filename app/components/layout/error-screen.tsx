import { isRouteErrorResponse, Link } from "react-router";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { ErrorPagesCopy } from "~/content/error-pages";

type ErrorScreenProps = { error: unknown; words: ErrorPagesCopy["screen"] };

/**
 * The error screen of a page that failed: the status's title in the page's language (or the
 * unexpected error's), the server's message when it sent one, stack traces only in development.
 */
export function ErrorScreen({ error, words }: ErrorScreenProps) {
  const to = useLocalePath();
  const response = isRouteErrorResponse(error) ? error : null;
  // A status's title is HTTP's reason phrase in English ("404 Not Found"), plain words in Malayalam.
  const title = response ? (words.statusTitles[String(response.status)] ?? response.statusText) : words.unexpectedTitle;
  const text = response
    ? typeof response.data === "string"
      ? response.data
      : ""
    : error instanceof Error
      ? error.message
      : String(error ?? "");
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-8">
        <h1 className="text-2xl font-bold text-red-800">{response ? `${response.status} ${title}` : title}</h1>
        {text ? <p className="mt-3 text-red-900">{text}</p> : null}
        {stack ? <pre className="mt-4 overflow-auto rounded bg-white p-4 text-xs text-slate-700">{stack}</pre> : null}
        <p className="mt-6 text-slate-700">{words.tryAgain}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={to("/")} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {words.goHome}
          </Link>
          <Link
            to={to("/contact")}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {words.contactSupport}
          </Link>
        </div>
      </div>
    </div>
  );
}
