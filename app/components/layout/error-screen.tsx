import { Link } from "react-router";

type ErrorScreenProps = { error?: unknown; title?: string; message?: string };

/** The 'Unexpected Application Error!' screen. Stack traces only in development. */
export function ErrorScreen({ error, title = "Unexpected Application Error!", message }: ErrorScreenProps) {
  const text = message ?? (error instanceof Error ? error.message : String(error ?? "Unknown error"));
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-8">
        <h1 className="text-2xl font-bold text-red-800">{title}</h1>
        {text ? <p className="mt-3 text-red-900">{text}</p> : null}
        {stack ? <pre className="mt-4 overflow-auto rounded bg-white p-4 text-xs text-slate-700">{stack}</pre> : null}
        <p className="mt-6 text-slate-700">
          Please try again in a moment. If the problem continues, our support team can help.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Go to the home page
          </Link>
          <Link
            to="/contact"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Contact support
          </Link>
        </div>
      </div>
    </div>
  );
}
