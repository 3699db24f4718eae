import { LoaderCircle, X } from "~/components/ui/icons";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import { useSignedInUser } from "~/components/layout/use-signed-in-user";
import { SubmissionKeyField, TextAreaField } from "~/components/ui/form-fields";
import { fillTemplate } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PlanChooserWords, PlanSummary } from "~/lib/plan-requests/chooser-words";
import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "~/lib/plan-requests/form";

type PlanRequestDialogProps = {
  plan: PlanSummary;
  /** The dialog's words, in the page's language (from its loader data). */
  copy: PlanChooserWords["request"];
  open: boolean;
  onClose: () => void;
  /** Where to come back to after the request, in the page's language (default /amc-plans). */
  returnTo?: string;
  /** Where Cancel leads without JavaScript (default: returnTo). */
  cancelHref?: string;
};

/**
 * Confirmation of a plan request by a signed-in visitor, with an optional note. Posts to
 * /plan-requests, which records the request, emails the staff and comes back with a toast.
 * With JavaScript it is a modal <dialog> (focus trapped, Escape closes) that closes once the request
 * is received; rendered open by the server it also works without JavaScript, where Cancel is a link
 * back and the answer is a new page.
 */
export function PlanRequestDialog({
  plan,
  copy,
  open,
  onClose,
  returnTo = "/amc-plans",
  cancelHref,
}: PlanRequestDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigation = useNavigation();
  // Posted to the page's language, so that the answer (its toast, its redirect) speaks it too.
  const action = useLocalePath()("/plan-requests");
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  // The post answers with a redirect to this very page and a toast, so nothing else would close the
  // dialog: it closes when the submission it sent has come back with a success.
  const layout = useRouteLoaderData("routes/site-layout") as { flash?: { type: string } | null } | undefined;
  const flashType = layout?.flash?.type;
  const sent = useRef(false);
  useEffect(() => {
    if (busy) {
      sent.current = true;
      return;
    }
    if (!sent.current || navigation.state !== "idle") return;
    sent.current = false;
    if (flashType === "success") dialogRef.current?.close();
  }, [busy, navigation.state, flashType]);

  // A close() we make ourselves (to reopen as a modal) must not count as the visitor's Cancel.
  const reopening = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (open && dialog.open && !dialog.matches(":modal")) {
      // Rendered with the open attribute (by the server, or by React on navigation): make it a
      // real modal now that JavaScript runs, so focus stays inside and Escape closes it.
      reopening.current = true;
      dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      // The server renders it open for visitors without JavaScript.
      open={open ? true : undefined}
      aria-labelledby={titleId}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        if (open) onClose();
      }}
      className="fixed inset-0 z-50 m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <Form method="post" action={action} className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {fillTemplate(copy.title, { plan: plan.name })}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.cancel}</span>
          </button>
        </div>
        <p className="mt-1 text-sm font-semibold text-brand-800">
          {plan.price} {plan.duration}
        </p>
        <p className="mt-3 text-sm text-slate-700">{copy.text}</p>
        <input type="hidden" name="planId" value={plan.id} />
        <SubmissionKeyField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="mt-5">
          <TextAreaField
            name="note"
            label={copy.noteLabel}
            required={false}
            rows={3}
            compact
            maxLength={PLAN_REQUEST_NOTE_MAX_LENGTH}
            placeholder={copy.notePlaceholder}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={cancelHref ?? returnTo}
            onClick={(event) => {
              event.preventDefault();
              dialogRef.current?.close();
            }}
            className="rounded-lg border border-slate-300 px-4 py-2.5 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {copy.cancel}
          </Link>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {busy ? copy.confirming : copy.confirm}
          </button>
        </div>
      </Form>
    </dialog>
  );
}

/**
 * Opens the confirmation for `?plan=<id>` when the visitor is signed in: where login and sign-up
 * send someone who chose a plan while signed out, and where 'Choose' links without JavaScript.
 */
export function PlanRequestFromQuery({ page = "/amc-plans", words }: { page?: string; words: PlanChooserWords }) {
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const planId = searchParams.get("plan");
  const plan = words.plans.find((candidate) => candidate.id === planId);
  if (!user || !plan) return null;
  return (
    <PlanRequestDialog
      key={plan.id}
      plan={plan}
      copy={words.request}
      open
      returnTo={page}
      cancelHref={page}
      onClose={() =>
        setSearchParams(
          (params) => {
            params.delete("plan");
            return params;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    />
  );
}
