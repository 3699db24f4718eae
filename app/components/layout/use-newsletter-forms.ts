import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { NewsletterResult } from "~/lib/newsletter/schema";
import { toast } from "~/lib/toast/toast";

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  button.disabled = busy;
  if (busy) {
    button.dataset.idleLabel = button.textContent ?? "";
    button.textContent = button.dataset.busyLabel ?? "";
  } else if (button.dataset.idleLabel !== undefined) {
    button.textContent = button.dataset.idleLabel;
  }
}

/**
 * Posts every newsletter box on the page (NewsletterForm: plain markup, some of it server-only)
 * through one fetcher, so the visitor stays where they are: the button says it is busy, then a
 * toast and the line under the field give the answer, and the field is cleared after a success.
 */
export function useNewsletterForms() {
  const fetcher = useFetcher<NewsletterResult>();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const pending = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    function onSubmit(event: SubmitEvent) {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches("form[data-newsletter]"))
        return;
      event.preventDefault();
      pending.current = form;
      setBusy(form, true);
      void submit.current(form);
    }
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, []);

  const result = fetcher.data;
  useEffect(() => {
    const form = pending.current;
    if (!form || !result || fetcher.state !== "idle") return;
    pending.current = null;
    setBusy(form, false);
    const message = form.querySelector("[data-newsletter-message]");
    if (message) message.textContent = result.message;
    const field = form.querySelector("input[type=email]");
    if (result.ok) field?.removeAttribute("aria-invalid");
    else field?.setAttribute("aria-invalid", "true");
    if (result.ok) {
      toast.success(result.message, { duration: 4000 });
      form.reset();
    } else {
      toast.error(result.message);
    }
  }, [result, fetcher.state]);
}
