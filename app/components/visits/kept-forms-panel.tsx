// The technician's pages' guard against a weak signal: every form marked `data-keep-offline` is
// posted by script; one that cannot go (offline, or the post fails on the network) is kept on the
// phone and sent again when the signal returns (the `online` event, and every load of these pages).
// The panel says, plainly and at once, what is waiting, what was sent, and what was refused and why.
// Without JavaScript the forms post as usual and the browser's own error shows a failed post.
import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { offlineCopy as copy } from "~/content/visits-field";
import { keepForm, keptForms, newSubmissionId, postForm, replayKeptForms } from "./kept-forms";

/** Where the field pages live: a post answered by a redirect here was taken. */
const HOME = "/staff/visits/today";

type Line = { tone: "ok" | "error"; text: string };

export function KeptFormsPanel() {
  const revalidator = useRevalidator();
  const [waiting, setWaiting] = useState(0);
  const [lines, setLines] = useState<Line[]>([]);
  const say = useCallback((line: Line) => setLines((before) => [...before.slice(-4), line]), []);

  const replay = useCallback(async () => {
    if (keptForms().length === 0 || !navigator.onLine) return;
    say({ tone: "ok", text: copy.sending });
    const report = await replayKeptForms(HOME);
    for (const label of report.sent) say({ tone: "ok", text: copy.sent(label) });
    for (const refused of report.refused) say({ tone: "error", text: copy.failed(refused.label, refused.why) });
    if (report.stopped?.kind === "signed-out") say({ tone: "error", text: copy.signedOut });
    setWaiting(keptForms().length);
    if (report.sent.length > 0) await revalidator.revalidate();
  }, [revalidator, say]);

  useEffect(() => {
    setWaiting(keptForms().length);
    void replay();
    const onOnline = () => void replay();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [replay]);

  useEffect(() => {
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-keep-offline"))
        return;
      event.preventDefault();
      const submitter = event.submitter as HTMLButtonElement | null;
      const data = new FormData(form);
      if (submitter?.name) data.set(submitter.name, submitter.value);
      const label = `${form.dataset.keepLabel ?? ""}: ${submitter?.textContent?.trim() ?? ""}`;
      const keep = async () => {
        const kept = await keepForm(form.action, label, data);
        if (kept === "kept") {
          // Its next post (edited, or pressed again) is a submission of its own, not this one's repeat.
          const key = form.querySelector<HTMLInputElement>('input[name="submissionId"]');
          if (key) key.value = newSubmissionId();
          setWaiting(keptForms().length);
        } else say({ tone: "error", text: kept === "full" ? copy.full : copy.photosTooLarge });
      };
      if (!navigator.onLine) return keep();
      if (submitter) submitter.disabled = true;
      try {
        const outcome = await postForm(form.action, data, HOME);
        if (outcome.kind === "sent") {
          say({ tone: "ok", text: copy.sent(label) });
          await revalidator.revalidate();
          form.reset();
        } else if (outcome.kind === "refused") {
          // The server answered with the form's mistakes: post it the ordinary way to show them at the fields.
          if (submitter?.name) {
            const intent = document.createElement("input");
            Object.assign(intent, { type: "hidden", name: submitter.name, value: submitter.value });
            form.append(intent);
          }
          HTMLFormElement.prototype.submit.call(form);
        } else {
          if (outcome.kind === "signed-out") say({ tone: "error", text: copy.signedOut });
          await keep();
        }
      } finally {
        if (submitter) submitter.disabled = false;
      }
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, [revalidator, say]);

  if (waiting === 0 && lines.length === 0) return <div role="status" aria-live="polite" />;
  return (
    <div role="status" aria-live="polite" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
      {waiting > 0 ? <p className="text-base font-semibold text-amber-900">{copy.kept(waiting)}</p> : null}
      <ul className="space-y-1 text-sm">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are appended only, never reordered
          <li key={index} className={line.tone === "ok" ? "text-emerald-800" : "text-red-800"}>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
